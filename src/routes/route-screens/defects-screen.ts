import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { DefectsScreen } from '../../features/codecheck/results/defects/defects-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/defects');

/** The route's address handed to DefectsScreen as props. */
export function Defects(): ReactElement {
  const { taskId, tool } = route.useRouteContext();
  return createElement(DefectsScreen, { taskId, tool, search: route.useSearch() });
}
