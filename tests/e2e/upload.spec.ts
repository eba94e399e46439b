import { mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  keptUploads,
  listFolder,
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
  server = await UploadServer.create({ UPLOAD_MAX_BYTES: String(250 * MB) });
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
  // Once the server holds the file, the browser lets go of its copy.
  await expect.poll(() => keptUploads(page)).not.toContain('survey-2026.bin');
  // 200 MB in 10 MB chunks is 20 chunks: each was received, and stored, exactly once.
  expect(server.log).toEqual({ received: 20, stored: 20 });
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});

test('an upload waits out a lost network and completes once the browser is back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  const base = proxy.url;
  const source = await randomFile(files, 'field-recording.wav', 100 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'field-recording.wav');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);

  await context.setOffline(true);
  // The browser knows it is offline: the row says it waits for the network, without speeds or an estimate.
  await expect(row.getByTestId('upload-status')).toHaveText('等待网络', { timeout: 20_000 });
  // Requests already under way may still land; after them nothing moves while the browser is offline.
  await expect
    .poll(
      async () => {
        const before = await progressOf(row);
        await page.waitForTimeout(2_000);
        return (await progressOf(row)) === before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await progressOf(row)).toBeLessThan(100);
  await expect(row).toHaveAttribute('data-status', 'uploading');
  await expect(row.getByTestId('upload-status')).toHaveText('等待网络');
  await expect(row).not.toContainText('剩余');

  await context.setOffline(false);
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 45_000 });
  const stored = await storedFile(page, base, libraryId, folderId, 'field-recording.wav');
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});

test('an upload picks up where it was when the browser stops the service worker mid-way and starts it again', async ({ page, context }) => {
  test.setTimeout(90_000);
  const base = proxy.url;
  const source = await randomFile(files, 'town-hall.mkv', 100 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);
  const received = server.log.received;

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, 'town-hall.mkv');
  await expect.poll(() => progressOf(row), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
  // What Chrome does to a worker idle for 30 s or busy with one event for 5 minutes.
  const devtools = await context.newCDPSession(page);
  const states: string[] = [];
  devtools.on('ServiceWorker.workerVersionUpdated', (event) => states.push(...event.versions.map((version) => version.runningStatus)));
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => states.at(-1)).toBe('stopped');
  const stopped = await progressOf(row);
  await page.waitForTimeout(1_000);
  expect(await progressOf(row)).toBe(stopped);
  // Any request of the page starts the worker again, and with it the stored queue.
  await page.evaluate((url) => fetch(url).then((answer) => answer.status), `${base}/api/ms/doc/api/user/file/list?libraryId=${libraryId}`);

  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 45_000 });
  expect(states.slice(states.indexOf('stopped'))).toContain('running');
  const stored = await storedFile(page, base, libraryId, folderId, 'town-hall.mkv');
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
  // Ten chunks, and at most the three cut off mid-way sent again.
  expect(server.log.received - received).toBeLessThanOrEqual(13);
});

