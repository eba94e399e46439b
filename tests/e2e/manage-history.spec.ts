import { expect, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';

const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };
const DOC = '/api/ms/doc/api/user';
/** The address the server sees a browser on this machine come from, in either notation. */
const LOCAL_ADDRESS = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

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

test('a download shows in the system record with the address it came from, among the downloads', async ({ browser }) => {
  const fileName = `报价-${Date.now().toString(36)}.txt`;
  const engineer = await browser.newPage();
  await signIn(engineer, ENGINEER);
  const library = (await apiPost(engineer, `${DOC}/doc_library`, { name: `审计下载-${Date.now().toString(36)}` })).data as { id: number };
  const csrf = (await engineer.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const uploaded = await engineer.request.post(`${DOC}/file/upload?libraryId=${library.id}`, {
    multipart: { file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('总价：42 万元') } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const fileId = ((await uploaded.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
  const downloaded = await engineer.request.get(`${DOC}/file/content/${library.id}/${fileId}?disposition=attachment`);
  expect(downloaded.status()).toBe(200);

  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await admin.goto('/manage/history');
  await admin.getByTestId('history-account').fill('li.na');
  await admin.getByTestId('history-group').selectOption('download');
  await admin.getByTestId('history-search').click();
  await expect(admin).toHaveURL(/group=download/);
  const row = admin.getByTestId('history-row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('下载文件');
  await expect(row).toContainText('李娜 (li.na)');
  await expect(row.getByTestId('history-address')).toHaveText(LOCAL_ADDRESS);
  // Only downloads are listed: the engineer's sign-in and library are not.
  await expect(admin.getByTestId('history-row').filter({ hasNotText: /下载/ })).toHaveCount(0);

  // The address narrows the record too, and the filters survive a reload.
  const address = (await row.getByTestId('history-address').textContent())!;
  await admin.getByTestId('history-ip').fill(address);
  await admin.getByTestId('history-search').click();
  await admin.reload();
  await expect(admin.getByTestId('history-group')).toHaveValue('download');
  await expect(admin.getByTestId('history-ip')).toHaveValue(address);
  await expect(admin.getByTestId('history-row').filter({ hasText: fileName })).toHaveCount(1);

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('history-export').click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(text.startsWith('\uFEFF时间（UTC）,账号,姓名,文档库,操作,内容,IP 地址,客户端\r\n')).toBe(true);
  expect(text).toContain(`,li.na,李娜,`);
  expect(text).toContain(`,下载文件,${fileName},${address},`);
});
