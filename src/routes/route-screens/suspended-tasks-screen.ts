import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { SuspendedTasksScreen } from '../../features/codecheck/tasks/suspended-tasks-screen';

const route = getRouteApi('/_auth/_outer/codecc/tasks/suspended');

/** The route's address handed to SuspendedTasksScreen as props. */
export function SuspendedTasks(): ReactElement {
  return createElement(SuspendedTasksScreen, { search: route.useSearch() });
}
