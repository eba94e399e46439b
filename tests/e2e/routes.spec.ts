import { expect, test } from '@playwright/test';
import { apiPost, apiSend, createTask, signIn } from './support';

type Layout = 'full' | 'outer' | 'inner';

interface RouteCase {
  path: string;
  screen: string;
  layout: Layout;
  /** Where a redirecting row lands. */
  landsOn?: RegExp;
}

// Every row of spec §2 and the task-scoped code-check screens (of a real task), signed in as the admin.
const routes = (task: number, lib: number, wikiPage: number): RouteCase[] => [
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
  ...['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'management'].map((section) => ({
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
  { path: `/codecc/task/${task}/handler`, screen: 'taskHandler', layout: 'inner' },
];

const notFound = (task: number) => [
  '/no/such/page',
  '/doc/unknown-screen',
  '/codecc/task/abc/overview',
  '/codecc/task/999999/overview',
  `/codecc/task/${task}/settings/danger`,
  `/codecc/task/${task}/tool/CCN/defects`,
  `/codecc/task/${task}/tool/NOPE/charts`,
];

test.describe('every route renders its screen in its layout', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the rows of spec §2 and the code-check screens', async ({ page }) => {
    // About sixty full page loads, each fetching its layout's and screen's code on a 2-core machine.
    test.setTimeout(480_000);
    const task = await createTask(page, ['ESLINT', 'CCN', 'DUPC']);
    // A library and a wiki page of the admin's own, whatever other specs made before.
    const lib = ((await apiPost(page, '/api/ms/doc/api/user/doc_library', { name: `路由 ${Date.now()}` })).data as { id: number }).id;
    const wikiPage = ((await apiPost(page, `/api/ms/doc/api/user/wiki/${lib}/pages`, { title: '首页', parentId: null })).data as { id: number }).id;
    for (const route of routes(task, lib, wikiPage)) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByTestId(`screen-${route.screen}`)).toBeVisible();
        // Every screen of spec §2 is built: none shows 'feature under construction'.
        await expect(page.getByTestId('exception-building')).toHaveCount(0);
        await expect(page.getByTestId(`layout-${route.layout === 'inner' ? 'inner' : route.layout}`)).toBeVisible();
        if (route.layout === 'inner') await expect(page.getByTestId('layout-outer')).toBeVisible();
        if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
      });
    }
  });

  test('the task lists, New Task, every settings section and Handler Modify are built, not under construction', async ({ page }) => {
    const task = await createTask(page, ['ESLINT'], 'built');
    const built = [
      '/codecc/tasks',
      '/codecc/tasks/new',
      '/codecc/tasks/suspended',
      ...['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'management'].map((section) => `/codecc/task/${task}/settings/${section}`),
      `/codecc/task/${task}/handler`,
    ];
    for (const path of built) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('[data-testid^="screen-"]')).toBeVisible();
        await expect(page.getByTestId('exception-building')).toHaveCount(0);
      });
    }
  });

  test('addresses that name nothing show page-not-found', async ({ page }) => {
    const task = await createTask(page, ['ESLINT']);
    for (const path of notFound(task)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByTestId('exception-notFound')).toBeVisible();
        await expect(page.getByTestId('exception-message')).toHaveText('页面不存在！');
      });
    }
  });

  test('the task screens carry the task sidebar, breadcrumb and operation-record link', async ({ page }) => {
    const task = await createTask(page, ['ESLINT', 'CCN'], 'sidebar');
    await page.goto(`/codecc/task/${task}/tool/ESLINT/charts`);
    await expect(page.getByTestId('task-selector')).toHaveValue(String(task));
    await expect(page.getByTestId('breadcrumb')).toContainText('sidebar 任务');
    await expect(page.getByTestId('breadcrumb')).toContainText('ESLint');
    const tools = page.getByTestId('side-nav').getByRole('link', { name: 'ESLint' });
    await expect(tools).toBeVisible();
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'PyLint' })).toHaveCount(0);
    // A tool named by a word reads in Chinese in the Chinese app; proper names (ESLint) stay as they are.
    await expect(page.getByTestId('side-nav').getByRole('link', { name: '圈复杂度' })).toBeVisible();
    await expect(page.getByTestId('side-nav')).not.toContainText('Cyclomatic');
    await page.goto(`/codecc/task/${task}/tool/CCN/charts`);
    await expect(page.getByTestId('breadcrumb')).toContainText('圈复杂度');
    await page.goto('/codecc/tasks');
    const row = page.getByTestId('task-row').filter({ hasText: 'sidebar 任务' });
    // Tools chosen together list by name, as in the sidebar: CCN before ESLINT.
    await expect(row.getByTestId('task-tool')).toHaveText(['圈复杂度', 'ESLint']);
    await page.goto(`/codecc/task/${task}/tool/ESLINT/charts`);
    await page.getByTestId('records-link').click();
    await expect(page).toHaveURL(new RegExp(`/codecc/task/${task}/records$`));
    await expect(page.getByTestId('screen-taskRecords')).toBeVisible();
  });

  test('choosing another task opens its overview, or the new-task page when it has no tools', async ({ page }) => {
    const first = await createTask(page, ['ESLINT'], 'first');
    const withTools = await createTask(page, ['CCN'], 'tooled');
    const withoutTools = await createTask(page, [], 'bare');
    await page.goto(`/codecc/task/${first}/overview`);
    const selector = page.getByTestId('task-selector');
    await expect(selector.locator(`option[value="${withTools}"]`)).toHaveCount(1);
    await selector.selectOption(String(withTools));
    await expect(page).toHaveURL(new RegExp(`/codecc/task/${withTools}/overview$`));
    await page.getByTestId('task-selector').selectOption(String(withoutTools));
    await expect(page).toHaveURL(/\/codecc\/tasks\/new$/);
    await expect(page.getByTestId('screen-newTask')).toBeVisible();
  });

  test('a suspended task is listed but cannot be chosen', async ({ page }) => {
    const active = await createTask(page, ['ESLINT'], 'active');
    const suspended = await createTask(page, ['ESLINT'], 'paused');
    await apiSend(page, 'PUT', '/api/task/api/user/stop', { taskId: suspended, reason: 'Waiting for the new repository' });
    await page.goto(`/codecc/task/${active}/overview`);
    await expect(page.getByTestId('task-selector').locator(`option[value="${suspended}"]`)).toBeDisabled();
  });

  test('the side navigation collapses and stays collapsed after a reload', async ({ page }) => {
    await page.goto('/doc');
    const nav = page.getByTestId('side-nav');
    await expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect((await nav.boundingBox())?.width).toBe(240);
    await page.getByTestId('side-nav-toggle').click();
    await expect(nav).toHaveAttribute('data-collapsed', 'true');
    await page.reload();
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    await page.getByTestId('side-nav-toggle').click();
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
  });

  test('the full-library search box opens the full-text search with the words', async ({ page }) => {
    await page.goto('/home');
    const box = page.getByTestId('search-box');
    expect((await box.boundingBox())?.width).toBe(250);
    await box.fill('设计评审');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fulltext\?.*searchValue=%E8%AE%BE%E8%AE%A1%E8%AF%84%E5%AE%A1/);
    await expect(page.getByTestId('screen-fulltext')).toBeVisible();
  });

  test('the layout never gets narrower than 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/home');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeGreaterThanOrEqual(1280);
  });
});
