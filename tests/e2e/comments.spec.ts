import { expect, type Page, test } from '@playwright/test';
import { storedRecords } from './device-storage';
import { apiSend, createPerson, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, readPage, wikiPath } from './wiki-support';

const DOC = '/api/ms/doc/api/user';

test('a colleague mentioned in an anchored wiki comment sees the bell count it within a second and the thread beside the passage; a comment written offline is pending and arrives once the network is back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A colleague of the test's own: what their bell counts is only what this test does.
  const colleague = await createPerson(browser, '王测评');
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '评论协作');
  await apiSend(page, 'POST', `${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: colleague.account }, role: 'read' }] });
  const pageId = await createPage(page, libraryId, '上线检查单');

  const editor = await openEditor(page, libraryId, pageId);
  await editor.click();
  await page.keyboard.type('上线前必须完成压力测试');
  await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('压力测试');
  // Select the last four characters: 压力测试.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');

  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await signIn(theirs, colleague);
    await apiSend(theirs, 'PUT', `${DOC}/notifications/read`);
    await expect(theirs.getByTestId('notification-bell')).toHaveAttribute('data-live', 'stream');
    await expect(theirs.getByTestId('notification-badge')).toHaveCount(0);

    const panel = page.getByTestId('comments-panel');
    await panel.getByTestId('comment-selection').click();
    await expect(panel.getByTestId('comment-new-quote')).toContainText('压力测试');
    const input = panel.getByTestId('comment-input');
    await input.click();
    await page.keyboard.type('请 @王测');
    await panel.getByTestId('mention-option').filter({ hasText: colleague.account }).click();
    await page.keyboard.type('确认压测指标');
    await expect(input).toHaveValue(`请 @[王测评](user:${colleague.account}) 确认压测指标`);

    const sentAt = Date.now();
    await panel.getByTestId('comment-send').click();
    await expect(theirs.getByTestId('notification-badge')).toHaveText('1', { timeout: 1_000 });
    test.info().annotations.push({ type: 'bell after mention', description: `${Date.now() - sentAt} ms` });

    // The writer's editor marks the passage, and the thread sits beside it.
    await expect(page.getByTestId('comment-anchor')).toHaveText('压力测试');
    await expect(panel.getByTestId('comment-thread')).toHaveCount(1);
    await expect(panel.getByTestId('comment-mention')).toHaveText('@王测评');

    // The colleague reads the page: the thread beside the passage, which is marked in the text.
    await theirs.goto(wikiPath(libraryId, pageId));
    const column = theirs.getByTestId('comments-column');
    await expect(column.getByTestId('comment-thread')).toHaveCount(1);
    await expect(column.getByTestId('comment-quote')).toContainText('压力测试');
    await expect(column.getByTestId('comment-body')).toContainText('确认压测指标');
    await expect(theirs.locator('[data-comment-anchors="1"]')).toHaveCount(1);
    expect(await theirs.evaluate(() => String((CSS as unknown as { highlights: Map<string, { size: number }> }).highlights.get('comment-anchor')?.size))).toBe('1');

    // Offline, a comment waits as pending; back online it is sent.
    await page.context().setOffline(true);
    await input.click();
    await page.keyboard.type('离线时补充：还要演练回滚');
    await panel.getByTestId('comment-send').click();
    const pending = panel.getByTestId('comment-pending');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('待发送');
    await page.waitForTimeout(500);
    await expect(pending).toHaveCount(1);
    await page.context().setOffline(false);
    await expect(pending).toHaveCount(0, { timeout: 10_000 });
    await expect(panel.getByTestId('comment-thread')).toHaveCount(2);

    await theirs.reload();
    await expect(column.getByTestId('comment-thread')).toHaveCount(2);
    await expect(column).toContainText('离线时补充：还要演练回滚');
  } finally {
    await other.close();
  }
});

/** Makes a library holding one new file and opens the file's details at its comments, still empty. */
async function openFileComments(page: Page, libraryName: string, fileName: string) {
  const libraryId = await createLibrary(page, libraryName);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const uploaded = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('第一版') } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  const fileId = ((await uploaded.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
  await page.goto(`/doc/lib/${libraryId}/list?info=${fileId}`);
  const panel = page.getByTestId('details-drawer').getByTestId('comments-panel');
  // The details drawer and its comments load their code on first open: slow on a busy machine.
  await expect(panel.getByTestId('comments-empty')).toBeVisible({ timeout: 30_000 });
  return { libraryId, fileId, panel };
}

test("a file's details hold its comments: a thread, a reply, an edit, resolving and reopening, a deletion, and the library's rule closing comments", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ENGINEER);
  const { panel } = await openFileComments(page, '评论文件', '接口说明.txt');
  await panel.getByTestId('comment-input').fill('第三节的返回码要补全');
  await panel.getByTestId('comment-send').click();
  const thread = panel.getByTestId('comment-thread');
  await expect(thread).toHaveCount(1);

  await thread.getByTestId('comment-reply').click();
  await thread.getByTestId('comment-reply-input').fill('已补 404 和 409');
  await thread.getByTestId('comment-reply-send').click();
  await expect(thread.getByTestId('comment')).toHaveCount(2);

  await thread.getByTestId('comment-edit').first().click();
  await thread.getByTestId('comment-edit-input').fill('第三节的返回码和示例要补全');
  await thread.getByTestId('comment-save').click();
  await expect(thread.getByTestId('comment-body').first()).toHaveText('第三节的返回码和示例要补全');
  await expect(thread.getByTestId('comment').first()).toContainText('已编辑');

  await thread.getByTestId('comment-resolve').click();
  await expect(panel.getByTestId('comment-thread')).toHaveCount(0);
  await panel.getByTestId('comments-resolved-toggle').click();
  await expect(panel.locator('[data-testid="comment-thread"][data-resolved="true"]')).toContainText('李娜 已解决');
  await panel.getByTestId('comment-reopen').click();
  await expect(panel.locator('[data-testid="comment-thread"][data-resolved="false"]')).toHaveCount(1);

  await panel.getByTestId('comment-remove').nth(1).click();
  await page.getByTestId('confirm-ok').click();
  await expect(panel.getByTestId('comment')).toHaveCount(1);

  await panel.getByTestId('comment-rule').selectOption('nobody');
  await expect(panel.getByTestId('comments-closed')).toHaveText('此文档库不允许评论');
  await expect(panel.getByTestId('comment-input')).toHaveCount(0);
  await panel.getByTestId('comment-rule').selectOption('readers');
  await expect(panel.getByTestId('comment-input')).toBeVisible();
});

/** How many unsent comments the device keeps, over every person's outbox database. */
const queuedOnDevice = (page: Page) => storedRecords(page, 'librarium-comment-outbox-', 'outbox', { prefix: true });

test('signing out warns of a comment still waiting for the network, and once confirmed nothing of it stays on the device or reaches the server later', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ENGINEER);
  const { libraryId, fileId, panel } = await openFileComments(page, '评论退出', '交接清单.txt');
  await page.context().setOffline(true);
  await panel.getByTestId('comment-input').fill('离线写下的交接备注');
  await panel.getByTestId('comment-send').click();
  await expect(panel.getByTestId('comment-pending')).toHaveCount(1);

  // Signing out asks first, and cancelling keeps the comment waiting.
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('有 1 条评论还没有发送到服务器');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await queuedOnDevice(page)).toBe(1);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => queuedOnDevice(page)).toBe(0);

  // Back online and signed in again, the file has no comment, now or after a reload.
  await page.context().setOffline(false);
  await signIn(page, ENGINEER, `/login?redirect=${encodeURIComponent(`/doc/lib/${libraryId}/list?info=${fileId}`)}`);
  await expect(panel.getByTestId('comments-empty')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(panel.getByTestId('comments-empty')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('comment-pending')).toHaveCount(0);
  expect(await queuedOnDevice(page)).toBe(0);
});
