import { expect, type Page, test } from '@playwright/test';
import { apiPost, apiSend, createTask, signIn } from './support';

// Without a service worker the page's own calls can be answered on purpose.
test.use({ serviceWorkers: 'block' });

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };
const LI = { account: 'li.na', password: 'demo-pass-1' };
const WANG = { account: 'wang.fang', password: 'demo-pass-1' };

function row(page: Page, name: string) {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

async function makeFolder(page: Page, name: string) {
  await page.getByTestId('create-folder').click();
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('name-submit').click();
  await expect(row(page, name)).toBeVisible();
}

test.describe('every change says it was made', () => {
  test('renaming, restoring from the recycle bin and following a library each confirm with a toast', async ({ page }) => {
    await signIn(page, ZHAO);
    const name = `反馈 ${Date.now()}`;
    const libraryId = ((await apiPost(page, `${DOC}/doc_library`, { name, description: 'e2e' })).data as { id: number }).id;
    await page.goto(`/doc/lib/${libraryId}/list`);
    await makeFolder(page, '草稿');

    await row(page, '草稿').getByTestId('row-menu').click();
    await page.getByTestId('action-rename').click();
    await page.getByTestId('name-input').fill('定稿');
    await page.getByTestId('name-submit').click();
    await expect(page.getByTestId('toast')).toContainText('已重命名为“定稿”');
    await expect(row(page, '定稿')).toBeVisible();

    await row(page, '定稿').getByTestId('row-select').click();
    await page.getByTestId('selection-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(row(page, '定稿')).toHaveCount(0);
    await page.goto(`/doc/lib/${libraryId}/recycle`);
    await page.locator('[data-testid="recycle-row"][data-name="定稿"]').getByTestId('recycle-restore').click();
    await expect(page.getByTestId('toast').filter({ hasText: '已恢复 1 项' })).toBeVisible();

    await page.goto('/doc');
    const mine = page.getByTestId('my-libraries').locator(`[data-testid="library-row"][data-name="${name}"]`);
    await mine.getByTestId('follow-toggle').click();
    await expect(page.getByTestId('toast').filter({ hasText: `已关注“${name}”` })).toBeVisible();
    await expect(mine.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true');
    await mine.getByTestId('follow-toggle').click();
    await expect(page.getByTestId('toast').filter({ hasText: `已取消关注“${name}”` })).toBeVisible();
  });

  test('a suspended task says so on its screens, by whom and why, and its administrator resumes it there', async ({ page }) => {
    await signIn(page, WANG);
    const taskId = await createTask(page, ['CCN'], 'suspended');
    await apiSend(page, 'PUT', '/api/task/api/user/stop', { taskId, reason: '项目已归档，暂停扫描' });
    await page.goto(`/codecc/task/${taskId}/overview`);
    const banner = page.getByTestId('task-suspended');
    await expect(banner).toContainText('此任务已停用');
    await expect(banner.getByTestId('task-suspended-by')).toContainText('wang.fang');
    await expect(banner.getByTestId('task-suspended-reason')).toHaveText('原因：项目已归档，暂停扫描');
    await expect(page.getByTestId('start-scan')).toBeDisabled();
    await page.goto(`/codecc/task/${taskId}/tool/CCN/risky-functions`);
    await expect(banner).toBeVisible();
    await banner.getByTestId('task-suspended-resume').click();
    await expect(page.getByTestId('toast').filter({ hasText: '已恢复' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('error pages say what happened', () => {
  test('a page one may not open says so, not that it does not exist, in both languages', async ({ page, context }) => {
    await signIn(page, LI);
    await page.goto('/manage/security');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('exception-message')).toHaveText('没有权限');
    await expect(page.getByTestId('exception-detail')).toContainText('请联系');
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId('exception-message')).toHaveText("You don't have access");
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: page.url() }]);
  });

  test('a failure of the server gives its request id; only a 503 speaks of maintenance', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/ms/doc/api/user/switch', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'boom', data: { code: 'INTERNAL', requestId: 'req-7f3a' } }) }),
    );
    await page.reload();
    await expect(page.getByTestId('toast')).toContainText('服务器出错，请重试（请求编号 req-7f3a）');
    await page.unroute('**/api/ms/doc/api/user/switch');
    await page.route('**/api/ms/doc/api/user/switch', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    await page.reload();
    await expect(page.getByTestId('toast')).toContainText('服务器维护中');
  });
});
