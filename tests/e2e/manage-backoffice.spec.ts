import { expect, type Page, test } from '@playwright/test';
import { apiPost, apiSend, ENGINEER, REPOSITORY_SETTINGS_LOCK, signIn } from './support';

// Saves the server-wide security settings, repository ones included: see REPOSITORY_SETTINGS_LOCK.
test.describe.configure({ lock: REPOSITORY_SETTINGS_LOCK });

const DOC = '/api/ms/doc/api/user';
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

async function uploadFile(page: Page, libraryId: number, name: string, content: string): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(content) } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
}

test('a classification admin exports the permission overview, restores a deleted file, changes a security setting and keeps share templates', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const libraryName = `权限总览-${stamp}`;
  const fileName = `误删的方案-${stamp}.txt`;

  // Li Na makes a library, shares it with Zhao Lei, and deletes a file in it.
  const engineer = await browser.newPage();
  await signIn(engineer, ENGINEER);
  const library = (await apiPost(engineer, `${DOC}/doc_library`, { name: libraryName })).data as { id: number };
  await apiPost(engineer, `${DOC}/common/perm`, { libraryId: library.id, grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read', download: false }] });
  const fileId = await uploadFile(engineer, library.id, fileName, '方案内容');
  await apiSend(engineer, 'PUT', `${DOC}/file/delete`, { libraryId: library.id, nodeIds: [fileId] });

  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  await signIn(admin, CHEN);

  // The permission overview of the library names who may do what, and its CSV export holds it.
  await admin.goto('/manage/grantOverview');
  await admin.getByTestId('grants-library').selectOption(String(library.id));
  await admin.getByTestId('grants-search').click();
  await expect(admin).toHaveURL(new RegExp(`libraryId=${library.id}`));
  const zhaoRow = admin.getByTestId('grants-row').filter({ hasText: 'zhao.lei' });
  await expect(zhaoRow).toContainText(libraryName);
  await expect(zhaoRow).toContainText('直接授权');
  await expect(admin.getByTestId('grants-row').filter({ hasText: 'li.na' })).toContainText('管理');
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('grants-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^permissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(text.startsWith('\uFEFF账号,姓名,文档库')).toBe(true);
  expect(text).toContain(`zhao.lei,赵磊,${libraryName},,read,Y,,,,,直接授权 (read)`);

  // The deleted file is in the recycle bin of every library; restoring it puts it back in the library.
  await admin.goto(`/manage/recycle?libraryId=${library.id}`);
  const deleted = admin.getByTestId('recycle-row').filter({ hasText: fileName });
  await expect(deleted).toContainText('李娜 (li.na)');
  await deleted.getByTestId('recycle-restore').click();
  await expect(admin.getByTestId('recycle-row').filter({ hasText: fileName })).toHaveCount(0);
  const listed = await engineer.request.get(`${DOC}/file/list?libraryId=${library.id}`);
  expect(JSON.stringify(await listed.json())).toContain(fileName);

  // A security setting changed on the screen is still there after a reload.
  const host = `git-${stamp}.internal.example`;
  await admin.goto('/manage/security');
  const hosts = admin.getByTestId('security-repoAllowedHosts');
  const before = await hosts.inputValue();
  await hosts.fill([before, host].filter(Boolean).join('\n'));
  await admin.getByTestId('security-save').click();
  await expect(admin.getByText('已保存')).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId('security-repoAllowedHosts')).toHaveValue(new RegExp(host.replace(/\./g, '\\.')));
  // A bad minimum length is refused in place.
  await admin.getByTestId('security-passwordMinLength').fill('3');
  await admin.getByTestId('security-save').click();
  await expect(admin.getByText('6 到 128')).toBeVisible();
  // Leave the hosts as they were.
  await admin.reload();
  await admin.getByTestId('security-repoAllowedHosts').fill(before);
  await admin.getByTestId('security-save').click();
  await expect(admin.getByText('已保存')).toBeVisible();

  // A share template made on its screen lists its grant; deleting it says libraries keep their grants.
  const template = `只读模板-${stamp}`;
  await admin.goto('/manage/shareTemplate');
  await admin.getByTestId('templates-create').click();
  await admin.getByTestId('template-name').fill(template);
  await admin.getByTestId('grantee-user-input').fill('zhao');
  await admin.getByTestId('person-option').filter({ hasText: 'zhao.lei' }).click();
  await admin.getByTestId('template-add-grant').click();
  await expect(admin.getByTestId('template-grant')).toContainText('赵磊');
  await admin.getByTestId('template-save').click();
  const row = admin.getByTestId('templates-row').filter({ hasText: template });
  await expect(row).toContainText('赵磊 · 只读');
  await row.getByTestId('templates-delete').click();
  await expect(admin.getByTestId('confirm-dialog')).toContainText('保留它们的授权');
  await admin.getByTestId('confirm-ok').click();
  await expect(admin.getByTestId('templates-row').filter({ hasText: template })).toHaveCount(0);

  // Everyone else is refused by the server.
  for (const path of ['grantOverview', 'grantOverview/export', 'recycle', 'security', 'templates']) {
    expect((await engineer.request.get(`${DOC}/manage/${path}`)).status(), path).toBe(403);
  }
  await engineer.goto('/manage/recycle');
  await expect(engineer).toHaveURL(/\/403/);
});
