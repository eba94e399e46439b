import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { expect, expectOfflineCopy, prepareReading, readAll, readingPages, savedQueryKeys, toastSeen, watchToasts } from './offline-support';
import { signIn } from './support';

/**
 * Closing the browser and opening it again with no network: the profile keeps the worker, the shell
 * and the offline copy, so the pages read before are all there. A persistent context keeps the
 * profile; a plain one would lose it on close.
 */
// Each launch is a browser of its own, and closing the first removes the folder its trace was written to.
test.use({ trace: 'off' });

const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };

let profile: string;
let browser: BrowserContext | null = null;

test.beforeAll(() => {
  profile = mkdtempSync(path.join(tmpdir(), 'librarium-offline-profile-'));
});

test.afterAll(async () => {
  await browser?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function launch(baseURL: string): Promise<BrowserContext> {
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  return browser;
}

test('after the browser is closed and opened again without network, the pages read before show with the layout and the indicator', async () => {
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL!;

  const before = await launch(baseURL);
  const page = before.pages()[0] ?? (await before.newPage());
  await signIn(page, ZHAO);
  const reading = await prepareReading(page, '', '重启文库');
  await readAll(page, '', reading);
  const pages = readingPages(reading);
  // Closing the browser is what is tested here, not the last second before it: the copy is written.
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(expect.stringContaining('"personal"'));
  await before.close();
  browser = null;

  const after = await launch(baseURL);
  await watchToasts(after);
  await after.setOffline(true);
  const reopened = after.pages()[0] ?? (await after.newPage());
  await reopened.goto(pages.library.path);
  await expectOfflineCopy(reopened, pages.library);
  await expect(reopened.getByTestId('offline-indicator')).toHaveAttribute('data-status', 'offlineCached');
  for (let round = 1; round <= 3; round++) {
    await reopened.reload();
    await expectOfflineCopy(reopened, pages.library);
  }
  for (const entry of [pages.home, pages.personal, pages.preview]) {
    await reopened.goto(entry.path);
    await expectOfflineCopy(reopened, entry);
  }
  expect(await toastSeen(reopened)).toBeNull();
});
