import { expect, type Page, test } from '@playwright/test';
import { apiPost, signIn } from './support';

const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

async function changePassword(page: Page, current: string, next: string, repeated = next) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-change-password').click();
  await page.getByTestId('change-password-current').fill(current);
  await page.getByTestId('change-password-new').fill(next);
  await page.getByTestId('change-password-repeat').fill(repeated);
  await page.getByTestId('change-password-submit').click();
}

test('a person changes their own password: a wrong current one is refused in the dialog, the new one works, the old one and their other browser are out', async ({ browser }) => {
  // Three browsers and five sign-ins: over a minute on a busy two-core machine.
  test.setTimeout(150_000);
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  const account = `zhou.min${Date.now() % 100000}`;
  await apiPost(admin, '/api/ms/doc/api/user/manage/people', { account, name: '周敏', password: 'first-pass-1' });
  await admin.close();
  const person = { account, password: 'first-pass-1' };

  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await signIn(laptop, person);
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, person);

  await changePassword(laptop, 'not-my-password', 'second-pass-2');
  await expect(laptop.getByTestId('change-password-error')).toHaveText('当前密码不正确');
  await laptop.getByTestId('change-password-current').fill('first-pass-1');
  await laptop.getByTestId('change-password-repeat').fill('second-pass-3');
  await expect(laptop.getByText('两次输入的新密码不一致')).toBeVisible();
  await laptop.getByTestId('change-password-repeat').fill('second-pass-2');
  await laptop.getByTestId('change-password-submit').click();
  await expect(laptop.getByTestId('change-password')).toHaveCount(0);
  await expect(laptop.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();

  // This browser stays signed in; the other one is signed out at its next call.
  await laptop.reload();
  await expect(laptop.getByTestId('user-menu')).toHaveText('周敏');
  await phone.goto('/personal');
  await expect(phone.getByTestId('session-expired').or(phone.getByTestId('login-form'))).toBeVisible();

  await phone.goto('/login');
  await phone.getByTestId('login-username').fill(account);
  await phone.getByTestId('login-password').fill('first-pass-1');
  await phone.getByTestId('login-submit').click();
  await expect(phone.getByTestId('login-error')).toBeVisible();
  await signIn(phone, { account, password: 'second-pass-2' });
  await laptopContext.close();
  await phoneContext.close();
});
