import { expect, type Page, test } from '@playwright/test';
import { storedRecords } from './device-storage';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, editPath, openEditor, readPage } from './wiki-support';

/** The wiki editor's page copies this browser holds in IndexedDB. */
function wikiCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((entry) => entry.name ?? '').filter((name) => name.startsWith('librarium-wiki:')));
}

/** How many document updates one page copy holds (y-indexeddb writes each change as it happens). */
const storedUpdates = (page: Page, name: string) => storedRecords(page, name, 'updates');

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
}

test.describe('wiki copies on this device at sign-out', () => {
  test('an opened page’s editor copy is deleted when the person signs out', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '交接手册');
    const pageId = await createPage(page, libraryId, '密码轮换');
    const editor = await openEditor(page, libraryId, pageId);
    await editor.click();
    await page.keyboard.type('轮换步骤见运维平台。');
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');
    await expect.poll(() => wikiCopies(page)).toEqual([`librarium-wiki:${ENGINEER.account}:wiki-page:${pageId}`]);

    // Everything was synced: no question, straight to the sign-in page with the copy gone.
    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
    expect(await wikiCopies(page)).toEqual([]);
  });

  test('edits the server has not confirmed make the sign-out ask first, and cancelling keeps them', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '交接手册');
    const pageId = await createPage(page, libraryId, '未同步的页');
    // The live-editing socket opens but never reaches the server, so nothing typed is confirmed.
    await page.routeWebSocket(/\/wiki\/collab/, () => undefined);
    await page.goto(editPath(libraryId, pageId));
    const editor = page.getByTestId('wiki-editor');
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await editor.click();
    await page.keyboard.type('还没同步的修改');
    await expect.poll(() => wikiCopies(page)).toHaveLength(1);

    await logOut(page);
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('有 1 个 Wiki 页面的修改还没有同步到服务器');
    await page.getByTestId('confirm-cancel').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/wiki/edit\\?id=${pageId}$`));
    await expect(editor).toContainText('还没同步的修改');
    expect(await wikiCopies(page)).toHaveLength(1);

    await logOut(page);
    await page.getByTestId('confirm-ok').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await wikiCopies(page)).toEqual([]);
  });

  test('edits kept on the device that reach the server later no longer hold the sign-out back', async ({ page, context }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '交接手册');
    const pageId = await createPage(page, libraryId, '稍后同步的页');
    await page.routeWebSocket(/\/wiki\/collab/, () => undefined);
    await page.goto(editPath(libraryId, pageId));
    const editor = page.getByTestId('wiki-editor');
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await editor.click();
    await page.keyboard.type('先存在本机');
    const copy = `librarium-wiki:${ENGINEER.account}:wiki-page:${pageId}`;
    await expect.poll(() => wikiCopies(page)).toEqual([copy]);
    await expect.poll(() => storedUpdates(page, copy)).toBeGreaterThanOrEqual(5);
    await page.close();

    // The same browser later, with a connection: the device's copy is read back and sent.
    const later = await context.newPage();
    const reopened = await openEditor(later, libraryId, pageId);
    await expect(reopened).toContainText('先存在本机');
    await expect.poll(async () => (await readPage(later, libraryId, pageId)).text, { timeout: 15_000 }).toContain('先存在本机');
    await expect(later.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');

    await logOut(later);
    await expect(later).toHaveURL(/\/login$/);
    await expect(later.getByTestId('confirm-dialog')).toHaveCount(0);
    expect(await wikiCopies(later)).toEqual([]);
  });
});
