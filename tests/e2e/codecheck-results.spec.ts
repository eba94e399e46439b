import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { apiPost, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Scans a local repository: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

// The task admin of the demo data; the fixture repository has lint defects by two authors, a risky
// function and a duplicated block, so every result screen has something to show.
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

async function openCounts(page: Page, taskId: number) {
  const answer = await apiPost(page, `${DEFECT_API}/warn/list?pageSize=100`, { taskId, toolName: 'ESLINT' });
  return (answer.data as { counts: { high: number; medium: number; low: number; newCount: number } }).counts;
}

test.describe('the results of a code-check scan', () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('a tech lead scans, reads the overview, works through the defects and adjusts the checkers', async ({ page, context }) => {
    test.setTimeout(300_000);
    await signIn(page, WANG);
    const created = await apiPost(page, '/api/task/api/user/task', {
      nameEn: `results_${Date.now()}`,
      nameCn: '结果页面任务',
      langs: ['JAVASCRIPT', 'PYTHON'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN', 'DUPC'],
    });
    const taskId = (created.data as { taskId: number }).taskId;
    const base = `/codecc/task/${taskId}`;

    await test.step('the overview starts a scan and shows each tool with its figures', async () => {
      await page.goto(`${base}/overview`);
      await expect(page.getByTestId('tool-card')).toHaveCount(3);
      await page.getByTestId('start-scan').click();
      await waitForScan(page, taskId);
      const eslint = page.locator('[data-testid="tool-card"][data-tool="ESLINT"]');
      await expect(eslint.getByTestId('tool-steps')).toHaveAttribute('data-step', '5');
      const counts = await openCounts(page, taskId);
      await expect(eslint.getByTestId('figure-high')).toContainText(String(counts.high));
      await expect(eslint.getByTestId('figure-new')).toContainText(String(counts.newCount));
      await expect(page.locator('[data-testid="tool-card"][data-tool="CCN"]').getByTestId('tool-band')).toBeVisible();
      await expect(page.locator('[data-testid="tool-card"][data-tool="DUPC"]').getByTestId('figure-rate')).toContainText('%');
      await expect(page.getByTestId('code-detail-row').first()).toBeVisible();
      await expect(page.locator('[data-testid="build-row"][data-build="1"]')).toHaveAttribute('data-flag', '1');
      await expect(page.getByTestId('tool-elapsed')).toHaveCount(3);
    });

    await test.step('the overview downloads the findings as a SARIF log for code scanning', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-sarif').click()]);
      expect(download.suggestedFilename()).toMatch(/^results_\d+\.sarif$/);
      const log = JSON.parse(await fs.promises.readFile(await download.path(), 'utf8')) as { version: string; runs: { tool: { driver: { name: string } }; results: unknown[] }[] };
      expect(log.version).toBe('2.1.0');
      expect(log.runs.map((run) => run.tool.driver.name)).toEqual(['CCN', 'DUPC', 'ESLINT']);
      expect(log.runs.find((run) => run.tool.driver.name === 'ESLINT')!.results).toHaveLength(5);
    });

    await test.step('and as a checkstyle report for the readers of lint reports', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-checkstyle').click()]);
      expect(download.suggestedFilename()).toMatch(/^results_\d+-checkstyle\.xml$/);
      const xml = await fs.promises.readFile(await download.path(), 'utf8');
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<checkstyle version="8\.0">/);
      expect(xml.match(/source="eslint\./g)).toHaveLength(5);
    });

    let filteredUrl = '';
    await test.step('ESLint defects filtered by severity and author make a link that opens the same view', async () => {
      await page.goto(`${base}/tool/ESLINT/defects`);
      await expect(page.getByTestId('defect-row')).toHaveCount(5);
      const alice = page.locator('[data-testid="defect-row"][data-author="Alice Zhang"]');
      const severity = await alice.first().getAttribute('data-severity');
      await page.getByTestId(`filter-severity-${severity}`).click();
      await expect(page).toHaveURL(/severity=/);
      await page.getByTestId('filter-author').selectOption('Alice Zhang');
      await expect(page).toHaveURL(/author=Alice/);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      const rows = page.getByTestId('defect-row');
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) {
        await expect(row).toHaveAttribute('data-severity', String(severity));
        await expect(row).toHaveAttribute('data-author', 'Alice Zhang');
      }
      const ids = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
      filteredUrl = page.url();

      const shared = await context.newPage();
      await shared.goto(filteredUrl);
      await expect(shared.getByTestId('filter-author')).toHaveValue('Alice Zhang');
      await expect(shared.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      await expect(shared.getByTestId('defect-row')).toHaveCount(ids.length);
      expect(await shared.getByTestId('defect-row').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')))).toEqual(ids);
      await shared.close();
    });

    await test.step('a defect opens with its line marked in its file; its handler changes; ignored, it leaves the open list', async () => {
      await page.goto(`${base}/tool/ESLINT/defects?sortField=line&sortType=ASC`);
      await expect(page.getByTestId('defect-table')).toHaveAttribute('data-loading', 'false');
      const first = page.getByTestId('defect-row').first();
      const id = await first.getAttribute('data-id');
      await first.getByTestId('defect-link').click();
      await expect(page).toHaveURL(new RegExp(`id=${id}`));
      const detail = page.getByTestId('defect-detail');
      const place = (await detail.getByTestId('detail-file').textContent()) ?? '';
      const line = place.split(':').pop();
      const marked = detail.locator('[data-testid="source-line"][data-marked="true"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute('data-line', String(line));
      await expect(marked.locator('code span').first()).toBeVisible();

      await detail.getByTestId('detail-change-handler').click();
      await page.getByTestId('handler-input').fill('li.na');
      await page.getByTestId('handler-submit').click();
      await expect(detail.getByTestId('detail-handler')).toHaveText('li.na');

      await detail.getByTestId('detail-ignore').click();
      await page.getByTestId('ignore-reason').fill('生成的代码，不需要修改');
      await page.getByTestId('ignore-submit').click();
      await expect(page.getByTestId('ignore-dialog')).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('warn-detail')).toBeHidden();
      await expect(page.locator(`[data-testid="defect-row"][data-id="${id}"]`)).toHaveCount(0);
      await expect(page.getByTestId('defect-row')).toHaveCount(4);

      await page.getByTestId('filter-status').selectOption('ignored');
      await expect(page.locator(`[data-testid="defect-row"][data-id="${id}"]`)).toHaveCount(1);
    });

    await test.step('the handler of a whole page changes at once', async () => {
      await page.goto(`${base}/tool/ESLINT/defects`);
      await expect(page.getByTestId('defect-row')).toHaveCount(4);
      await page.getByTestId('page-select').click();
      await expect(page.getByTestId('selection-bar')).toContainText('4');
      await page.getByTestId('bulk-change-handler').click();
      await page.getByTestId('handler-input').fill('zhao.lei');
      await page.getByTestId('handler-submit').click();
      await expect(page.locator('[data-testid="defect-row"][data-handler="zhao.lei"]')).toHaveCount(4);
    });

    await test.step('risky functions and duplicated files open with their code; a clone shows both copies side by side', async () => {
      await page.goto(`${base}/tool/CCN/risky-functions`);
      await page.getByTestId('risky-link').first().click();
      await expect(page.getByTestId('risky-detail').locator('[data-testid="source-line"][data-marked="true"]').first()).toBeVisible();

      await page.goto(`${base}/tool/DUPC/duplicated-files`);
      await page.getByTestId('duplicate-link').first().click();
      const block = page.getByTestId('clone-block').first();
      const source = block.getByTestId('block-source');
      const target = block.getByTestId('block-target');
      await expect(source.locator('[data-testid="source-line"][data-marked="true"]').first()).toBeVisible();
      await expect(target.locator('[data-testid="source-line"][data-marked="true"]').first()).toBeVisible();
      const [left, right] = [await source.boundingBox(), await target.boundingBox()];
      // Side by side: the target starts right of the source's middle, on the same row.
      expect(right!.x).toBeGreaterThan(left!.x + left!.width / 2);
      expect(Math.abs(right!.y - left!.y)).toBeLessThan(5);
    });

    await test.step('charts draw each figure with its table beside it', async () => {
      await page.goto(`${base}/tool/ESLINT/charts`);
      const panel = page.getByTestId('chart-new-closed');
      await expect(panel.getByTestId('chart').locator('svg').first()).toBeVisible();
      await expect(panel.getByTestId('chart-table-row')).toHaveCount(1);
      await expect(panel.getByTestId('chart-table-row')).toContainText('#1');
      await page.goto(`${base}/tool/CCN/charts`);
      await expect(page.getByTestId('chart-average-ccn').getByTestId('chart-table-row')).toHaveCount(1);
    });

    await test.step('a checker switched off is saved; saving again without a change says so', async () => {
      await page.goto(`${base}/tool/ESLINT/checkers`);
      await page.getByTestId('checker-search').fill('no-debugger');
      const row = page.locator('[data-testid="checker-row"][data-key="no-debugger"]');
      await expect(row).toHaveAttribute('data-enabled', 'true');
      await row.getByTestId('checker-toggle').click();
      await expect(row).toHaveAttribute('data-enabled', 'false');
      await page.getByTestId('checker-save').click();
      await expect(page.getByText('规则已保存，下次扫描生效')).toBeVisible();
      await page.reload();
      await page.getByTestId('checker-search').fill('no-debugger');
      await expect(page.locator('[data-testid="checker-row"][data-key="no-debugger"]')).toHaveAttribute('data-enabled', 'false');
      await page.getByTestId('checker-save').click();
      await expect(page.getByTestId('checker-problem')).toHaveText('规则没有变化，无需保存。');
    });

    await test.step('the records list the changes just made, in the reader’s language', async () => {
      await page.goto(`${base}/records`);
      const table = page.getByTestId('record-table');
      await expect(table).toContainText('→ li.na');
      await expect(table).toContainText('4 项 → zhao.lei');
      await expect(table).toContainText('忽略 1 项：生成的代码，不需要修改');
      await expect(table).toContainText('no-debugger');
    });
  });
});
