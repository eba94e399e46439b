import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { ENGINEER } from './support';
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
 * The session cookie is persistent too, so a clean restart needs no sign-in; a crash can lose a cookie
 * Chromium had not written to disk yet, and then the upload waits for sign-in and says so.
 */
// Each launch is a browser of its own, and closing the first removes the artifact folder its trace was
// being written to: this spec records no trace.
test.use({ trace: 'off' });

let server: UploadServer;
let proxy: ThrottlingProxy;
let files: string;
/** One browser profile per test, so each starts from a browser nobody signed in on. */
const profiles: string[] = [];
/** The browser open now, closed after the test whatever happened in it. */
let browser: BrowserContext | null = null;

test.beforeAll(async () => {
  server = await UploadServer.create();
  proxy = await ThrottlingProxy.create(server.port, 12 * MB);
  files = tempDir();
});

test.afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.dispose();
  for (const dir of [files, ...profiles]) if (dir) rmSync(dir, { recursive: true, force: true });
});

function newProfile(): string {
  const profile = mkdtempSync(path.join(tmpdir(), 'librarium-upload-profile-'));
  profiles.push(profile);
  return profile;
}

async function launch(profile: string): Promise<BrowserContext> {
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
  });
  return browser;
}

test('an upload resumes after the browser is closed and opened again, with the picked file deleted from disk', async () => {
  test.setTimeout(240_000);
  const base = proxy.url;
  const source = await randomFile(files, 'lecture-recording.mp4', 100 * MB);
  const profile = newProfile();

  const before = await launch(profile);
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

  const after = await launch(profile);
  // The session outlived the browser: its cookie was written with the configured lifetime (8 idle hours).
  const cookie = (await after.cookies(base)).find((entry) => entry.name === 'librarium_session');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 7 * 3600);
  const reopened = after.pages()[0] ?? (await after.newPage());
  const { libraryId, folderId } = await openPersonalSpace(reopened, base);
  await expect(reopened.getByTestId('session-expired')).toHaveCount(0);
  const resumed = uploadRow(reopened, 'lecture-recording.mp4');
  await expect(resumed).toBeVisible();
  expect(await progressOf(resumed)).toBeGreaterThanOrEqual(sent);
  await expect(resumed).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  const stored = await storedFile(reopened, base, libraryId, folderId, 'lecture-recording.mp4');
  expect(stored.size).toBe(source.size);
  expect(await storedMd5(reopened, base, libraryId, stored.id)).toBe(source.md5);
});

test('an upload whose session cookie was lost waits for sign-in, says so in the list and on the sign-in page, and goes on at once after signing in', async () => {
  test.setTimeout(180_000);
  const base = proxy.url;
  const source = await randomFile(files, 'field-survey.mp4', 80 * MB);
  const profile = newProfile();

  const before = await launch(profile);
  const page = before.pages()[0] ?? (await before.newPage());
  await signIn(page, base);
  await openPersonalSpace(page, base);
  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'field-survey.mp4');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  // What a crash soon after signing in leaves behind: a browser without its session cookie.
  await before.clearCookies();
  await expect(row).toHaveAttribute('data-status', 'signIn', { timeout: 30_000 });
  await expect(row.getByTestId('upload-status')).toHaveText('等待登录');
  await expect(page.getByTestId('upload-sign-in-needed')).toContainText('1 个上传在等待');
  const sent = await progressOf(row);
  expect(sent).toBeGreaterThan(0);
  // Waiting means waiting: no retry timer keeps knocking with a session that is gone.
  const knocked = server.log.received;
  await page.waitForTimeout(3000);
  expect(server.log.received).toBe(knocked);

  // The browser goes down and comes back, as after the crash.
  proxy.stall();
  await before.close();
  browser = null;
  proxy.resume();
  const after = await launch(profile);
  const reopened = after.pages()[0] ?? (await after.newPage());
  await reopened.goto(`${base}/personal`);
  // The page's own check finds the session gone (the dialog) or the upload list says so first; both
  // lead to the same sign-in page and back.
  await reopened.getByTestId('sign-in-again').or(reopened.getByTestId('upload-sign-in')).first().click();
  await expect(reopened).toHaveURL(/\/login\?redirect=%2Fpersonal/);
  const listed = reopened.locator('[data-testid="waiting-upload"][data-name="field-survey.mp4"]');
  await expect(listed).toBeVisible({ timeout: 20_000 });
  expect(Number(await listed.getAttribute('data-progress'))).toBeGreaterThanOrEqual(sent);
  await reopened.reload();
  await expect(listed).toBeVisible({ timeout: 20_000 });
  const storedBefore = server.log.stored;

  await reopened.getByTestId('login-username').fill(ENGINEER.account);
  await reopened.getByTestId('login-password').fill(ENGINEER.password);
  await reopened.getByTestId('login-submit').click();
  await expect(reopened).toHaveURL(`${base}/personal`);
  const manager = reopened.getByTestId('file-manager');
  await expect(manager).toBeVisible({ timeout: 30_000 });
  // At once, not after a retry timer: it is uploading again as the page opens, and chunks reach the server.
  const resumed = uploadRow(reopened, 'field-survey.mp4');
  await expect(resumed).toHaveAttribute('data-status', 'uploading');
  await expect.poll(() => server.log.stored, { timeout: 30_000 }).toBeGreaterThan(storedBefore);
  await expect(resumed).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
  const libraryId = Number(await manager.getAttribute('data-library'));
  const folderId = Number(await manager.getAttribute('data-folder'));
  const stored = await storedFile(reopened, base, libraryId, folderId, 'field-survey.mp4');
  expect(stored.size).toBe(source.size);
  expect(await storedMd5(reopened, base, libraryId, stored.id)).toBe(source.md5);
});

