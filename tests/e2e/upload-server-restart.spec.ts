import { existsSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MB, openPersonalSpace, progressOf, randomFile, signIn, storedFile, storedMd5, tempDir, ThrottlingProxy, UploadServer, uploadRow } from './upload-support';

/**
 * Uploads against a server that goes away: stopped and started again mid-upload, and one that collected
 * an abandoned upload's part file while it was away. These specs run their own server process, since
 * Playwright's web server cannot be restarted.
 */
test.describe.configure({ mode: 'serial' });

const DAY = 24 * 60 * 60 * 1000;

let server: UploadServer;
let proxy: ThrottlingProxy;
let files: string;

test.beforeAll(async () => {
  server = await UploadServer.create();
  proxy = await ThrottlingProxy.create(server.port, 12 * MB);
  files = tempDir();
});

test.afterAll(async () => {
  await proxy?.close();
  await server?.dispose();
  if (files) rmSync(files, { recursive: true, force: true });
});

test('an upload outlasts the server being stopped and started again', async ({ page }) => {
  test.setTimeout(120_000);
  const base = proxy.url;
  const source = await randomFile(files, 'backup-2026-03.tar', 100 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'backup-2026-03.tar');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  await server.stop();
  await expect(row.getByTestId('upload-status')).toHaveText('连接中断，正在重试', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-status', 'uploading');
  const held = await progressOf(row);
  expect(held).toBeLessThan(100);

  await server.start();
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  const stored = await storedFile(page, base, libraryId, folderId, 'backup-2026-03.tar');
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});

test('an upload whose part file the server collected while it was paused starts afresh and completes', async ({ page }) => {
  test.setTimeout(120_000);
  const base = proxy.url;
  const source = await randomFile(files, 'archive-2025.zip', 60 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'archive-2025.zip');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(15);
  await row.getByTestId('upload-pause').click();
  await expect(row).toHaveAttribute('data-status', 'paused');
  await expect(row.getByTestId('upload-pause')).toHaveCount(0);

  // A day and more later: the server's hourly sweep (it also runs at start) finds the upload abandoned.
  await server.stop();
  const abandoned = await server.withDatabase((db) => {
    const upload = db.prepare("SELECT identifier FROM uploads WHERE name = 'archive-2025.zip'").get() as { identifier: string };
    db.prepare('UPDATE uploads SET updated_at = updated_at - ? WHERE identifier = ?').run(2 * DAY, upload.identifier);
    return upload.identifier;
  });
  const part = server.partFile(abandoned);
  expect(existsSync(part)).toBe(true);
  await server.start();
  expect(existsSync(part)).toBe(false);
  expect(await server.withDatabase((db) => db.prepare('SELECT count(*) AS n FROM uploads WHERE identifier = ?').get(abandoned))).toEqual({ n: 0 });

  await row.getByTestId('upload-resume').click();
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  const fresh = await server.withDatabase((db) => db.prepare("SELECT identifier, status FROM uploads WHERE name = 'archive-2025.zip'").all());
  expect(fresh).toEqual([{ identifier: expect.not.stringMatching(abandoned), status: 'complete' }]);
  const stored = await storedFile(page, base, libraryId, folderId, 'archive-2025.zip');
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});
