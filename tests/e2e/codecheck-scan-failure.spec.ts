import { expect, type Page, test } from '@playwright/test';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { expectNoDuplicateIds } from './duplicate-ids';
import { apiPost, apiSend, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Takes the allowed local repositories away for a moment: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const SECURITY = '/api/ms/doc/api/user/manage/security';
const DEFECT_API = '/api/defect/api/user';

async function setLocalRoots(page: Page, roots: string[]) {
  const current = (await (await page.request.get(SECURITY)).json()).data;
  await apiSend(page, 'PUT', SECURITY, { ...current, repoLocalRoots: roots });
}

async function finishedFlag(page: Page, taskId: number) {
  let flag = 3;
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.get(`${DEFECT_API}/tasklog?taskId=${taskId}&pageSize=1`)).json();
        flag = answer.data.lastAnalysisResult?.flag ?? 3;
        return flag;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .not.toBe(3);
  return flag;
}

test.describe('a scan that could not use its repository', () => {
  let repo: FixtureRepo;
  test.beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  test.afterAll(async () => {
    await removeFixtureRepo(repo);
  });

  test('the overview says why, what to do and where, in Chinese and in English', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const created = await apiPost(page, '/api/task/api/user/task', {
      nameEn: `refused_${Date.now()}`,
      nameCn: '本地仓库任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN'],
    });
    const taskId = (created.data as { taskId: number }).taskId;
    const roots = (await (await page.request.get(SECURITY)).json()).data.repoLocalRoots as string[];
    // The administrator takes local repositories away after the task was created with one.
    await setLocalRoots(page, []);
    try {
      await apiPost(page, '/api/task/api/user/execute', { taskId });
      expect(await finishedFlag(page, taskId)).toBe(2);
    } finally {
      await setLocalRoots(page, roots);
    }

    await page.goto(`/codecc/task/${taskId}/overview`);
    const notice = page.getByTestId('scan-failure');
    await expect(notice).toHaveAttribute('data-code', 'repoLocalNotAllowed');
    await expect(notice.getByTestId('scan-failure-reason')).toHaveText('第 1 次扫描失败：代码库不在允许的本地目录下');
    await expect(notice.getByTestId('scan-failure-hint')).toContainText('本地仓库须位于 REPO_LOCAL_ROOTS 所列目录下，请管理员');
    // The administrator is shown where that setting lives.
    await expect(notice.getByRole('link', { name: '打开安全设置' })).toBeVisible();
    await expect(page.locator('[data-testid="tool-card"][data-tool="ESLINT"]').getByTestId('tool-failure')).toHaveText('代码库不在允许的本地目录下');
    await expect(page.getByTestId('build-failure').first()).toHaveText('代码库不在允许的本地目录下');
    await expectNoDuplicateIds(page);

    await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(notice.getByTestId('scan-failure-reason')).toHaveText('Scan #1 failed: The repository is not in an allowed local directory');
    await expect(notice.getByTestId('scan-failure-hint')).toContainText('A local repository must lie under a directory listed in REPO_LOCAL_ROOTS');
    await expect(notice.getByRole('link', { name: 'Open the security settings' })).toBeVisible();
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: page.url() }]);
  });
});
