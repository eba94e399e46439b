import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { routeScreen } from './route-screen';

/** The code-check task lists, New Task and task settings; each import is its own chunk. */
const myTasks = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/tasks/my-tasks-screen')), 'MyTasksScreen');
const myTasksRoute = getRouteApi('/_auth/_outer/codecc/tasks/');
export const myTasksScreen = routeScreen(myTasks, function MyTasks(): ReactElement {
  return createElement(myTasks, { search: myTasksRoute.useSearch() });
});
export const newTaskScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/tasks/new-task-screen')), 'NewTaskScreen');
const suspendedTasks = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/tasks/suspended-tasks-screen')), 'SuspendedTasksScreen');
const suspendedTasksRoute = getRouteApi('/_auth/_outer/codecc/tasks/suspended');
export const suspendedTasksScreen = routeScreen(suspendedTasks, function SuspendedTasks(): ReactElement {
  return createElement(suspendedTasks, { search: suspendedTasksRoute.useSearch() });
});
const taskSettings = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/settings/task-settings-screen')), 'TaskSettingsScreen');
const taskSettingsRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/settings/$section');
export const taskSettingsScreen = routeScreen(taskSettings, function TaskSettings(): ReactElement {
  return createElement(taskSettings, taskSettingsRoute.useParams());
});
