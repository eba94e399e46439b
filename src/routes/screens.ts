import { lazyScreen } from '../ui/lazy-screen';

/** Route components that load on first visit; each import is its own chunk. */
export const buildingScreen = lazyScreen(() => import('../ui/building-screen'), 'BuildingScreen');
export const loginScreen = lazyScreen(() => import('../features/session/login-screen'), 'LoginScreen');
export const innerLayout = lazyScreen(() => import('../features/codecheck/chrome/inner-layout'), 'InnerLayout');
export const taskSettingsLayout = lazyScreen(() => import('../features/codecheck/task-settings-layout'), 'TaskSettingsLayout');
export const toolLayout = lazyScreen(() => import('../features/codecheck/tool-layout'), 'ToolLayout');
