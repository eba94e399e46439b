import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { OverviewScreen } from '../../features/codecheck/results/overview/overview-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/overview');

/** The route's address handed to OverviewScreen as props. */
export function Overview(): ReactElement {
  return createElement(OverviewScreen, { taskId: route.useParams().taskId });
}
