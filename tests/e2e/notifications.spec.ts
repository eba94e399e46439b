import { expect, type Page, test } from '@playwright/test';
import { apiSend, createPerson, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const PASSWORD = 'demo-pass-1';
const LI = { account: 'li.na', password: PASSWORD };
const WANG = { account: 'wang.fang', password: PASSWORD };

async function uploadFile(page: Page, libraryId: number, name: string, text: string): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
}

async function unreadOf(page: Page): Promise<number> {
  const response = await page.request.get(`${DOC}/notifications/unread`);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

test("a new version and a rename in a library someone follows reach their bell within a second, without a reload, and the inbox leads to the file", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The follower is new, so what their bell counts is only what this test does (the demo people are shared).
  const follower = await createPerson(browser, '关注者');
  await signIn(page, LI);
  const library = ((await apiSend(page, 'POST', `${DOC}/doc_library`, { name: `通知 ${Date.now()}` })).data as { id: number }).id;
  await apiSend(page, 'POST', `${DOC}/common/perm`, { libraryId: library, grants: [{ grantee: { type: 'user', account: follower.account }, role: 'read' }] });
  const name = `周报-${Date.now()}.txt`;
  const file = await uploadFile(page, library, name, '第一版');

  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await signIn(theirs, follower);
    await apiSend(theirs, 'PUT', `${DOC}/doc_library/follow/${library}/1`);
    await apiSend(theirs, 'PUT', `${DOC}/notifications/read`);
    const bell = theirs.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(theirs.getByTestId('notification-badge')).toHaveCount(0);
    // The bell listens to the server's event stream.
    await expect(bell).toHaveAttribute('data-live', 'stream');

    const uploadedAt = Date.now();
    await uploadFile(page, library, name, '第二版');
    await expect(theirs.getByTestId('notification-badge')).toHaveText('1', { timeout: 1_000 });
    test.info().annotations.push({ type: 'bell after upload', description: `${Date.now() - uploadedAt} ms` });

    const renamedAt = Date.now();
    await apiSend(page, 'PUT', `${DOC}/file/rename`, { libraryId: library, nodeId: file, name: `改名-${name}` });
    await expect(theirs.getByTestId('notification-badge')).toHaveText('2', { timeout: 1_000 });
    test.info().annotations.push({ type: 'bell after rename', description: `${Date.now() - renamedAt} ms` });
    await expect(bell).toHaveAttribute('aria-label', '通知，2 条未读');
    // The one who made the changes is told nothing of them (other specs running beside this one may tell her of theirs).
    const hers = (await (await page.request.get(`${DOC}/notifications?pageSize=100`)).json()) as { data: { content: { subjectId: number }[] } };
    expect(hers.data.content.filter((item) => item.subjectId === file)).toEqual([]);

    await bell.click();
    const popover = theirs.getByTestId('notification-popover');
    // The two changes, unread, above the grant that let them into the library (read already).
    await expect(popover.getByTestId('notification-item')).toHaveCount(3);
    await expect(popover.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(2);
    await expect(popover.getByTestId('notification-item').nth(2)).toContainText('李娜 授予你文库');
    await expect(popover.getByTestId('notification-item').first()).toContainText(`李娜 重命名为「改名-${name}」`);
    await popover.getByTestId('notification-view-all').click();

    await expect(theirs).toHaveURL(/\/notifications$/);
    const inbox = theirs.getByTestId('screen-notifications');
    await expect(inbox.getByTestId('notification-item')).toHaveCount(3);
    await expect(inbox.getByTestId('notification-item').nth(1)).toContainText(`李娜 保存了「${name}」的新版本`);
    await theirs.getByTestId('inbox-filter-unread').click();
    await expect(theirs).toHaveURL(/show=unread/);
    await expect(inbox.getByTestId('notification-item')).toHaveCount(2);
    await inbox.getByTestId('notification-link').nth(1).click();
    await expect(theirs).toHaveURL(new RegExp(`/overview\\?kind=file&libraryId=${library}&id=${file}`));
    // Opening it read it; the overview has no top bar, so the count is read from the server.
    await expect.poll(() => unreadOf(theirs)).toBe(1);

    // "Mark all read" empties the badge.
    await theirs.goto('/notifications');
    await theirs.getByTestId('inbox-mark-all').click();
    await expect(theirs.getByTestId('notification-badge')).toHaveCount(0);
    await theirs.getByTestId('inbox-filter-unread').click();
    await expect(theirs.getByTestId('inbox-empty')).toHaveText('没有未读通知');
  } finally {
    await other.close();
  }
});

test('the settings for each kind are saved, in both languages', async ({ page }) => {
  await signIn(page, WANG);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-notification-settings').click();
  await expect(page).toHaveURL(/\/notifications\/settings$/);
  const row = () => page.getByTestId('notification-setting-scan.finished');
  await expect(row()).toContainText('扫描完成');
  // This server has no SMTP: e-mail cannot be chosen, and the screen says why.
  await expect(page.getByTestId('email-unavailable')).toBeVisible();
  await expect(row().getByTestId('setting-email')).toBeDisabled();
  const inbox = () => row().getByRole('checkbox');
  await expect(inbox()).toBeChecked();
  await row().getByTestId('setting-inbox').click();
  await expect.poll(async () => {
    const answer = (await (await page.request.get(`${DOC}/notifications/settings`)).json()) as { data: { kind: string; inbox: boolean }[] };
    return answer.data.find((setting) => setting.kind === 'scan.finished')?.inbox;
  }).toBe(false);
  await page.reload();
  await expect(inbox()).not.toBeChecked();
  await row().getByTestId('setting-inbox').click();
  await expect(inbox()).toBeChecked();

  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('notification-setting-scan.finished')).toContainText('Scans finished');
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('title', 'Notifications');
});
