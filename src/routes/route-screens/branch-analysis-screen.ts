import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BranchAnalysisScreen } from '../../features/codecheck/branches/branch-analysis-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/branches/$analysisId');

/** The route's address handed to BranchAnalysisScreen as props. */
export function BranchAnalysis(): ReactElement {
  const { taskId, analysisId } = route.useParams();
  return createElement(BranchAnalysisScreen, { taskId, analysisId });
}
