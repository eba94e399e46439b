import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { ChartsScreen } from '../../features/codecheck/results/charts/charts-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/charts');

/** The route's address handed to ChartsScreen as props. */
export function Charts(): ReactElement {
  const { taskId, tool } = route.useRouteContext();
  return createElement(ChartsScreen, { taskId, tool });
}
