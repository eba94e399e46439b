import { expect, test } from '@playwright/test';
import { apiSend, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, readPage, wikiPath } from './wiki-support';

const DOC = '/api/ms/doc/api/user';
const COLLEAGUE = { account: 'wang.fang', password: 'demo-pass-1', name: '王芳' };

test('a colleague mentioned in an anchored wiki comment sees the bell count it within a second and the thread beside the passage; a comment written offline is pending and arrives once the network is back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '评论协作');
  await apiSend(page, 'POST', `${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: COLLEAGUE.account }, role: 'read' }] });
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
    await signIn(theirs, COLLEAGUE);
    await apiSend(theirs, 'PUT', `${DOC}/notifications/read`);
    await expect(theirs.getByTestId('notification-bell')).toHaveAttribute('data-live', 'stream');
    await expect(theirs.getByTestId('notification-badge')).toHaveCount(0);

    const panel = page.getByTestId('comments-panel');
    await panel.getByTestId('comment-selection').click();
    await expect(panel.getByTestId('comment-new-quote')).toContainText('压力测试');
    const input = panel.getByTestId('comment-input');
    await input.click();
    await page.keyboard.type('请 @王');
    await panel.getByTestId('mention-option').filter({ hasText: COLLEAGUE.account }).click();
    await page.keyboard.type('确认压测指标');
    await expect(input).toHaveValue(`请 @[王芳](user:${COLLEAGUE.account}) 确认压测指标`);

    const sentAt = Date.now();
    await panel.getByTestId('comment-send').click();
    await expect(theirs.getByTestId('notification-badge')).toHaveText('1', { timeout: 1_000 });
    test.info().annotations.push({ type: 'bell after mention', description: `${Date.now() - sentAt} ms` });

    // The writer's editor marks the passage, and the thread sits beside it.
    await expect(page.getByTestId('comment-anchor')).toHaveText('压力测试');
    await expect(panel.getByTestId('comment-thread')).toHaveCount(1);
    await expect(panel.getByTestId('comment-mention')).toHaveText('@王芳');

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
