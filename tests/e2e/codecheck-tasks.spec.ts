import { expect, type Page, test } from '@playwright/test';
import { REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Scans the demo repository, a local one: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const TECH_LEAD = { account: 'wang.fang', password: 'demo-pass-1' };
/** A member (not an admin) of the demo task. */
const TASK_USER = { account: 'zhao.lei', password: 'demo-pass-1' };

interface Envelope<T> {
  status: number;
  data: T;
}

async function getData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The demo task the seed made for wang.fang, with zhao.lei as its member. */
async function demoTask(page: Page) {
  const tasks = await getData<{ enableTasks: { taskId: number; nameEn: string }[] }>(page, '/api/task/api/user/task');
  const task = tasks.enableTasks.find((entry) => entry.nameEn === 'order_service');
  if (!task) throw new Error('the demo seed made no order_service task');
  const repository = await getData<{ repoUrl: string }>(page, `/api/task/api/user/code/lib?taskId=${task.taskId}`);
  return { taskId: task.taskId, repoUrl: repository.repoUrl };
}

test.describe('code-check tasks for a newcomer', () => {
  test('creates a task on the demo repository, scans it, suspends and resumes it', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, TECH_LEAD);
    const { repoUrl } = await demoTask(page);
    const suffix = Date.now();
    const nameEn = `newcomer_${suffix}`;
    const nameCn = `新人的任务 ${suffix}`;

    await page.goto('/codecc/tasks');
    await page.getByTestId('new-task').click();
    await expect(page.getByTestId('screen-newTask')).toBeVisible();

    // Refused in place while typing: too short, then a name the demo task already has, without a toast.
    const nameField = page.getByTestId('task-name-en');
    await nameField.fill('ab');
    await expect(page.getByTestId('task-name-en-error')).toHaveText('至少 3 个字符');
    await nameField.fill('order_service');
    await expect(page.getByTestId('task-name-en-error')).toHaveText('该英文名称已被其他任务使用');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await nameField.fill(nameEn);
    await expect(page.getByTestId('task-name-en-error')).toHaveCount(0);

    // A Chinese character counts 2: one is too short.
    await page.getByTestId('task-name-cn').fill('任');
    await page.getByTestId('new-task-submit').click();
    await expect(page.getByTestId('task-name-cn-error')).toHaveText('至少 4 个字符');
    await expect(page.getByTestId('task-langs-error')).toHaveText('至少选择一项');
    await page.getByTestId('task-name-cn').fill(nameCn);

    await page.getByTestId('task-langs-JAVASCRIPT').click();
    await page.getByTestId('task-tools-ESLINT').click();
    await page.getByTestId('repo-url').fill(repoUrl);
    // The branch comes from the repository itself.
    const branch = page.getByTestId('repo-branch');
    await expect(branch.locator('option[value="main"]')).toHaveCount(1);
    await expect(branch).toHaveValue('main');

    await page.getByTestId('new-task-submit').click();
    await expect(page.getByTestId('task-created')).toContainText(nameCn);
    await page.getByTestId('task-first-scan').click();
    await expect(page).toHaveURL(/\/codecc\/task\/\d+\/overview$/);
    const taskId = Number(/\/codecc\/task\/(\d+)\//.exec(page.url())![1]);

    await expect
      .poll(
        async () => (await getData<{ lastAnalysisResult: { flag: number } | null }>(page, `/api/defect/api/user/tasklog?taskId=${taskId}`)).lastAnalysisResult?.flag,
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(1);

    // My Tasks finds it by name, with its language, tool and finished scan.
    await page.goto('/codecc/tasks');
    await page.getByTestId('task-search').fill('新人的任务');
    await page.getByTestId('task-search').press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const row = page.locator(`[data-testid="task-row"][data-name="${nameEn}"]`);
    await expect(row).toContainText('JavaScript');
    await expect(row).toContainText('ESLint');
    await expect(row.getByTestId('task-last-scan')).toContainText('成功');

    // Filter: a path is left out once; the same path again is refused in place.
    await page.goto(`/codecc/task/${taskId}/settings/filter`);
    await page.getByTestId('filter-path').fill('src/');
    await page.getByTestId('filter-add').click();
    await expect(page.locator('[data-testid="filter-row"][data-path="src"]')).toBeVisible();
    await page.getByTestId('filter-path').fill('./src');
    await page.getByTestId('filter-add').click();
    await expect(page.getByTestId('filter-path-error')).toHaveText('路径重复');
    await page.getByTestId('filter-pick').click();
    await expect(page.locator('[data-testid="folder-row"][data-path="tools"]')).toBeVisible({ timeout: 60_000 });

    // Management: a reason shorter than 10 characters is refused, a real one suspends the task.
    await page.goto(`/codecc/task/${taskId}/settings/management`);
    await page.getByTestId('suspend-reason').fill('暂停');
    await page.getByTestId('settings-suspend-submit').click();
    await expect(page.getByTestId('suspend-reason-error')).toHaveText('至少 10 个字符');
    await page.getByTestId('suspend-reason').fill('代码库迁移中，迁移完成后恢复');
    await page.getByTestId('settings-suspend-submit').click();
    await expect(page.getByTestId('settings-task-status')).toContainText('已停用');
    await expect(page.getByTestId('settings-suspend-reason')).toContainText('代码库迁移中');

    await page.goto('/codecc/tasks/suspended');
    const suspended = page.locator(`[data-testid="task-row"][data-name="${nameEn}"]`);
    await expect(suspended).toBeVisible();
    await suspended.getByTestId('task-resume').click();
    await expect(suspended).toHaveCount(0);

    await page.goto(`/codecc/tasks?keyword=${nameEn}`);
    await expect(page.locator(`[data-testid="task-row"][data-name="${nameEn}"]`)).toBeVisible();
  });

  test('a task member sees the settings but cannot change them', async ({ page }) => {
    await signIn(page, TASK_USER);
    const { taskId } = await demoTask(page);

    await page.goto(`/codecc/task/${taskId}/settings/basic`);
    await expect(page.getByTestId('settings-read-only')).toContainText('抱歉，您的权限不足！');
    await expect(page.getByTestId('settings-name-cn')).toBeDisabled();
    await expect(page.getByTestId('settings-fact-newDefectTime')).toBeVisible();
    await expect(page.getByTestId('settings-save')).toHaveCount(0);

    await page.goto(`/codecc/task/${taskId}/settings/management`);
    await expect(page.getByTestId('settings-suspend-submit')).toHaveCount(0);
    await expect(page.getByTestId('settings-delete')).toHaveCount(0);

    // The server refuses the change too.
    const cookies = await page.context().cookies();
    const csrf = decodeURIComponent(cookies.find((cookie) => cookie.name === 'librarium_csrf')!.value);
    const refused = await page.request.put('/api/task/api/user/stop', { data: { taskId, reason: '成员不能停用任务的原因' }, headers: { 'x-csrf-token': csrf } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('抱歉，您的权限不足！');
  });
});
