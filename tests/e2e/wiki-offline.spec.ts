import { test } from '@playwright/test';
import { expect } from './offline-support';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, editPath, openEditor, readPage, wikiPath } from './wiki-support';

test.describe('wiki offline', () => {
  test('a page read online shows offline after reloads, a kept wiki shows pages never opened, and an offline edit survives a reload and syncs once back online', async ({ page, context }) => {
    test.setTimeout(150_000);
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '离线手册');
    const pageId = await createPage(page, libraryId, '值班手册');
    const unreadId = await createPage(page, libraryId, '从未打开的页面');
    const editor = await openEditor(page, libraryId, pageId);
    await editor.click();
    await page.keyboard.type('凌晨告警先看监控面板。');
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('凌晨告警');

    // Read online, and the worker holds the app.
    await page.goto(wikiPath(libraryId, pageId));
    await expect(page.getByTestId('wiki-content')).toContainText('凌晨告警先看监控面板。');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    // The offline copy is saved within a second of the last change.
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    for (const _ of [1, 2]) {
      await page.reload();
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expect(page.getByTestId('wiki-page-title')).toHaveText('值班手册');
      await expect(page.getByTestId('wiki-content')).toContainText('凌晨告警先看监控面板。');
      await expect(page.locator('[data-unread]')).toHaveCount(0);
    }

    // A page never read on this device says so inside the app's layout.
    await page.goto(wikiPath(libraryId, unreadId));
    await expect(page.locator('[data-unread]')).toBeVisible();
    await expect(page.getByTestId('exception-offline')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();

    // Kept offline as a whole, every page reads without the network, the one never opened too.
    await context.setOffline(false);
    await page.goto(wikiPath(libraryId, pageId));
    await page.getByTestId('wiki-keep-offline').click();
    await expect(page.getByTestId('toast')).toContainText('已离线保存 2 个页面');
    await page.waitForTimeout(1_500);
    await context.setOffline(true);
    await page.goto(wikiPath(libraryId, unreadId));
    await expect(page.getByTestId('wiki-page-title')).toHaveText('从未打开的页面');
    await expect(page.locator('[data-unread]')).toHaveCount(0);

    // Editing offline: kept on this device across a reload.
    await page.goto(editPath(libraryId, pageId));
    const offlineEditor = page.getByTestId('wiki-editor');
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'offline');
    await expect(offlineEditor).toContainText('凌晨告警先看监控面板。');
    await offlineEditor.click();
    await page.keyboard.press('End');
    await page.keyboard.type('再通知值班经理。');
    // Each change is written to this device's copy as it happens; the last keystroke's write takes a moment.
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByTestId('wiki-editor')).toContainText('凌晨告警先看监控面板。再通知值班经理。');
    expect((await readPage(page, libraryId, pageId)).text).not.toContain('再通知值班经理');

    // Back online, the edit reaches the server by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced', { timeout: 40_000 });
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('再通知值班经理。');
  });
});
