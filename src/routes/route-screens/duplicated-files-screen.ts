import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { DuplicatedFilesScreen } from '../../features/codecheck/results/defects/duplicated-files-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/duplicated-files');

/** The route's address handed to DuplicatedFilesScreen as props. */
export function DuplicatedFiles(): ReactElement {
  const { taskId, tool } = route.useRouteContext();
  return createElement(DuplicatedFilesScreen, { taskId, tool, search: route.useSearch() });
}
