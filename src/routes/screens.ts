import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { routeScreen } from './route-screen';
import { lazyLoaders } from './screen-data';

/** Route components that load on first visit; each import is its own chunk. */
export const loginScreen = lazyScreen(() => import('../features/session/login-screen'), 'LoginScreen');
export const innerLayout = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/chrome/inner-layout')), 'InnerLayout');
export const taskSettingsLayout = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/task-settings-layout')), 'TaskSettingsLayout');
export const toolLayout = lazyScreen(() => import('../features/codecheck/tool-layout'), 'ToolLayout');

// What a task's scans produced: overview, a tool's findings, charts and checkers, the records.
export const overviewScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/overview/overview-screen')), 'OverviewScreen');
export const defectsScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/defects-screen')), 'DefectsScreen');
export const riskyFunctionsScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/risky-functions-screen')), 'RiskyFunctionsScreen');
export const duplicatedFilesScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/duplicated-files-screen')), 'DuplicatedFilesScreen');
export const chartsScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/charts/charts-screen')), 'ChartsScreen');
export const checkersScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/checkers/checkers-screen')), 'CheckersScreen');
export const handlerModifyScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/handler/handler-modify-screen')), 'HandlerModifyScreen');
export const recordsScreen = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/records/records-screen')), 'RecordsScreen');
/** The code-check routes' loaders, with the task and result calls they make. */
export const codecheckLoader = lazyLoaders(() => loadChunk(() => import('./codecheck-loaders')));
export const manageGrantOverviewScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/grant-overview/grant-overview-screen')), 'GrantOverviewScreen');
export const manageRecycleScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/recycle/recycle-screen')), 'RecycleScreen');
export const manageSecurityScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/security/security-screen')), 'SecurityScreen');
export const manageShareTemplateScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/share-template/share-template-screen')), 'ShareTemplateScreen');
export const manageHistoryScreen = lazyScreen(() => import('../features/manage/history/history-screen'), 'HistoryScreen');
const fulltext = lazyScreen(() => import('../features/search/fulltext/fulltext-screen'), 'FulltextScreen');
const fulltextRoute = getRouteApi('/_auth/_outer/fulltext');
export const fulltextScreen = routeScreen(fulltext, function Fulltext(): ReactElement {
  return createElement(fulltext, { search: fulltextRoute.useSearch() });
});
const searchOverview = lazyScreen(() => import('../features/search/overview/overview-screen'), 'OverviewScreen');
const searchOverviewRoute = getRouteApi('/_auth/_full/overview');
export const searchOverviewScreen = routeScreen(searchOverview, function SearchOverview(): ReactElement {
  return createElement(searchOverview, searchOverviewRoute.useSearch());
});
export const manageUserScreen = lazyScreen(() => import('../features/manage/user/user-screen'), 'UserScreen');
export const knowledgeHomeScreen = lazyScreen(() => import('../features/knowledge/knowledge-screens'), 'HomeScreen');
/** The knowledge home route's loader, with the knowledge calls it makes. */
export const knowledgeLoaders = () => loadChunk(() => import('./knowledge-loader'));
export const knowledgeLoader = lazyLoaders(knowledgeLoaders);
const classify = lazyScreen(() => import('../features/knowledge/knowledge-screens'), 'ClassifyScreen');
const classifyRoute = getRouteApi('/_auth/_outer/classify/{-$id}');
export const classifyScreen = routeScreen(classify, function Classify(): ReactElement {
  return createElement(classify, { params: classifyRoute.useParams(), search: classifyRoute.useSearch() });
});
export const manageClassifyScreen = lazyScreen(() => import('../features/manage/manage-knowledge-screens'), 'ManageClassifyScreen');
export const manageNoticeScreen = lazyScreen(() => import('../features/manage/manage-knowledge-screens'), 'ManageNoticeScreen');
/** The back-office routes' loaders, with the management and knowledge calls they make. */
export const manageLoader = lazyLoaders(() => loadChunk(() => import('./manage-loaders')));
