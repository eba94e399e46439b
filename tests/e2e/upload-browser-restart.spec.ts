import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
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
 * Closing the browser mid-upload and opening it again: the picked file lives on in the profile's
 * IndexedDB (Chromium keeps its own copy of a stored File), so the upload resumes even after the
 * original file is deleted. A persistent context keeps the profile; a plain one would lose it on close.
 */
// Each launch is a browser of its own, and closing the first removes the artifact folder its trace was
// being written to: this spec records no trace.
test.use({ trace: 'off' });

let server: UploadServer;
let proxy: ThrottlingProxy;
let files: string;
let profile: string;
/** The browser open now, closed after the test whatever happened in it. */
let browser: BrowserContext | null = null;

test.beforeAll(async () => {
  server = await UploadServer.create();
  proxy = await ThrottlingProxy.create(server.port, 12 * MB);
  files = tempDir();
  profile = mkdtempSync(path.join(tmpdir(), 'librarium-upload-profile-'));
});

test.afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.dispose();
  for (const dir of [files, profile]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function launch(): Promise<BrowserContext> {
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
  });
  return browser;
}

test('an upload resumes after the browser is closed and opened again, with the picked file deleted from disk', async () => {
  test.setTimeout(150_000);
  const base = proxy.url;
  const source = await randomFile(files, 'lecture-recording.mp4', 100 * MB);

  const before = await launch();
  const page = before.pages()[0] ?? (await before.newPage());
  await signIn(page, base);
  await openPersonalSpace(page, base);
  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'lecture-recording.mp4');
  await expect(row.getByTestId('upload-kind')).toHaveAttribute('data-kind', 'video');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
  const sent = await progressOf(row);
  // Nothing more gets through while the browser closes, however long that takes: the upload is cut
  // off mid-way rather than finishing on the way out.
  proxy.stall();
  await before.close();
  browser = null;
  proxy.resume();
  rmSync(source.path);

  const after = await launch();
  const reopened = after.pages()[0] ?? (await after.newPage());
  const { libraryId, folderId } = await openPersonalSpace(reopened, base);
  const resumed = uploadRow(reopened, 'lecture-recording.mp4');
  await expect(resumed).toBeVisible();
  expect(await progressOf(resumed)).toBeGreaterThanOrEqual(sent);
  await expect(resumed).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  const stored = await storedFile(reopened, base, libraryId, folderId, 'lecture-recording.mp4');
  expect(stored.size).toBe(source.size);
  expect(await storedMd5(reopened, base, libraryId, stored.id)).toBe(source.md5);
});
