import { expect, test } from '@playwright/test';
import { apiPost, signIn } from './support';

/** A classification admin of the demo data: makes the person, then sees their token in the back office. */
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

test('a person makes an access token from their menu, sees its secret once, a script uses it, the list shows the use, and once revoked it is refused', async ({ browser, playwright, baseURL }) => {
  const adminPage = await browser.newPage();
  await signIn(adminPage, CHEN);
  const account = `token.owner${Date.now() % 100000}`;
  await apiPost(adminPage, '/api/ms/doc/api/user/manage/people', { account, name: '令牌用户', password: 'first-pass-1' });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { account, password: 'first-pass-1' });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-access-tokens').click();
  await expect(page).toHaveURL(/\/access-tokens$/);
  await expect(page.getByRole('heading', { name: '访问令牌' })).toBeVisible();
  await expect(page.getByTestId('tokens-none')).toBeVisible();

  const name = `流水线 ${Date.now()}`;
  await page.getByTestId('token-create').click();
  await page.getByTestId('token-name').fill(name);
  await page.getByTestId('token-scope-scan').click();
  await page.getByTestId('token-expiry').selectOption('90');
  await page.getByTestId('token-create-submit').click();

  await expect(page.getByTestId('token-secret-warning')).toHaveText('请立即复制并妥善保存。令牌只显示这一次，离开或关闭后无法再次查看。');
  const secret = (await page.getByTestId('token-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^lbr_/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('token-copy').click();
  await expect(page.getByText('已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const row = page.getByTestId('tokens-row').filter({ hasText: name });
  await expect(row.getByTestId('token-scopes')).toHaveText(/读取.*扫描/);
  await expect(row).toContainText('从未使用');

  // A script with nothing but the token: no cookie, no CSRF header.
  const script = await playwright.request.newContext({ baseURL });
  const me = await script.get('/api/getuser', { headers: { authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).data.account).toBe(account);

  // The secret is gone after a reload; the use shows, with the address it came from.
  await page.reload();
  await expect(page.getByTestId('token-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row.getByTestId('token-last-used')).toContainText('来自 127.0.0.1');

  // The back office sees it too, with whose it is.
  await adminPage.goto('/manage/tokens');
  await expect(adminPage.getByTestId('manage-tokens-row').filter({ hasText: name })).toContainText(account);
  await adminPage.close();

  await row.getByTestId('token-revoke').click();
  await expect(page.getByText(`撤销后，使用令牌“${name}”的流水线和脚本将立即无法访问。确定撤销吗？`)).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('令牌已撤销')).toBeVisible();
  await expect(row).toHaveCount(0);

  expect((await script.get('/api/getuser', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
  await script.dispose();
  await context.close();
});
