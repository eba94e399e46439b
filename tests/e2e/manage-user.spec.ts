import { expect, test } from '@playwright/test';
import { signIn } from './support';

const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

test('Chen Jie creates a person, deactivates them while they are signed in, and they are out at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const account = `e2e.${Date.now()}`;
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await admin.goto('/manage/user');
  await expect(admin.getByTestId('screen-manageUser')).toBeVisible();

  await admin.getByTestId('people-create').click();
  const dialog = admin.getByTestId('person-dialog');
  await dialog.getByTestId('person-account').fill(account);
  await dialog.getByTestId('person-name').fill('测试员');
  await dialog.getByTestId('person-password').fill('short');
  await dialog.getByTestId('person-dialog-submit').click();
  // The password policy speaks before anything is made.
  await expect(dialog.getByTestId('person-dialog-error')).toContainText('8');
  await dialog.getByTestId('person-password').fill('e2e-pass-123');
  await dialog.getByTestId('person-dialog-submit').click();
  await expect(dialog).toBeHidden();

  // The new person signs in in another browser and works.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await signIn(person, { account, password: 'e2e-pass-123' });
  await person.goto('/doc');
  await expect(person.getByTestId('screen-docHome')).toBeVisible();

  // Found by a few characters of the account, in the address.
  await admin.getByTestId('people-keyword').fill(account);
  await admin.getByTestId('people-search').click();
  await expect(admin).toHaveURL(/keyword=/);
  const row = admin.locator(`[data-testid="person-row"][data-account="${account}"]`);
  await expect(row).toHaveCount(1);
  await row.getByTestId('person-actions').click();
  await admin.getByTestId('person-deactivate').click();
  await admin.getByTestId('confirm-ok').click();
  await expect(row.getByTestId('person-state')).toHaveText('已停用');

  // Their next step finds the session ended.
  await person.goto('/personal');
  await expect(person.getByTestId('session-expired').or(person.getByTestId('login-form'))).toBeVisible();
  await theirs.close();
});

test('Chen Jie imports people from a CSV: the preview names the bad row, only the good rows are imported', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, CHEN);
  await page.goto('/manage/user?tab=import');
  const csv = [`账号,姓名,部门,用户组`, `imp.a.${stamp},导入甲,导入部${stamp},导入组${stamp}`, `imp.b.${stamp},导入乙,导入部${stamp},`, `bad account,坏行,,`].join('\n');
  await page.getByTestId('import-text').fill(csv);
  await page.getByTestId('import-preview').click();
  await expect(page.getByTestId('import-counts')).toHaveText('2 行可以导入，1 行有问题（不会导入）');
  await expect(page.locator('[data-testid="import-row"][data-valid="false"]').getByTestId('import-row-error')).toContainText('账号只能包含');
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-text')).toHaveValue('');

  await page.getByTestId('user-tab-people').click();
  await page.getByTestId('people-keyword').fill(`${stamp}`);
  await page.getByTestId('people-search').click();
  await expect(page.getByTestId('person-row')).toHaveCount(2);
  await expect(page.locator(`[data-testid="person-row"][data-account="imp.a.${stamp}"]`)).toContainText(`导入组${stamp}`);

  // The department came with them, with its people counted.
  await page.getByTestId('user-tab-departments').click();
  await expect(page.locator(`[data-testid="department-row"][data-name="导入部${stamp}"]`)).toContainText('2 人');
});
