import { expect, test } from '@playwright/test';
import { seriousAccessibilityFindings } from './accessibility-check';
import { duplicateIds } from './duplicate-ids';
import { appRoutes, routeSubjects } from './route-list';
import { apiSend, createTask, signIn } from './support';
import { topBarProblems } from './top-bar-check';

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
  // Each test makes its own task and library: the two long walks through every route may run on two workers at once.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const language of ['zh-CN', 'en']) {
    test(`the rows of spec §2 and the code-check screens, in ${language} at 1280×800: each whole, with unique ids, a top bar that fits and stays uncovered${language === 'zh-CN' ? ', and no serious accessibility finding' : ''}`, async ({ page, context, baseURL }) => {
      // About seventy full page loads, each fetching its layout's and screen's code and checked by axe: over ten minutes on a busy 2-core machine.
      test.setTimeout(900_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      const problems: string[] = [];
      for (const route of appRoutes(await routeSubjects(page))) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(page.getByTestId(`screen-${route.screen}`)).toBeVisible();
          // Every screen of spec §2 is built: none shows 'feature under construction'.
          await expect(page.getByTestId('exception-building')).toHaveCount(0);
          await expect(page.getByTestId(`layout-${route.layout === 'inner' ? 'inner' : route.layout}`)).toBeVisible();
          if (route.layout === 'inner') await expect(page.getByTestId('layout-outer')).toBeVisible();
          if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
          await page.waitForLoadState('networkidle');
          const found = Object.entries(await duplicateIds(page)).map(([id, count]) => `id "${id}" ×${count}`);
          // Axe judges structure, roles and contrast, which the language does not change: the default language is enough.
          if (language === 'zh-CN') found.push(...(await seriousAccessibilityFindings(page)));
          // A modal panel (a defect's details) lies over everything by design; the bar is judged without one.
          const modalOpen = await page.locator('[role="dialog"][aria-modal="true"]').count();
          if (route.layout !== 'full' && !modalOpen) {
            // Scrolled to its end, a long page must still leave the whole top bar in view.
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            found.push(...(await topBarProblems(page)));
          }
          problems.push(...found.map((problem) => `${route.path}: ${problem}`));
        });
      }
      expect(problems).toEqual([]);
    });
  }

  test('the task lists, New Task, every settings section and Handler Modify are built, not under construction', async ({ page }) => {
    const task = await createTask(page, ['ESLINT'], 'built');
    const built = [
      '/codecc/tasks',
      '/codecc/tasks/new',
      '/codecc/tasks/suspended',
      ...['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'gate', 'management'].map((section) => `/codecc/task/${task}/settings/${section}`),
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
