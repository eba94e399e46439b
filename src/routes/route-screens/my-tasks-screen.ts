import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { MyTasksScreen } from '../../features/codecheck/tasks/my-tasks-screen';

const route = getRouteApi('/_auth/_outer/codecc/tasks/');

/** The route's address handed to MyTasksScreen as props. */
export function MyTasks(): ReactElement {
  return createElement(MyTasksScreen, { search: route.useSearch() });
}