test('two tabs both show the progress of one upload', async ({ context }) => {
  test.setTimeout(90_000);
  const base = proxy.url;
  const source = await randomFile(files, 'site-plan.pdf', 100 * MB);
  const first = await context.newPage();
  await signIn(first, base);
  await openPersonalSpace(first, base);
  const second = await context.newPage();
  await openPersonalSpace(second, base);

  await first.getByTestId('upload-input').setInputFiles(source.path);
  const here = uploadRow(first, 'site-plan.pdf');
  const there = uploadRow(second, 'site-plan.pdf');
  await expect(there).toHaveAttribute('data-status', 'uploading');
  await expect(there.getByTestId('upload-kind')).toHaveAttribute('data-kind', 'document');
  expect((await there.boundingBox())?.height).toBe(49);
  await expect(there.getByTestId('upload-progress')).toHaveAttribute('data-animated', 'true');
  await expect.poll(() => progressOf(there), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  const seen = await progressOf(there);
  await expect.poll(() => progressOf(there), { timeout: 30_000 }).toBeGreaterThan(seen);
  // The tab that did not pick the file shows speeds and time remaining as well.
  await expect(there.getByTestId('upload-figures')).toContainText(/当前 .+\/s/);

  await expect(here).toHaveAttribute('data-status', 'success', { timeout: 45_000 });
  await expect(there).toHaveAttribute('data-status', 'success');
  await expect(there.getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '100');
});

test('a second upload of content the server already holds completes at once, without sending a chunk', async ({ page }) => {
  const base = proxy.url;
  const source = await randomFile(files, 'minutes-v1.docx', 15 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);
  await page.getByTestId('upload-input').setInputFiles(source.path);
  await expect(uploadRow(page, 'minutes-v1.docx')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  const sent = { ...server.log };

  await page.getByTestId('upload-input').setInputFiles({ name: 'minutes-copy.docx', mimeType: 'application/octet-stream', buffer: readFileSync(source.path) });
  const copy = uploadRow(page, 'minutes-copy.docx');
  await expect(copy).toHaveAttribute('data-status', 'success');
  await expect(copy).toHaveAttribute('data-instant', 'true');
  await expect(copy.getByTestId('upload-status')).toHaveText('秒传成功');
  expect(server.log).toEqual(sent);
  const stored = await storedFile(page, base, libraryId, folderId, 'minutes-copy.docx');
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
});

test('a picked folder arrives with its structure', async ({ page }) => {
  const base = proxy.url;
  const root = path.join(files, 'handbook');
  mkdirSync(path.join(root, 'chapters', 'images'), { recursive: true });
  writeFileSync(path.join(root, 'README.txt'), 'Staff handbook');
  writeFileSync(path.join(root, 'chapters', '01-welcome.md'), '# Welcome');
  writeFileSync(path.join(root, 'chapters', '02-tools.md'), '# Tools');
  writeFileSync(path.join(root, 'chapters', 'images', 'map.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input-folder').setInputFiles(root);
  const folderRow = page.locator('[data-testid="upload-folder-row"][data-name="handbook"]');
  await expect(folderRow).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  await expect(folderRow.getByTestId('upload-kind')).toHaveAttribute('data-kind', 'folder');
  await expect(folderRow.getByTestId('upload-figures')).toContainText('4 个文件');
  await folderRow.getByTestId('upload-toggle-folder').click();
  await expect(uploadRow(page, 'map.png').getByTestId('upload-kind')).toHaveAttribute('data-kind', 'image');

  const handbook = await storedFile(page, base, libraryId, folderId, 'handbook');
  expect(handbook.kind).toBe('folder');
  const top = await listFolder(page, base, libraryId, handbook.id);
  expect(top.map((node) => `${node.kind}:${node.name}`).sort()).toEqual(['file:README.txt', 'folder:chapters']);
  const chapters = top.find((node) => node.name === 'chapters')!;
  const inside = await listFolder(page, base, libraryId, chapters.id);
  expect(inside.map((node) => `${node.kind}:${node.name}`).sort()).toEqual(['file:01-welcome.md', 'file:02-tools.md', 'folder:images']);
  const images = await listFolder(page, base, libraryId, inside.find((node) => node.name === 'images')!.id);
  expect(images.map((node) => node.name)).toEqual(['map.png']);
  // The new folder shows in the file manager without a reload.
  await expect(page.locator('[data-testid="file-row"][data-name="handbook"]')).toBeVisible();
});

test('files dropped on the page upload too', async ({ page }) => {
  const base = proxy.url;
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['Agenda of the weekly meeting'], 'agenda.txt', { type: 'text/plain' }));
    data.items.add(new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' }));
    return data;
  });
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
  const zone = page.getByTestId('upload-drop-zone');
  await expect(zone).toBeVisible();
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(zone).toHaveCount(0);

  await expect(uploadRow(page, 'agenda.txt')).toHaveAttribute('data-status', 'success');
  await expect(uploadRow(page, 'photo.jpg').getByTestId('upload-kind')).toHaveAttribute('data-kind', 'image');
  await expect(uploadRow(page, 'photo.jpg')).toHaveAttribute('data-status', 'success');
  const names = (await listFolder(page, base, libraryId, folderId)).map((node) => node.name);
  expect(names).toEqual(expect.arrayContaining(['agenda.txt', 'photo.jpg']));
});

test('an upload the server refuses is cancelled, with the server’s reason shown', async ({ page }) => {
  const base = proxy.url;
  const huge = path.join(files, 'disk-image.iso');
  // Sparse: the size is what the server refuses, the bytes are never read.
  writeFileSync(huge, '');
  truncateSync(huge, 260 * MB);
  await signIn(page, base);
  await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(huge);
  await expect(page.getByTestId('toast')).toContainText('“disk-image.iso”未能上传：文件超过上限 250 MB');
  await expect(uploadRow(page, 'disk-image.iso')).toHaveCount(0);
  // The browser's copy of a cancelled upload is dropped.
  await expect.poll(() => keptUploads(page)).not.toContain('disk-image.iso');
});
