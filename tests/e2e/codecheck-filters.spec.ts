import { expect, type Page, test } from '@playwright/test';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { expectNoDuplicateIds } from './duplicate-ids';
import { apiPost, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Scans a local repository: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const WANG = { account: 'wang.fang', password: 'demo-pass-1' };
const DEFECT_API = '/api/defect/api/user';

async function scanned(page: Page, taskId: number) {
  await apiPost(page, '/api/task/api/user/execute', { taskId });
  await expect
    .poll(async () => (await (await page.request.get(`${DEFECT_API}/tasklog?taskId=${taskId}&pageSize=1`)).json()).data.lastAnalysisResult?.flag ?? 0, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe(1);
}

/** Clicks the second and the third impact box by their labels, as a person with a mouse does. */
async function chooseSecondAndThird(page: Page, second: string, third: string) {
  const filters = page.getByTestId('warn-filters');
  await filters.getByText(second, { exact: true }).click();
  await expect(page).toHaveURL(/severity=/);
  await filters.getByText(third, { exact: true }).click();
  await expect(page.getByTestId('filter-severity-1').locator('input')).not.toBeChecked();
  await expect(page.getByTestId('filter-severity-2').locator('input')).toBeChecked();
  await expect(page.getByTestId('filter-severity-3').locator('input')).toBeChecked();
}

test.describe('the severity and risk filters, by mouse', () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('clicking 一般 then 提示 checks those two boxes and lists only what they name', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, WANG);
    const created = await apiPost(page, '/api/task/api/user/task', {
      nameEn: `filters_${Date.now()}`,
      nameCn: '筛选任务',
      langs: ['JAVASCRIPT', 'PYTHON'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['PYLINT', 'CCN'],
    });
    const taskId = (created.data as { taskId: number }).taskId;
    await scanned(page, taskId);

    // PyLint files the fixture's findings under all three severities.
    await page.goto(`/codecc/task/${taskId}/tool/PYLINT/defects`);
    await expect(page.getByTestId('defect-row').first()).toBeVisible();
    await expectNoDuplicateIds(page);
    const counts = ((await apiPost(page, `${DEFECT_API}/warn/list?pageSize=100`, { taskId, toolName: 'PYLINT' })).data as { counts: { high: number; medium: number; low: number } }).counts;
    expect(counts.high).toBeGreaterThan(0);
    expect(counts.medium + counts.low).toBeGreaterThan(0);
    await chooseSecondAndThird(page, '一般', '提示');
    await expect(page.getByTestId('defect-row')).toHaveCount(Math.min(counts.medium + counts.low, 20));
    const severities = await page.getByTestId('defect-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-severity')));
    expect(severities.every((severity) => severity === '2' || severity === '3')).toBe(true);

    await page.goto(`/codecc/task/${taskId}/tool/CCN/risky-functions`);
    await expect(page.getByTestId('risky-row').first()).toBeVisible();
    await expectNoDuplicateIds(page);
    const risky = ((await apiPost(page, `${DEFECT_API}/warn/list?pageSize=100`, { taskId, toolName: 'CCN' })).data as { counts: { high: number; medium: number } }).counts;
    expect(risky.high + risky.medium).toBeGreaterThan(0);
    await chooseSecondAndThird(page, '高风险', '中风险');
    await expect(page.getByTestId('risky-row')).toHaveCount(Math.min(risky.high + risky.medium, 20));
    const risks = await page.getByTestId('risky-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-risk')));
    expect(risks.every((risk) => risk === 'high' || risk === 'medium')).toBe(true);

    // The screens that draw this scan's results twice over (cards, charts) keep every id unique too.
    for (const path of ['overview', 'tool/PYLINT/charts', 'tool/CCN/charts']) {
      await page.goto(`/codecc/task/${taskId}/${path}`);
      await expect(page.getByTestId('layout-inner')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoDuplicateIds(page);
    }
  });
});
