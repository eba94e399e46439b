import { test } from '@playwright/test';
import { expect, expectOfflineCopy, fileRow, prepareReading, readingPages } from './offline-support';
import { ENGINEER, signIn } from './support';

/** Whether a request of the service worker's own (its precache at install) rather than the page's. */
function fromWorker(request: { serviceWorker(): unknown }): boolean {
  return request.serviceWorker() !== null;
}

test('on a first visit in a fresh browser, a preview read before the worker took control is readable offline later', async ({ page, context, baseURL }) => {
  // The worker installs twice over (held, then released) and the preview is read online and offline: over a minute when the machine is busy.
  test.setTimeout(150_000);
  // The worker's install waits here: it cannot precache the shell, so it cannot take control while the person reads.
  let release!: () => void;
  const installHeld = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/*', async (route, request) => {
    if (fromWorker(request)) await installHeld;
    await route.fallback();
  });

  await signIn(page, ENGINEER);
  const reading = await prepareReading(page, baseURL!, '首次访问');
  const pages = readingPages(reading);

  // Into the library and the document as a person clicks, all before the worker controls the page.
  await page.goto(`${baseURL}${pages.library.path}`);
  await fileRow(page, reading.fileName).getByTestId('open-node').click();
  await pages.preview.content(page);
  await expect(page.getByText('火车上也能看')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // A full page load before control: what the last page read must not be forgotten.
  await page.goto(`${baseURL}${pages.personal.path}`);
  await pages.personal.content(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  release();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  // The copy is kept once the read through the worker has been stored.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('librarium.previews-read-before-control'))).toBeNull();

  await context.setOffline(true);
  for (const entry of [pages.preview, pages.library, pages.personal]) {
    await page.goto(`${baseURL}${entry.path}`);
    await expectOfflineCopy(page, entry);
  }
  // Back on the document, offline: its text, not the notice that no copy is kept.
  await page.goto(`${baseURL}${pages.preview.path}`);
  await expect(page.getByText('火车上也能看')).toBeVisible();
});
