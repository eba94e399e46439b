import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** A classification admin of the demo data: the back office is theirs. */
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };
/** The e2e server allows this host (REPO_ALLOWED_HOSTS), which this machine cannot reach: every attempt fails. */
const ROBOT_URL = 'https://example.com/robot/send?access_token=e2e-token';

test('the back office adds a DingTalk robot, is refused an internal address, sends a test that fails and is recorded, edits it, reads it in English and deletes it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, CHEN);
  await page.goto('/manage/robots');
  await expect(page.getByRole('heading', { name: '群机器人' })).toBeVisible();
  await expect(page.getByTestId('robots-none')).toHaveText('还没有群机器人');

  await page.getByTestId('robot-add').click();
  await page.getByTestId('robot-name').fill('研发群');
  await page.getByTestId('robot-kind').selectOption('dingtalk');
  await page.getByTestId('robot-url').fill('http://10.0.0.8/robot/send');
  await page.getByTestId('robot-secret').fill('SECe2e-secret');
  await page.getByTestId('robot-notify-grant.received').click();
  await page.getByTestId('robot-form-submit').click();
  await expect(page.getByTestId('robot-form-error')).toHaveText('Webhook 地址不可用：只能是 http(s) 地址，且不能指向内网或本机地址');

  await page.getByTestId('robot-url').fill(ROBOT_URL);
  await page.getByTestId('robot-form-submit').click();
  await expect(page.getByTestId('robot-form')).toHaveCount(0);
  const row = page.getByTestId('robot-row').filter({ hasText: '研发群' });
  await expect(row).toContainText('钉钉');
  await expect(row).toContainText('获得文库权限');
  await expect(row).toContainText('从未发送');

  // The tool cannot be reached: the test message waits for its retry, with the reason shown.
  await row.getByTestId('robot-test').click();
  const delivery = row.getByTestId('robot-delivery').first();
  await expect(delivery).toContainText('测试消息');
  await expect(delivery.getByTestId('robot-delivery-status')).toHaveText('等待重试');
  await expect(delivery).toContainText('unreachable');
  await expect(row).not.toContainText('从未发送');

  await row.getByTestId('robot-edit').click();
  await expect(page.getByTestId('robot-secret')).toHaveAttribute('placeholder', '已设置密钥，留空则保持不变');
  await page.getByTestId('robot-name').fill('研发二群');
  await page.getByTestId('robot-form-submit').click();
  const renamed = page.getByTestId('robot-row').filter({ hasText: '研发二群' });
  await expect(renamed).toBeVisible();

  await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chat robots' })).toBeVisible();
  await expect(renamed).toContainText('DingTalk');
  await expect(renamed).toContainText('Library access granted');
  await expect(renamed.getByTestId('robot-test')).toHaveText('Send test message');

  await renamed.getByTestId('robot-remove').click();
  await expect(page.getByText('Delete the robot "研发二群" and its messages?')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('robots-none')).toHaveText('No chat robots yet');
  await context.close();
});
