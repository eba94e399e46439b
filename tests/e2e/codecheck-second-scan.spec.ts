import { expect, type Page, test } from '@playwright/test';
import { addFollowUpCommit, BOB, type FixtureRepo, FOLLOW_UP, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { apiPost, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Scans a local repository: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

// The task admin of the demo data. The fixture's authors have no accounts, so every defect starts
// without a handler; the follow-up commit (by Bob) fixes Alice's `debugger` and adds an empty block.
const WANG = { account: 'wang.fang', password: 'demo-pass-1' };
const DEFECT_API = '/api/defect/api/user';
const KEPT = { checker: 'no-undef', account: 'li.na' };
const BOB_NEW_HANDLER = { account: 'zhao.lei', typed: 'zhao' };

/** Waits until the task's latest scan is the given one and has succeeded. */
async function waitForScan(page: Page, taskId: number, buildNum: number) {
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.get(`${DEFECT_API}/tasklog?taskId=${taskId}&pageSize=1`)).json();
        const last = answer.data.lastAnalysisResult;
        return last && last.buildNum === buildNum ? last.flag : 0;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(1);
}

async function scanFromOverview(page: Page, base: string, taskId: number, buildNum: number) {
  await page.goto(`${base}/overview`);
  await page.getByTestId('start-scan').click();
  await waitForScan(page, taskId, buildNum);
}

const row = (page: Page, checker: string) => page.locator(`[data-testid="defect-row"][data-checker="${checker}"]`);

test.describe('a second scan of a task', () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('new and fixed defects show up, a chosen handler stays, and Handler Modify moves an author’s defects', async ({ page }) => {
    test.setTimeout(360_000);
    await signIn(page, WANG);
    const created = await apiPost(page, '/api/task/api/user/task', {
      nameEn: `second_scan_${Date.now()}`,
      nameCn: '二次扫描任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT'],
    });
    const taskId = (created.data as { taskId: number }).taskId;
    const base = `/codecc/task/${taskId}`;
    const defects = `${base}/tool/ESLINT/defects`;

    await test.step('the first scan finds the defects; one of them gets a handler', async () => {
      await scanFromOverview(page, base, taskId, 1);
      await page.goto(defects);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      await expect(row(page, FOLLOW_UP.fixed[1])).toHaveCount(1);
      await expect(row(page, FOLLOW_UP.added[1])).toHaveCount(0);

      await row(page, KEPT.checker).getByTestId('defect-link').click();
      const detail = page.getByTestId('defect-detail');
      await detail.getByTestId('detail-change-handler').click();
      await page.getByTestId('handler-input').fill(KEPT.account);
      await page.getByTestId('handler-submit').click();
      await expect(detail.getByTestId('detail-handler')).toHaveText(KEPT.account);
      await page.keyboard.press('Escape');
      await expect(row(page, KEPT.checker)).toHaveAttribute('data-handler', KEPT.account);
    });

    await test.step('after a commit that fixes one defect and adds another, the second scan shows both changes', async () => {
      await addFollowUpCommit(repo);
      await scanFromOverview(page, base, taskId, 2);

      await page.goto(defects);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      await expect(row(page, FOLLOW_UP.added[1])).toHaveAttribute('data-type', 'new');
      await expect(row(page, FOLLOW_UP.fixed[1])).toHaveCount(0);
      await expect(row(page, KEPT.checker)).toHaveAttribute('data-handler', KEPT.account);
      await expect(row(page, KEPT.checker)).toHaveAttribute('data-type', 'history');

      await page.getByTestId('filter-status').selectOption('fixed');
      await expect(page).toHaveURL(/status=fixed/);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      await expect(row(page, FOLLOW_UP.fixed[1])).toHaveCount(1);
    });

    await test.step('Handler Modify moves all of one author’s open defects to an account', async () => {
      await page.goto(`${base}/handler`);
      await expect(page.getByTestId('screen-taskHandler')).toBeVisible();
      await expect(page.getByTestId('handler-tool')).toHaveValue('ESLINT');
      await page.getByTestId('handler-source').selectOption(`author:${BOB.name}`);
      // Bob's helper variable and the empty block his follow-up commit added.
      await expect(page.getByTestId('handler-affected')).toHaveAttribute('data-count', '2');

      await page.getByTestId('handler-target-input').fill(BOB_NEW_HANDLER.typed);
      await page.getByTestId('handler-target-results').getByTestId('person-option').filter({ hasText: BOB_NEW_HANDLER.account }).click();
      await expect(page.getByTestId('picked-person')).toContainText(BOB_NEW_HANDLER.account);
      await page.getByTestId('handler-apply').click();
      await expect(page.getByTestId('handler-source')).toHaveValue('');

      await page.goto(defects);
      await page.getByTestId('filter-handler').selectOption(BOB_NEW_HANDLER.account);
      await expect(page).toHaveURL(new RegExp(`handler=${BOB_NEW_HANDLER.account}`));
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      const rows = page.getByTestId('defect-row');
      await expect(rows).toHaveCount(2);
      for (const moved of await rows.all()) await expect(moved).toHaveAttribute('data-handler', BOB_NEW_HANDLER.account);
      await expect(row(page, FOLLOW_UP.added[1])).toHaveCount(1);

      // The defect handed over one by one was not Bob's, so it keeps its handler.
      await page.getByTestId('filter-handler').selectOption(KEPT.account);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      await expect(row(page, KEPT.checker)).toHaveCount(1);
    });

    await test.step('Settings → Basic keeps a chosen JavaScript environment, and detection per file again', async () => {
      await page.goto(`${base}/settings/basic`);
      await expect(page.getByTestId('settings-js-env-mode-detect').locator('input')).toBeChecked();
      await page.getByTestId('settings-js-env-mode-choose').click();
      await page.getByTestId('settings-js-env-node').click();
      await page.getByTestId('settings-save').click();
      await expect.poll(async () => (await (await page.request.get(`/api/task/api/user/taskId/${taskId}`)).json()).data.jsEnvironments).toEqual(['node']);
      await page.reload();
      await expect(page.getByTestId('settings-js-env-node').locator('input')).toBeChecked();

      await page.getByTestId('settings-js-env-mode-detect').click();
      await page.getByTestId('settings-save').click();
      await expect.poll(async () => (await (await page.request.get(`/api/task/api/user/taskId/${taskId}`)).json()).data.jsEnvironments).toBeNull();
    });
  });
});
