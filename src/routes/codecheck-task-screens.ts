import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';

/** The code-check task lists, New Task and task settings; each import is its own chunk. */
export const myTasksScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/my-tasks-screen')), 'MyTasks');
export const newTaskScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/tasks/new-task-screen')), 'NewTaskScreen');
export const suspendedTasksScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/suspended-tasks-screen')), 'SuspendedTasks');
export const taskSettingsScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/task-settings-screen')), 'TaskSettings');
