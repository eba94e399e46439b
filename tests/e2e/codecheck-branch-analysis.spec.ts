import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { apiPost, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Analyses a local repository: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const WANG = { account: 'wang.fang', password: 'demo-pass-1' };
const run = promisify(execFile);

async function git(dir: string, args: string[]) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'Bob Li', GIT_AUTHOR_EMAIL: 'bob@example.com', GIT_COMMITTER_NAME: 'Bob Li', GIT_COMMITTER_EMAIL: 'bob@example.com' };
  return (await run('git', args, { cwd: dir, env })).stdout.trim();
}

test.describe('branch analysis', () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
    // A merge request's branch adds an unused variable next to the old defects, which it does not change.
    const file = join(repo.dir, 'src/app.js');
    const original = await readFile(file, 'utf8');
    await git(repo.dir, ['checkout', '-q', '-b', 'feature/spare']);
    await writeFile(file, original.replace('function check(a) {\n', 'function check(a) {\n  const spare = a;\n'));
    await git(repo.dir, ['commit', '-q', '-am', 'Keep a spare']);
    await git(repo.dir, ['checkout', '-q', repo.branch]);
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('a developer analyses a branch against the task branch and reads its one new defect, in Chinese and in English', async ({ page, context }) => {
    test.setTimeout(240_000);
    await signIn(page, WANG);
    const created = await apiPost(page, '/api/task/api/user/task', { nameEn: `branch_${Date.now()}`, nameCn: '分支分析任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] });
    const taskId = (created.data as { taskId: number }).taskId;

    await test.step('the sidebar leads to the task’s branch analyses, where an unknown branch is refused', async () => {
      await page.goto(`/codecc/task/${taskId}/overview`);
      await page.getByTestId('side-nav').getByRole('link', { name: '分支分析', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/codecc/task/${taskId}/branches$`));
      await expect(page.getByTestId('screen-branchAnalyses')).toBeVisible();
      await expect(page.getByTestId('branch-analyses-empty')).toHaveText('还没有分支分析');
      await expect(page.getByTestId('branch-analysis-base')).toHaveAttribute('placeholder', repo.branch);
      await page.getByTestId('branch-analysis-source').fill('no-such-branch');
      await page.getByTestId('branch-analysis-start').click();
      await expect(page.getByText('代码库中没有分支 no-such-branch')).toBeVisible();
    });

    await test.step('an analysis of the branch ends with the gate failed on its one new defect', async () => {
      await page.getByTestId('branch-analysis-source').fill('feature/spare');
      await page.getByTestId('branch-analysis-start').click();
      const row = page.getByTestId('branch-analysis-row');
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-status', 'succeeded', { timeout: 180_000 });
      await expect(row.getByTestId('branch-analysis-status')).toHaveText('成功');
      await expect(row.getByTestId('gate-status')).toHaveText('未通过');
      await expect(row).toContainText('feature/spare → main');
    });

    await test.step('its page lists the new defect under its file, with the condition that failed', async () => {
      await page.getByRole('link', { name: '查看 feature/spare → main 的分析' }).click();
      await expect(page).toHaveURL(new RegExp(`/codecc/task/${taskId}/branches/\\d+$`));
      await expect(page.getByTestId('branch-analysis-title')).toHaveText('feature/spare → main');
      const file = page.getByTestId('branch-finding-file');
      await expect(file).toHaveCount(1);
      await expect(file).toHaveAttribute('data-file', 'src/app.js');
      const finding = file.getByTestId('branch-finding');
      await expect(finding).toHaveCount(1);
      await expect(finding).toHaveAttribute('data-line', '3');
      await expect(finding).toContainText('第 3 行');
      await expect(finding).toContainText('no-unused-vars');
      await expect(page.getByTestId('branch-gate-failing')).toContainText('新增严重告警');
      await expect(page.getByTestId('branch-changed-lines')).toHaveText('1');
    });

    await test.step('the same page in English', async () => {
      await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
      await page.reload();
      await expect(page.getByTestId('branch-analysis-status')).toHaveText('Succeeded');
      await expect(page.getByTestId('branch-finding')).toContainText('Line 3');
      await expect(page.getByText('New findings', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Back to branch analysis' }).click();
      await expect(page.getByTestId('branch-analysis-row').getByTestId('gate-status')).toHaveText('Failed');
      await context.addCookies([{ name: 'language', value: 'zh-CN', url: page.url() }]);
    });
  });
});
