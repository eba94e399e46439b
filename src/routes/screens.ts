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
const overview = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/overview/overview-screen')), 'OverviewScreen');
const overviewRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/overview');
export const overviewScreen = routeScreen(overview, function Overview(): ReactElement {
  return createElement(overview, { taskId: overviewRoute.useParams().taskId });
});
const defects = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/defects-screen')), 'DefectsScreen');
const defectsRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/defects');
export const defectsScreen = routeScreen(defects, function Defects(): ReactElement {
  const { taskId, tool } = defectsRoute.useRouteContext();
  return createElement(defects, { taskId, tool, search: defectsRoute.useSearch() });
});
const riskyFunctions = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/risky-functions-screen')), 'RiskyFunctionsScreen');
const riskyFunctionsRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/risky-functions');
export const riskyFunctionsScreen = routeScreen(riskyFunctions, function RiskyFunctions(): ReactElement {
  const { taskId, tool } = riskyFunctionsRoute.useRouteContext();
  return createElement(riskyFunctions, { taskId, tool, search: riskyFunctionsRoute.useSearch() });
});
const duplicatedFiles = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/defects/duplicated-files-screen')), 'DuplicatedFilesScreen');
const duplicatedFilesRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/duplicated-files');
export const duplicatedFilesScreen = routeScreen(duplicatedFiles, function DuplicatedFiles(): ReactElement {
  const { taskId, tool } = duplicatedFilesRoute.useRouteContext();
  return createElement(duplicatedFiles, { taskId, tool, search: duplicatedFilesRoute.useSearch() });
});
const charts = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/charts/charts-screen')), 'ChartsScreen');
const chartsRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/charts');
export const chartsScreen = routeScreen(charts, function Charts(): ReactElement {
  const { taskId, tool } = chartsRoute.useRouteContext();
  return createElement(charts, { taskId, tool });
});
const checkers = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/checkers/checkers-screen')), 'CheckersScreen');
const checkersRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/tool/$toolName/checkers');
export const checkersScreen = routeScreen(checkers, function Checkers(): ReactElement {
  const { taskId, tool } = checkersRoute.useRouteContext();
  return createElement(checkers, { taskId, tool });
});
const handlerModify = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/handler/handler-modify-screen')), 'HandlerModifyScreen');
const handlerModifyRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/handler');
export const handlerModifyScreen = routeScreen(handlerModify, function HandlerModify(): ReactElement {
  return createElement(handlerModify, { taskId: handlerModifyRoute.useParams().taskId });
});
const records = lazyScreen(withWords(['codecheck'], () => import('../features/codecheck/results/records/records-screen')), 'RecordsScreen');
const recordsRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/records');
export const recordsScreen = routeScreen(records, function Records(): ReactElement {
  return createElement(records, { taskId: recordsRoute.useParams().taskId, search: recordsRoute.useSearch() });
});
/** The code-check routes' loaders, with the task and result calls they make. */
export const codecheckLoader = lazyLoaders(() => loadChunk(() => import('./codecheck-loaders')));
const manageGrantOverview = lazyScreen(withWords(['manage'], () => import('../features/manage/grant-overview/grant-overview-screen')), 'GrantOverviewScreen');
const manageGrantOverviewRoute = getRouteApi('/_auth/_outer/manage/grantOverview');
export const manageGrantOverviewScreen = routeScreen(manageGrantOverview, function ManageGrantOverview(): ReactElement {
  return createElement(manageGrantOverview, { search: manageGrantOverviewRoute.useSearch() });
});
const manageRecycle = lazyScreen(withWords(['manage'], () => import('../features/manage/recycle/recycle-screen')), 'RecycleScreen');
const manageRecycleRoute = getRouteApi('/_auth/_outer/manage/recycle');
export const manageRecycleScreen = routeScreen(manageRecycle, function ManageRecycle(): ReactElement {
  return createElement(manageRecycle, { search: manageRecycleRoute.useSearch() });
});
export const manageSecurityScreen = lazyScreen(withWords(['manage'], () => import('../features/manage/security/security-screen')), 'SecurityScreen');
const manageShareTemplate = lazyScreen(withWords(['manage'], () => import('../features/manage/share-template/share-template-screen')), 'ShareTemplateScreen');
const manageShareTemplateRoute = getRouteApi('/_auth/_outer/manage/shareTemplate');
export const manageShareTemplateScreen = routeScreen(manageShareTemplate, function ManageShareTemplate(): ReactElement {
  return createElement(manageShareTemplate, { search: manageShareTemplateRoute.useSearch() });
});
const manageHistory = lazyScreen(() => import('../features/manage/history/history-screen'), 'HistoryScreen');
const manageHistoryRoute = getRouteApi('/_auth/_outer/manage/history');
export const manageHistoryScreen = routeScreen(manageHistory, function ManageHistory(): ReactElement {
  return createElement(manageHistory, { search: manageHistoryRoute.useSearch() });
});
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
const manageUser = lazyScreen(() => import('../features/manage/user/user-screen'), 'UserScreen');
const manageUserRoute = getRouteApi('/_auth/_outer/manage/user');
export const manageUserScreen = routeScreen(manageUser, function ManageUser(): ReactElement {
  return createElement(manageUser, { search: manageUserRoute.useSearch() });
});
export const knowledgeHomeScreen = lazyScreen(() => import('../features/knowledge/knowledge-screens'), 'HomeScreen');
/** The knowledge home route's loader, with the knowledge calls it makes. */
export const knowledgeLoaders = () => loadChunk(() => import('./knowledge-loader'));
export const knowledgeLoader = lazyLoaders(knowledgeLoaders);
const classify = lazyScreen(() => import('../features/knowledge/knowledge-screens'), 'ClassifyScreen');
const classifyRoute = getRouteApi('/_auth/_outer/classify/{-$id}');
export const classifyScreen = routeScreen(classify, function Classify(): ReactElement {
  return createElement(classify, { params: classifyRoute.useParams(), search: classifyRoute.useSearch() });
});
const manageClassify = lazyScreen(() => import('../features/manage/manage-knowledge-screens'), 'ManageClassifyScreen');
const manageClassifyRoute = getRouteApi('/_auth/_outer/manage/classify');
export const manageClassifyScreen = routeScreen(manageClassify, function ManageClassify(): ReactElement {
  return createElement(manageClassify, { search: manageClassifyRoute.useSearch() });
});
export const manageNoticeScreen = lazyScreen(() => import('../features/manage/manage-knowledge-screens'), 'ManageNoticeScreen');
/** The back-office routes' loaders, with the management and knowledge calls they make. */
export const manageLoader = lazyLoaders(() => loadChunk(() => import('./manage-loaders')));
