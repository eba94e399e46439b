import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { CheckersScreen } from '../../features/codecheck/results/checkers/checkers-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/checkers');

/** The route's address handed to CheckersScreen as props. */
export function Checkers(): ReactElement {
  const { taskId, tool } = route.useRouteContext();
  return createElement(CheckersScreen, { taskId, tool });
}
