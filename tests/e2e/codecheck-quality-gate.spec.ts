import { expect, type Page, test } from '@playwright/test';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { apiPost, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Scans a local repository: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const WANG = { account: 'wang.fang', password: 'demo-pass-1' };
const DEFECT_API = '/api/defect/api/user';

async function waitForScan(page: Page, taskId: number) {
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.get(`${DEFECT_API}/tasklog?taskId=${taskId}&pageSize=1`)).json();
        return answer.data.lastAnalysisResult?.flag ?? 0;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(1);
}

test.describe("a task's quality gate", () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('a tech lead adds a duplication condition to the gate, scans, and the overview says the gate failed and why', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, WANG);
    const created = await apiPost(page, '/api/task/api/user/task', {
      nameEn: `gate_${Date.now()}`,
      nameCn: '门禁任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN', 'DUPC'],
    });
    const taskId = (created.data as { taskId: number }).taskId;
    const base = `/codecc/task/${taskId}`;

    await test.step('the settings show the default gate, and a new condition is checked before it is saved', async () => {
      await page.goto(`${base}/settings/gate`);
      await expect(page.getByTestId('gate-default')).toBeVisible();
      await expect(page.getByTestId('gate-condition')).toHaveCount(1);
      await expect(page.getByTestId('gate-metric').first()).toHaveValue('newHighDefects');

      await page.getByTestId('gate-add').click();
      const added = page.getByTestId('gate-condition').nth(1);
      await added.getByTestId('gate-metric').selectOption('duplicationRate');
      await expect(added.getByTestId('gate-tool').locator('option')).toHaveText(['全部工具', '重复代码']);
      await added.getByTestId('gate-operator').selectOption('gt');
      await added.getByTestId('gate-threshold').fill('120');
      await page.getByTestId('gate-save').click();
      await expect(added.getByTestId('gate-threshold-error')).toHaveText('重复率阈值须在 0 到 100 之间');

      await added.getByTestId('gate-threshold').fill('0.5');
      await page.getByTestId('gate-save').click();
      await expect(page.getByText('质量门禁已保存，下次扫描生效')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('gate-condition')).toHaveCount(2);
      await expect(page.getByTestId('gate-default')).toHaveCount(0);
      await expect(page.getByTestId('gate-threshold').nth(1)).toHaveValue('0.5');
    });

    await test.step('after a scan the overview shows the gate failed, with the condition, the threshold and the measured rate', async () => {
      await page.goto(`${base}/overview`);
      await page.getByTestId('start-scan').click();
      await waitForScan(page, taskId);
      const verdict = page.getByTestId('gate-verdict');
      await expect(verdict.getByTestId('gate-status')).toHaveAttribute('data-status', 'failed');
      await expect(verdict.getByTestId('gate-status')).toHaveText('未通过');
      const failing = verdict.getByTestId('gate-failing-condition');
      await expect(failing).toHaveCount(1);
      await expect(failing).toContainText('重复率（%） 大于 0.50%');
      const rate = await page.locator('[data-testid="tool-card"][data-tool="DUPC"]').getByTestId('figure-rate').innerText();
      await expect(failing).toContainText(`实际值 ${rate.match(/[\d.]+%/)![0]}`);
      await expect(page.locator('[data-testid="build-row"][data-build="1"]').getByTestId('gate-status')).toHaveAttribute('data-status', 'failed');
    });
  });
});
