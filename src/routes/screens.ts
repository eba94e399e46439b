import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** Route components that load on first visit; each import is its own chunk. */
export const loginScreen = lazyScreen(() => import('../features/session/login-screen'), 'LoginScreen');
export const innerLayout = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/chrome/inner-layout')), 'InnerLayout');
export const taskSettingsLayout = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/task-settings-layout')), 'TaskSettingsLayout');
export const toolLayout = lazyScreen(() => import('../features/codecheck/tool-layout'), 'ToolLayout');

// What a task's scans produced: overview, a tool's findings, charts and checkers, the records.
export const overviewScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/overview-screen')), 'Overview');
export const defectsScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/defects-screen')), 'Defects');
export const riskyFunctionsScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/risky-functions-screen')), 'RiskyFunctions');
export const duplicatedFilesScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/duplicated-files-screen')), 'DuplicatedFiles');
export const chartsScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/charts-screen')), 'Charts');
export const checkersScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/checkers-screen')), 'Checkers');
export const handlerModifyScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/handler-modify-screen')), 'HandlerModify');
export const recordsScreen = lazyScreen(withWords(['codecheck'], () => import('./route-screens/records-screen')), 'Records');
/** The code-check routes' loaders, with the task and result calls they make. */
export const codecheckLoader = lazyLoaders(() => loadChunk(() => import('./codecheck-loaders')));
export const manageGrantOverviewScreen = lazyScreen(withWords(['manage'], () => import('./route-screens/manage-grant-overview-screen')), 'ManageGrantOverview');
export const manageRecycleScreen = lazyScreen(withWords(['manage'], () => import('./route-screens/manage-recycle-screen')), 'ManageRecycle');
export const manageSecurityScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/security/security-screen')), 'SecurityScreen');
export const manageShareTemplateScreen = lazyScreen(withWords(['manage'], () => import('./route-screens/manage-share-template-screen')), 'ManageShareTemplate');
export const manageHistoryScreen = lazyScreen(withWords(['manage'], () => import('./route-screens/manage-history-screen')), 'ManageHistory');
export const fulltextScreen = lazyScreen(() => import('./route-screens/fulltext-screen'), 'Fulltext');
export const searchOverviewScreen = lazyScreen(() => import('./route-screens/search-overview-screen'), 'SearchOverview');
export const manageUserScreen = lazyScreen(() => import('./route-screens/manage-user-screen'), 'ManageUser');
export const knowledgeHomeScreen = lazyScreen(() => import('../features/knowledge/knowledge-screens'), 'HomeScreen');
/** The knowledge home route's loader, with the knowledge calls it makes. */
export const knowledgeLoaders = () => loadChunk(() => import('./knowledge-loader'));
export const knowledgeLoader = lazyLoaders(knowledgeLoaders);
export const classifyScreen = lazyScreen(() => import('./route-screens/classify-screen'), 'Classify');
export const manageClassifyScreen = lazyScreen(() => import('./route-screens/manage-classify-screen'), 'ManageClassify');
export const manageNoticeScreen = lazyScreen(() => import('../features/manage/manage-knowledge-screens'), 'ManageNoticeScreen');
/** The back-office routes' loaders, with the management and knowledge calls they make. */
export const manageLoader = lazyLoaders(() => loadChunk(() => import('./manage-loaders')));
