import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { RiskyFunctionsScreen } from '../../features/codecheck/results/defects/risky-functions-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/risky-functions');

/** The route's address handed to RiskyFunctionsScreen as props. */
export function RiskyFunctions(): ReactElement {
  const { taskId, tool } = route.useRouteContext();
  return createElement(RiskyFunctionsScreen, { taskId, tool, search: route.useSearch() });
}
