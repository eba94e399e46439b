import { lazyScreen } from '../ui/lazy-screen';

/** The code-check task lists, New Task and task settings; each import is its own chunk. */
export const myTasksScreen = lazyScreen(() => import('../features/codecheck/tasks/my-tasks-screen'), 'MyTasksScreen');
export const newTaskScreen = lazyScreen(() => import('../features/codecheck/tasks/new-task-screen'), 'NewTaskScreen');
export const suspendedTasksScreen = lazyScreen(() => import('../features/codecheck/tasks/suspended-tasks-screen'), 'SuspendedTasksScreen');
export const taskSettingsScreen = lazyScreen(() => import('../features/codecheck/settings/task-settings-screen'), 'TaskSettingsScreen');
