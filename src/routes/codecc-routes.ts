import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { TOOL_VIEWS, type ToolView } from '../../contract/tool-views';
import { toolListQuery } from '../api/codecheck-meta';
import { isSettingsSection, parseTaskId } from '../lib/task-views';
import { branchAnalysesScreen, branchAnalysisLoader, branchAnalysisScreen } from './branch-analysis-routes';
import { type WarnListSearch, warnListSearch } from './codecheck-search-schemas';
import { myTasksScreen, newTaskScreen, suspendedTasksScreen, taskSettingsScreen } from './codecheck-task-screens';
import { outerLayoutRoute } from './layout-routes';
import { tasksLayout } from './layout-screens';
import {
  chartsScreen,
  checkersScreen,
  codecheckLoader,
  defectsScreen,
  duplicatedFilesScreen,
  handlerModifyScreen,
  innerLayout,
  overviewScreen,
  recordsScreen,
  riskyFunctionsScreen,
  taskSettingsLayout,
  toolLayout,
} from './screens';
import { pagingSearch, taskListSearch } from './search-schemas';
import { taskWebhooksScreen, webhookLoader } from './webhook-routes';

const codeccRoute = createRoute({ getParentRoute: () => outerLayoutRoute, path: 'codecc' });

const codeccIndexRoute = createRoute({
  getParentRoute: () => codeccRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/codecc/tasks', replace: true });
  },
});

// Task lists, in the outer layout.
const tasksRoute = createRoute({ getParentRoute: () => codeccRoute, path: 'tasks', component: tasksLayout });
const myTasksRoute = createRoute({
  getParentRoute: () => tasksRoute,
  path: '/',
  validateSearch: taskListSearch,
  loader: (load) => codecheckLoader('loadTaskList', load),
  staticData: { screen: 'myTasks' },
  component: myTasksScreen,
});
const newTaskRoute = createRoute({
  getParentRoute: () => tasksRoute,
  path: 'new',
  loader: (load) => codecheckLoader('loadNewTask', load),
  staticData: { screen: 'newTask' },
  component: newTaskScreen,
});
const suspendedTasksRoute = createRoute({
  getParentRoute: () => tasksRoute,
  path: 'suspended',
  validateSearch: taskListSearch,
  loader: (load) => codecheckLoader('loadTaskList', load),
  staticData: { screen: 'suspendedTasks' },
  component: suspendedTasksScreen,
});

// One task, in the inner layout.
const taskRoute = createRoute({
  getParentRoute: () => codeccRoute,
  path: 'task/$taskId',
  params: {
    parse: ({ taskId }) => {
      const parsed = parseTaskId(taskId);
      if (parsed === null) throw notFound();
      return { taskId: parsed };
    },
    stringify: ({ taskId }) => ({ taskId: String(taskId) }),
  },
  // The header, sidebar, handler and settings screens all read the task; it comes with the route.
  loader: (load) => codecheckLoader('loadTask', load),
  component: innerLayout,
});
const taskIndexRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/codecc/task/$taskId/overview', params: { taskId: params.taskId }, replace: true });
  },
});
const overviewRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: 'overview',
  loader: (load) => codecheckLoader('loadTaskOverview', load),
  staticData: { screen: 'taskOverview' },
  component: overviewScreen,
});
const recordsRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: 'records',
  validateSearch: pagingSearch,
  loader: (load) => codecheckLoader('loadOperationRecords', load),
  staticData: { screen: 'taskRecords' },
  component: recordsScreen,
});
// Branch analyses: the task's tools on a branch's change against a base branch.
const branchAnalysesRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: 'branches',
  loader: (load) => branchAnalysisLoader('loadBranchAnalyses', load),
  staticData: { screen: 'branchAnalyses' },
  component: branchAnalysesScreen,
});
const branchAnalysisRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: 'branches/$analysisId',
  params: {
    parse: ({ analysisId }) => {
      const parsed = parseTaskId(analysisId);
      if (parsed === null) throw notFound();
      return { analysisId: parsed };
    },
    stringify: ({ analysisId }) => ({ analysisId: String(analysisId) }),
  },
  loader: (load) => branchAnalysisLoader('loadBranchAnalysis', load),
  staticData: { screen: 'branchAnalysis' },
  component: branchAnalysisScreen,
});
const handlerRoute = createRoute({ getParentRoute: () => taskRoute, path: 'handler', staticData: { screen: 'taskHandler' }, component: handlerModifyScreen });

