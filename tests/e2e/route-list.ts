import type { Page } from '@playwright/test';
import { apiPost, createTask } from './support';

/** What the task- and library-scoped addresses name: a code-check task, a library and a wiki page of the signed-in admin. */
export interface RouteSubjects {
  task: number;
  lib: number;
  wikiPage: number;
}

/** Made fresh for each run, whatever other specs made before. */
export async function routeSubjects(page: Page): Promise<RouteSubjects> {
  const task = await createTask(page, ['ESLINT', 'CCN', 'DUPC']);
  const lib = ((await apiPost(page, '/api/ms/doc/api/user/doc_library', { name: `路由 ${Date.now()}` })).data as { id: number }).id;
  const wikiPage = ((await apiPost(page, `/api/ms/doc/api/user/wiki/${lib}/pages`, { title: '首页', parentId: null })).data as { id: number }).id;
  return { task, lib, wikiPage };
}

export type Layout = 'full' | 'outer' | 'inner';

export interface RouteCase {
  path: string;
  screen: string;
  layout: Layout;
  /** Where a redirecting row lands. */
  landsOn?: RegExp;
}

// Every row of spec §2 and the task-scoped code-check screens (of a real task), signed in as the admin.
export const appRoutes = ({ task, lib, wikiPage }: RouteSubjects): RouteCase[] => [
  { path: '/', screen: 'docHome', layout: 'outer', landsOn: /\/doc$/ },
  { path: '/home', screen: 'home', layout: 'outer' },
  { path: '/manage', screen: 'manageClassify', layout: 'outer', landsOn: /\/manage\/classify$/ },
  { path: '/manage/classify', screen: 'manageClassify', layout: 'outer' },
  { path: '/manage/user', screen: 'manageUser', layout: 'outer' },
  { path: '/manage/notice', screen: 'manageNotice', layout: 'outer' },
  { path: '/manage/recycle', screen: 'manageRecycle', layout: 'outer' },
  { path: '/manage/history', screen: 'manageHistory', layout: 'outer' },
  { path: '/manage/security', screen: 'manageSecurity', layout: 'outer' },
  { path: '/manage/grantOverview', screen: 'manageGrantOverview', layout: 'outer' },
  { path: '/manage/shareTemplate', screen: 'manageShareTemplate', layout: 'outer' },
  { path: '/manage/tokens', screen: 'manageAccessTokens', layout: 'outer' },
  { path: '/manage/webhooks', screen: 'manageWebhooks', layout: 'outer' },
  { path: '/manage/robots', screen: 'manageRobots', layout: 'outer' },
  { path: '/access-tokens', screen: 'accessTokens', layout: 'outer' },
  { path: '/notifications', screen: 'notifications', layout: 'outer' },
  { path: '/notifications/settings', screen: 'notificationSettings', layout: 'outer' },
  { path: '/share-links', screen: 'myShareLinks', layout: 'outer' },
  { path: '/classify', screen: 'classify', layout: 'outer' },
  { path: '/classify/12', screen: 'classify', layout: 'outer' },
  { path: '/overview', screen: 'overview', layout: 'full' },
  { path: '/fulltext?searchValue=design&classifyId=3&timestamp=1700000000000', screen: 'fulltext', layout: 'outer' },
  { path: '/browse', screen: 'browse', layout: 'full' },
  { path: '/personal', screen: 'personal', layout: 'outer' },
  { path: '/doc', screen: 'docHome', layout: 'outer' },
  { path: '/doc/search', screen: 'docSearch', layout: 'outer' },
  { path: '/doc/backstage', screen: 'backstageList', layout: 'outer', landsOn: /\/doc\/backstage\/list$/ },
  { path: '/doc/backstage/setting', screen: 'backstageSetting', layout: 'outer' },
  { path: '/doc/backstage/limit', screen: 'backstageLimit', layout: 'outer' },
  { path: '/doc/backstage/recycle', screen: 'backstageRecycle', layout: 'outer' },
  { path: `/doc/lib/${lib}`, screen: 'libFiles', layout: 'outer', landsOn: new RegExp(`/doc/lib/${lib}/list$`) },
  { path: `/doc/lib/${lib}/list/shared/42`, screen: 'libFiles', layout: 'outer' },
  { path: `/doc/lib/${lib}/docSearch?keyword=plan`, screen: 'libDocSearch', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki`, screen: 'wikiList', layout: 'outer', landsOn: new RegExp(`/doc/lib/${lib}/wiki/list/null$`) },
  { path: `/doc/lib/${lib}/wiki/list/${wikiPage}`, screen: 'wikiList', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki/edit?id=${wikiPage}`, screen: 'wikiEdit', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki/wikiVersion?id=${wikiPage}`, screen: 'wikiVersion', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki/libSearch`, screen: 'wikiLibSearch', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki/wikiGrant?id=${wikiPage}`, screen: 'wikiGrant', layout: 'outer' },
  { path: `/doc/lib/${lib}/wiki/create?parentId=${wikiPage}`, screen: 'wikiCreate', layout: 'outer' },
  { path: `/doc/lib/${lib}/setting`, screen: 'libSetting', layout: 'outer' },
  { path: `/doc/lib/${lib}/recycle`, screen: 'libRecycle', layout: 'outer' },
  { path: '/doc/403', screen: 'docForbidden', layout: 'outer' },
  { path: '/ppmdoc', screen: 'ppmHome', layout: 'outer' },
  { path: '/ppmdoc/lib/3/list', screen: 'ppmLibFiles', layout: 'outer' },
  { path: '/ppmdoc/lib/3/list/mine/9', screen: 'ppmLibFiles', layout: 'outer' },
  { path: '/ppmdoc/403', screen: 'ppmForbidden', layout: 'outer' },
  { path: '/403', screen: 'forbidden', layout: 'full' },
  { path: '/420?m=x', screen: 'noPermission', layout: 'full' },
  { path: '/500', screen: 'serverError', layout: 'full' },
  { path: '/codecc', screen: 'myTasks', layout: 'outer', landsOn: /\/codecc\/tasks$/ },
  { path: '/codecc/tasks', screen: 'myTasks', layout: 'outer' },
  { path: '/codecc/tasks/new', screen: 'newTask', layout: 'outer' },
  { path: '/codecc/tasks/suspended', screen: 'suspendedTasks', layout: 'outer' },
  { path: `/codecc/task/${task}`, screen: 'taskOverview', layout: 'inner', landsOn: new RegExp(`/codecc/task/${task}/overview$`) },
  { path: `/codecc/task/${task}/overview`, screen: 'taskOverview', layout: 'inner' },
  { path: `/codecc/task/${task}/settings`, screen: 'taskSettings', layout: 'inner', landsOn: /\/settings\/basic$/ },
  ...['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'gate', 'management', 'webhooks'].map((section) => ({
    path: `/codecc/task/${task}/settings/${section}`,
    screen: 'taskSettings',
    layout: 'inner' as const,
  })),
  { path: `/codecc/task/${task}/tool/ESLINT`, screen: 'toolDefects', layout: 'inner', landsOn: /\/tool\/ESLINT\/defects$/ },
  { path: `/codecc/task/${task}/tool/ESLINT/defects?pageNum=2&pageSize=50`, screen: 'toolDefects', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/ESLINT/defects?status=ignored&sortField=severity&sortType=ASC&severity=%5B1%2C2%5D`, screen: 'toolDefects', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/ESLINT/defects?id=1`, screen: 'toolDefects', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/ESLINT/charts`, screen: 'toolCharts', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/ESLINT/checkers`, screen: 'toolCheckers', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/CCN`, screen: 'toolRiskyFunctions', layout: 'inner', landsOn: /\/tool\/CCN\/risky-functions$/ },
  { path: `/codecc/task/${task}/tool/CCN/risky-functions?severity=%5B1%5D&author=li.na`, screen: 'toolRiskyFunctions', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/CCN/charts`, screen: 'toolCharts', layout: 'inner' },
  { path: `/codecc/task/${task}/tool/DUPC/duplicated-files`, screen: 'toolDuplicatedFiles', layout: 'inner' },
  { path: `/codecc/task/${task}/records`, screen: 'taskRecords', layout: 'inner' },
  { path: `/codecc/task/${task}/branches`, screen: 'branchAnalyses', layout: 'inner' },
  { path: `/codecc/task/${task}/handler`, screen: 'taskHandler', layout: 'inner' },
];
