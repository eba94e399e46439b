import { test } from '@playwright/test';
import {
  createFolder,
  expect,
  expectOfflineCopy,
  fileRow,
  prepareReading,
  readAll,
  readingPages,
  savedQueryKeys,
  toastSeen,
  watchToasts,
} from './offline-support';
import { signIn } from './support';
import { UploadServer } from './upload-support';

/**
 * Offline is not one lucky reload: after reading some pages and losing the network (or the server),
 * every reload and every typed address keeps showing them, with the layout and the offline indicator,
 * until the network returns and the pages refresh by themselves.
 */

const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };

test.describe('without network', () => {
  test('every reload and typed address shows the pages read before, with the layout and the indicator, and no error toast', async ({ page, context }) => {
    test.setTimeout(300_000);
    await watchToasts(context);
    await signIn(page, ZHAO);
    const reading = await prepareReading(page, '', '离线文库');
    await readAll(page, '', reading);
    const pages = readingPages(reading);

    // The network goes at once after the last page was read: what it read must already be kept.
    await context.setOffline(true);
    for (let round = 1; round <= 5; round++) {
      await page.reload();
      await expectOfflineCopy(page, pages.personal);
      await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-status', 'offlineCached');
    }
    for (const entry of [pages.library, pages.preview, pages.home]) {
      await page.goto(entry.path);
      await expectOfflineCopy(page, entry);
      await page.reload();
      await expectOfflineCopy(page, entry);
    }
    expect(await toastSeen(page)).toBeNull();
  });

  test('a page never read says so inside the layout, and loads by itself when the network returns', async ({ page, context }) => {
    test.setTimeout(300_000);
    await watchToasts(context);
    await signIn(page, ZHAO);
    const reading = await prepareReading(page, '', '未读文库');
    const pages = readingPages(reading);
    // Only the library home is read; neither the new library nor the personal space is opened.
    await page.goto('/doc');
    await pages.home.content(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => savedQueryKeys(page)).toContainEqual(expect.stringContaining('current-user'));

    await context.setOffline(true);
    // A screen whose lists were never read, and one whose route loads its data before showing.
    for (const path of [pages.library.path, pages.personal.path]) {
      for (let round = 1; round <= 2; round++) {
        if (round === 1) await page.goto(path);
        else await page.reload();
        await expect(page.getByTestId('layout-outer')).toBeVisible();
        await expect(page.getByTestId('top-bar')).toBeVisible();
        await expect(page.getByTestId('offline-indicator')).toBeVisible();
        await expect(page.getByTestId('exception-offline')).toContainText('此页面尚未在本设备上打开过，离线时无法查看');
        await expect(page.locator('[data-testid="exception-failure"]:visible')).toHaveCount(0);
      }
    }
    // The page read before is still there in between.
    await page.goto('/doc');
    await expectOfflineCopy(page, pages.home);

    await page.goto(pages.library.path);
    await expect(page.getByTestId('exception-offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await expect(page.getByTestId('exception-offline')).toHaveCount(0);
    await pages.library.content(page);
    expect(await toastSeen(page)).toBeNull();
  });

  test('when the network returns the indicator goes and what changed meanwhile shows by itself', async ({ page, context }) => {
    test.setTimeout(300_000);
    await signIn(page, ZHAO);
    const reading = await prepareReading(page, '', '重连文库');
    await readAll(page, '', reading);
    const pages = readingPages(reading);

    await context.setOffline(true);
    await page.goto(pages.library.path);
    await expectOfflineCopy(page, pages.library);
    await page.reload();
    await expectOfflineCopy(page, pages.library);

    // Someone adds a folder while this browser has no network (the test's own requests still get through).
    const added = `路上新建-${Date.now()}`;
    await createFolder(page, '', reading.libraryId, added);
    await page.waitForTimeout(500);
    await expect(fileRow(page, added)).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await expect(fileRow(page, added)).toBeVisible();
    await expect(fileRow(page, reading.fileName)).toBeVisible();
  });
});

test.describe('with a server that stops answering', () => {
  let server: UploadServer;

  test.beforeAll(async () => {
    // A server of its own, seeded and started: a minute or more on a busy two-core machine.
    test.setTimeout(180_000);
    server = await UploadServer.create();
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  test('reloads and typed addresses keep showing the pages read, and a change made meanwhile shows once it answers again', async ({ page, context }) => {
    test.setTimeout(300_000);
    const base = server.url;
    await watchToasts(context);
    await signIn(page, ZHAO, `${base}/login`);
    const reading = await prepareReading(page, base, '停机文库');
    await readAll(page, base, reading);
    const pages = readingPages(reading);

    await server.stop();
    for (let round = 1; round <= 5; round++) {
      await page.reload();
      await expectOfflineCopy(page, pages.personal);
      await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-status', 'unreachable');
    }
    for (const entry of [pages.home, pages.preview, pages.library]) {
      await page.goto(`${base}${entry.path}`);
      await expectOfflineCopy(page, entry);
    }
    expect(await toastSeen(page)).toBeNull();

    // While the server is away the document is renamed there; the page shows it once the server is back.
    const renamed = `改名纪要-${Date.now()}.md`;
    await server.withDatabase((db) => db.prepare('UPDATE nodes SET name = ? WHERE id = ?').run(renamed, reading.fileId));
    await server.start();
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0, { timeout: 15_000 });
    await expect(fileRow(page, renamed)).toBeVisible();
    await expect(fileRow(page, reading.fileName)).toHaveCount(0);
  });
});
