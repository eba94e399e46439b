import { expect, test } from '@playwright/test';
import { apiSend, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, readPage, WIKI } from './wiki-support';

const COLLEAGUE = { account: 'wang.fang', password: 'demo-pass-1' };

test('a page restricted while a colleague edits it turns their editor read-only at once, keeps what they had to copy, and stores nothing they type afterwards', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '收紧权限');
  await apiSend(page, 'POST', '/api/ms/doc/api/user/common/perm', { libraryId, grants: [{ grantee: { type: 'user', account: COLLEAGUE.account }, role: 'edit' }] });
  const pageId = await createPage(page, libraryId, '评审意见');
  const mine = await openEditor(page, libraryId, pageId);

  const elsewhere = await browser.newContext();
  try {
    const theirs = await elsewhere.newPage();
    await signIn(theirs, COLLEAGUE);
    const editor = await openEditor(theirs, libraryId, pageId);
    await editor.click();
    await theirs.keyboard.type('王芳的第一条意见。');
    await expect(mine).toContainText('王芳的第一条意见。');

    const changedAt = Date.now();
    await apiSend(page, 'PUT', `${WIKI}/${libraryId}/pages/${pageId}/grants`, {
      grants: [
        { grantee: { type: 'user', account: ENGINEER.account }, access: 'edit' },
        { grantee: { type: 'user', account: COLLEAGUE.account }, access: 'read' },
      ],
    });
    // Typed the moment the change lands, before the editor has heard of it.
    await theirs.keyboard.type('权限变更后写的字。');
    await expect(theirs.getByTestId('wiki-revoked')).toContainText('编辑权限已被收回', { timeout: 5_000 });
    test.info().annotations.push({ type: 'read-only notice after', description: `${Date.now() - changedAt} ms` });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(theirs.getByTestId('wiki-kept-text')).toHaveValue(/王芳的第一条意见。/);
    await expect(theirs.getByTestId('wiki-connection')).not.toHaveAttribute('data-state', 'syncing');

    // Read-only now: a key press changes nothing.
    await editor.click();
    await theirs.keyboard.type('再试一次。');
    await expect(editor).not.toContainText('再试一次');

    await page.waitForTimeout(1_000);
    await page.reload();
    const reloaded = page.getByTestId('wiki-editor');
    await expect(reloaded).toContainText('王芳的第一条意见。');
    await expect(reloaded).not.toContainText('权限变更后写的字');
    expect((await readPage(page, libraryId, pageId)).text).not.toContain('权限变更后写的字');
  } finally {
    await elsewhere.close();
  }
});

test('edits made during a long time offline reach the server within two seconds of the network coming back', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '断网重连');
  const pageId = await createPage(page, libraryId, '值班记录');
  const editor = await openEditor(page, libraryId, pageId);
  await editor.click();
  await page.keyboard.type('上线前的记录。');
  await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('上线前的记录。');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await page.waitForTimeout(1_500);

  // Someone else with the page open sees what the server holds as soon as it holds it.
  const elsewhere = await browser.newContext();
  try {
    const watcher = await elsewhere.newPage();
    await signIn(watcher, ENGINEER);
    const watched = await openEditor(watcher, libraryId, pageId);

    // An open socket outlives the switch, so the page is opened again without the network, as after a trip.
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('wiki-editor');
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'offline');
    await offline.click();
    await page.keyboard.press('End');
    await page.keyboard.type('断网时写的字。');
    // Long enough for the provider's own retries to back off to many seconds.
    await page.waitForTimeout(40_000);

    await context.setOffline(false);
    const backAt = Date.now();
    await expect(watched).toContainText('断网时写的字。', { timeout: 2_000 });
    test.info().annotations.push({ type: 'held by the server after the network returned', description: `${Date.now() - backAt} ms` });
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 10_000 }).toContain('断网时写的字。');
    test.info().annotations.push({ type: 'stored after the network returned', description: `${Date.now() - backAt} ms` });
  } finally {
    await elsewhere.close();
  }
});
