import { lazyScreen } from '../ui/lazy-screen';

/**
 * The signed-in layouts: each loads beside the first screen under it (the router fetches every
 * matched route's code at once), so the sign-in page and the shell's first download carry none of
 * the top bar, side navigation or their menus.
 */
export const fullLayout = lazyScreen(() => import('../ui/full-layout'), 'FullLayout');
export const outerLayout = lazyScreen(() => import('../app/shell/outer-layout'), 'OuterLayout');
export const docLayout = lazyScreen(() => import('../features/library/doc-layout'), 'DocLayout');
export const backstageLayout = lazyScreen(() => import('../features/library/backstage-layout'), 'BackstageLayout');
export const ppmLayout = lazyScreen(() => import('../features/ppm/ppm-layout'), 'PpmLayout');
export const manageLayout = lazyScreen(() => import('../features/manage/manage-layout'), 'ManageLayout');
export const tasksLayout = lazyScreen(() => import('../features/codecheck/tasks-layout'), 'TasksLayout');
