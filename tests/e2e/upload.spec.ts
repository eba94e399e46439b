import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  MB,
  openPersonalSpace,
  progressOf,
  randomFile,
  signIn,
  storedFile,
  storedMd5,
  tempDir,
  ThrottlingProxy,
  UploadServer,
  uploadRow,
} from './upload-support';

/**
 * The resumable upload in a real Chromium against the real server: the queue runs in the service worker,
 * so what a page does (reloading, a second tab, going offline) does not stop it.
 */
test.describe.configure({ mode: 'serial' });

let server: UploadServer;
let proxy: ThrottlingProxy;
let files: string;

test.beforeAll(async () => {
  server = await UploadServer.create();
  // About 10 s for 200 MB: long enough to reload in the middle, short enough for the suite.
  proxy = await ThrottlingProxy.create(server.port, 20 * MB);
  files = tempDir();
});

test.afterAll(async () => {
  await proxy?.close();
  await server?.dispose();
  if (files) rmSync(files, { recursive: true, force: true });
});

test('a 200 MB upload goes on through a reload of the page: every chunk reaches the server once, and the stored file is the same', async ({ page }) => {
  test.setTimeout(120_000);
  const base = proxy.url;
  const source = await randomFile(files, 'survey-2026.bin', 200 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'survey-2026.bin');
  await expect(row).toHaveAttribute('data-status', 'uploading');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
  const before = await progressOf(row);
  expect(before).toBeLessThan(80);

  await page.reload();
  const again = uploadRow(page, 'survey-2026.bin');
  // The row is back at once with what was already sent, and keeps moving.
  await expect(again).toBeVisible();
  expect(await progressOf(again)).toBeGreaterThanOrEqual(before);
  await expect(again).toHaveAttribute('data-status', 'success', { timeout: 60_000 });

  const stored = await storedFile(page, base, libraryId, folderId, 'survey-2026.bin');
  expect(stored.size).toBe(source.size);
  // 200 MB in 10 MB chunks is 20 chunks: each was received, and stored, exactly once.
  expect(server.log).toEqual({ received: 20, stored: 20 });
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});
