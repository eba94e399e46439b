import { expect, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';

const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

test('a classification admin finds who made a library in the system record, filters it in the address and exports it', async ({ browser }) => {
  const name = `审计-${Date.now().toString(36)}`;
  const engineer = await browser.newPage();
  await signIn(engineer, ENGINEER);
  await apiPost(engineer, '/api/ms/doc/api/user/doc_library', { name });

  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await admin.goto('/manage/history');
  await expect(admin.getByTestId('history-row').first()).toBeVisible();

  await admin.getByTestId('history-account').fill('li.na');
  await admin.getByTestId('history-action').selectOption('LIBRARY_CREATE');
  await admin.getByTestId('history-search').click();
  await expect(admin).toHaveURL(/account=li\.na/);
  await expect(admin).toHaveURL(/action=LIBRARY_CREATE/);
  const row = admin.getByTestId('history-row').filter({ hasText: name });
  await expect(row).toContainText('李娜 (li.na)');
  await expect(row).toContainText('新建文档库');
  await expect(admin.getByTestId('history-row').filter({ hasNotText: '新建文档库' })).toHaveCount(0);

  // The filtered view is a link: a reload shows the same records and the same filters.
  await admin.reload();
  await expect(admin.getByTestId('history-row').filter({ hasText: name })).toBeVisible();
  await expect(admin.getByTestId('history-account')).toHaveValue('li.na');
  await expect(admin.getByTestId('history-action')).toHaveValue('LIBRARY_CREATE');

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('history-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.startsWith('\uFEFF时间（UTC）')).toBe(true);
  expect(text).toContain(`li.na,李娜,${name},新建文档库,${name}`);

  // An end before the start is refused in place.
  await admin.getByTestId('history-from').fill('2026-03-02');
  await admin.getByTestId('history-to').fill('2026-03-01');
  await admin.getByTestId('history-search').click();
  await expect(admin.getByTestId('history-range-error')).toBeVisible();

  // Everyone else is refused by the server, not only by a hidden menu.
  await engineer.goto('/manage/history');
  await expect(engineer).toHaveURL(/\/403/);
  expect((await engineer.request.get('/api/ms/doc/api/user/manage/history')).status()).toBe(403);
  expect((await engineer.request.get('/api/ms/doc/api/user/manage/history/export')).status()).toBe(403);
});
