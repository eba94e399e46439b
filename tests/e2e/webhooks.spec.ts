import { expect, test } from '@playwright/test';
import { apiSend, createTask, ENGINEER, signIn } from './support';

const WANG = { account: 'wang.fang', password: 'demo-pass-1' };
/** A classification admin of the demo data. */
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };
/** The e2e server allows this host (REPO_ALLOWED_HOSTS), which this machine cannot reach: every attempt fails. */
const HOOK_URL = 'https://example.com/hooks/librarium';

test("a task's administrator adds a webhook in the task's settings, sees its secret once, sends a test, reads the failed delivery, and deletes the webhook", async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, WANG);
  const taskId = await createTask(page, ['ESLINT'], 'hooks');
  await page.goto(`/codecc/task/${taskId}/settings/basic`);
  await page.getByRole('link', { name: 'Webhook' }).click();
  await expect(page).toHaveURL(new RegExp(`/codecc/task/${taskId}/settings/webhooks$`));
  await expect(page.getByTestId('webhooks-none')).toHaveText('还没有 Webhook');

  await page.getByTestId('webhook-add').click();
  await page.getByTestId('webhook-url').fill('http://10.0.0.8/hook');
  await page.getByTestId('webhook-form-submit').click();
  await expect(page.getByTestId('webhook-form-error')).toHaveText('Webhook 地址不可用：只能是 http(s) 地址，且不能指向内网或本机地址');

  await page.getByTestId('webhook-url').fill(HOOK_URL);
  await page.getByTestId('webhook-event-defects.assigned').click();
  await page.getByTestId('webhook-form-submit').click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^\s*[0-9a-f]{48}\s*$/);
  const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
  const row = page.getByTestId('webhook-row').filter({ hasText: HOOK_URL });
  await expect(row).toContainText('告警已分配');
  await expect(row).toContainText('尚未投递');

  await row.getByTestId('webhook-ping').click();
  const delivery = row.getByTestId('delivery-row').first();
  await expect(delivery).toHaveAttribute('data-event', 'ping');
  await expect(delivery.getByTestId('delivery-status')).toHaveText('等待重试');
  await expect(delivery).toContainText('无响应');
  await delivery.getByTestId('delivery-detail').click();
  const dialog = page.getByTestId('delivery-dialog');
  await expect(dialog).toContainText(`POST ${HOOK_URL}`);
  await expect(dialog).toContainText('x-librarium-signature-256: sha256=');
  await expect(dialog.getByTestId('delivery-request-body')).toContainText('"event": "ping"');
  await dialog.getByTestId('delivery-resend').click();
  await expect(dialog).toContainText('尝试次数: 2');
  await dialog.getByRole('button', { name: '关闭' }).click();

  await page.reload();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByTestId('webhook-remove').click();
  await expect(page.getByText(`删除后不再向 ${HOOK_URL} 发送事件，其投递记录也一并删除。确定删除吗？`)).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('webhooks-none')).toBeVisible();

  // A member who is not the task's administrator sees the section but not its webhooks.
  await apiSend(page, 'PUT', '/api/task/api/user/task/member', { taskId, admins: [WANG.account], users: [ENGINEER.account] });
  const other = await browser.newPage();
  await signIn(other, ENGINEER);
  await other.goto(`/codecc/task/${taskId}/settings/webhooks`);
  await expect(other.getByTestId('webhooks-refused')).toHaveText('只有任务管理员可以查看和管理任务的 Webhook。');
});

test('the back office keeps global webhooks: one added with a secret of its own is switched off and deleted', async ({ page }) => {
  await signIn(page, CHEN);
  await page.goto('/manage/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhook' })).toBeVisible();
  await expect(page.getByTestId('webhooks')).toContainText('全局 Webhook 接收所有任务的事件。');
  await page.getByTestId('webhook-add').click();
  const url = `${HOOK_URL}?global=${Date.now()}`;
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-secret').fill('a-secret-we-chose-ourselves');
  await page.getByTestId('webhook-form-submit').click();
  await expect(page.getByTestId('webhook-secret')).toHaveText('a-secret-we-chose-ourselves');
  await page.getByTestId('webhook-secret-done').click();
  const row = page.getByTestId('webhook-row').filter({ hasText: url });
  await row.getByTestId('webhook-edit').click();
  await page.getByTestId('webhook-active').click();
  await page.getByTestId('webhook-form-submit').click();
  await expect(row).toContainText('已停用');
  await row.getByTestId('webhook-remove').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('webhook-row').filter({ hasText: url })).toHaveCount(0);
});