// Settings, one section at a time.
const settingsRoute = createRoute({ getParentRoute: () => taskRoute, path: 'settings', staticData: { screen: 'taskSettings' }, component: taskSettingsLayout });
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/codecc/task/$taskId/settings/$section', params: { taskId: params.taskId, section: 'basic' }, replace: true });
  },
});
const settingsSectionRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '$section',
  params: {
    parse: ({ section }) => {
      if (!isSettingsSection(section)) throw notFound();
      return { section };
    },
    stringify: ({ section }) => ({ section }),
  },
  loader: (load) => codecheckLoader('loadSettingsSection', load),
  staticData: { screen: 'taskSettings' },
  component: taskSettingsScreen,
});
const settingsWebhooksRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'webhooks',
  loader: (load) => webhookLoader('loadTaskWebhooks', load),
  staticData: { screen: 'taskSettings' },
  component: taskWebhooksScreen,
});

// One tool of the task: only the views its pattern offers exist.
const toolRoute = createRoute({
  getParentRoute: () => taskRoute,
  path: 'tool/$toolName',
  beforeLoad: async ({ context, params }) => {
    // Asked even offline: waiting for the network would leave the page blank.
    const tools = await context.queryClient.ensureQueryData({ ...toolListQuery, networkMode: 'always' });
    const entry = tools.find((tool) => tool.name === params.toolName);
    if (!entry) throw notFound();
    const views = TOOL_VIEWS.filter((view) => entry.routes.includes(view));
    return { taskId: params.taskId, tool: { name: entry.name, displayName: entry.displayName, views } };
  },
  component: toolLayout,
});

const VIEW_PATHS = {
  defects: '/codecc/task/$taskId/tool/$toolName/defects',
  'risky-functions': '/codecc/task/$taskId/tool/$toolName/risky-functions',
  'duplicated-files': '/codecc/task/$taskId/tool/$toolName/duplicated-files',
  charts: '/codecc/task/$taskId/tool/$toolName/charts',
  checkers: '/codecc/task/$taskId/tool/$toolName/checkers',
} as const satisfies Record<ToolView, string>;

const toolIndexRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: '/',
  beforeLoad: ({ context, params }) => {
    const first = context.tool.views[0];
    if (!first) throw notFound();
    throw redirect({ to: VIEW_PATHS[first], params: { taskId: params.taskId, toolName: params.toolName }, replace: true });
  },
});

function requireView(view: ToolView) {
  return ({ context }: { context: { tool: { views: ToolView[] } } }) => {
    if (!context.tool.views.includes(view)) throw notFound();
  };
}

/** The list's page and filters come with the route; the open item's detail is the screen's own. */
const warnListDeps = ({ search: { id: _open, ...view } }: { search: WarnListSearch }) => view;

const defectsRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: 'defects',
  beforeLoad: requireView('defects'),
  validateSearch: warnListSearch,
  loaderDeps: warnListDeps,
  loader: (load) => codecheckLoader('loadWarnList', load),
  staticData: { screen: 'toolDefects' },
  component: defectsScreen,
});
const riskyFunctionsRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: 'risky-functions',
  beforeLoad: requireView('risky-functions'),
  validateSearch: warnListSearch,
  loaderDeps: warnListDeps,
  loader: (load) => codecheckLoader('loadWarnList', load),
  staticData: { screen: 'toolRiskyFunctions' },
  component: riskyFunctionsScreen,
});
const duplicatedFilesRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: 'duplicated-files',
  beforeLoad: requireView('duplicated-files'),
  validateSearch: warnListSearch,
  loaderDeps: warnListDeps,
  loader: (load) => codecheckLoader('loadWarnList', load),
  staticData: { screen: 'toolDuplicatedFiles' },
  component: duplicatedFilesScreen,
});
const chartsRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: 'charts',
  beforeLoad: requireView('charts'),
  loader: (load) => codecheckLoader('loadToolReport', load),
  staticData: { screen: 'toolCharts' },
  component: chartsScreen,
});
const checkersRoute = createRoute({
  getParentRoute: () => toolRoute,
  path: 'checkers',
  beforeLoad: requireView('checkers'),
  loader: (load) => codecheckLoader('loadCheckers', load),
  staticData: { screen: 'toolCheckers' },
  component: checkersScreen,
});

export const codeccTree = codeccRoute.addChildren([
  codeccIndexRoute,
  tasksRoute.addChildren([myTasksRoute, newTaskRoute, suspendedTasksRoute]),
  taskRoute.addChildren([
    taskIndexRoute,
    overviewRoute,
    recordsRoute,
    branchAnalysesRoute,
    branchAnalysisRoute,
    handlerRoute,
    settingsRoute.addChildren([settingsIndexRoute, settingsWebhooksRoute, settingsSectionRoute]),
    toolRoute.addChildren([toolIndexRoute, defectsRoute, riskyFunctionsRoute, duplicatedFilesRoute, chartsRoute, checkersRoute]),
  ]),
]);
