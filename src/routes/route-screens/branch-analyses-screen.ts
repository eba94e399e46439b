import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BranchAnalysesScreen } from '../../features/codecheck/branches/branch-analyses-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/branches');

/** The route's address handed to BranchAnalysesScreen as props. */
export function BranchAnalyses(): ReactElement {
  return createElement(BranchAnalysesScreen, { taskId: route.useParams().taskId });
}
