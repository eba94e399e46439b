import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, signIn } from './support';

/**
 * simple-uploader.js, the uploader whose chunk parameters the spec names, driven against the API exactly
 * as the permit's OpenAPI description tells a third party to: its own defaults, no MD5, its own
 * `relativePath` (the file's name included), and the permit's identifier as the file's.
 */

const UPLOADER_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('simple-uploader.js/dist/uploader.js'), 'utf8');
/** A page of the server's origin with no script of the app on it, as a third party's own page would be. */
const PAGE = '/third-party-uploader';
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

interface Listed {
  id: number;
  name: string;
  kind: 'file' | 'folder';
  size: number;
}

// The app's service worker would answer the bare page's navigation with the app itself.
test.use({ serviceWorkers: 'block' });

let files: string;

test.beforeAll(() => {
  files = mkdtempSync(path.join(tmpdir(), 'librarium-third-party-'));
});

test.afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

async function listFolder(page: Page, libraryId: number, parentId: number): Promise<Listed[]> {
  const answer = await page.request.get('/api/ms/doc/api/user/file/list', { params: { libraryId, parentId, pageSize: 200 } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { page: { content: Listed[] } } }).data.page.content;
}

async function storedMd5(page: Page, libraryId: number, nodeId: number): Promise<string> {
  const answer = await page.request.get(`/api/ms/doc/api/user/file/content/${libraryId}/${nodeId}?disposition=attachment`);
  expect(answer.ok()).toBe(true);
  return md5(await answer.body());
}

/** The uploader on a bare page: permits asked for each added file, then every file sent with the defaults. */
async function openUploaderPage(page: Page, libraryId: number, parentId: number) {
  await page.route(`**${PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>uploader</title><input type="file" id="files"><input type="file" id="folder">' }));
  await page.goto(PAGE);
  await page.addScriptTag({ content: UPLOADER_SCRIPT });
  await page.evaluate(
    ({ libraryId, parentId }) => {
      interface UploaderFile {
        name: string;
        size: number;
        relativePath: string;
        uniqueIdentifier: string;
        chunks: unknown[];
        cancel(): void;
      }
      interface Uploader {
        opts: { target: string };
        assignBrowse(input: Element, directory: boolean): void;
        on(event: string, listener: (...args: never[]) => void): void;
        upload(): void;
      }
      const csrf = decodeURIComponent(document.cookie.match(/(?:^|; )librarium_csrf=([^;]*)/)?.[1] ?? '');
      const Uploader = (window as unknown as { Uploader: new (options: object) => Uploader }).Uploader;
      // One MB chunks, three at a time, the test GET first, no retries: simple-uploader's own defaults.
      const uploader = new Uploader({ headers: { 'x-csrf-token': csrf } });
      const outcome = { succeeded: [] as { path: string; answer: unknown }[], failed: [] as string[], done: false };
      (window as unknown as { outcome: typeof outcome }).outcome = outcome;
      uploader.assignBrowse(document.getElementById('files')!, false);
      uploader.assignBrowse(document.getElementById('folder')!, true);
      uploader.on('filesSubmitted', async (added: UploaderFile[]) => {
        for (const file of added) {
          const response = await fetch(`/api/ms/doc/api/user/doc/${libraryId}/get_upload_permit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
            body: JSON.stringify({ name: file.name, relativePath: file.relativePath, size: file.size, totalChunk: file.chunks.length, chunkSize: 1024 * 1024, parentId }),
          });
          const permit = (await response.json()).data as { identifier: string; target: string; nodeId: number | null };
          file.uniqueIdentifier = permit.identifier;
          uploader.opts.target = permit.target;
          if (permit.nodeId !== null) file.cancel();
        }
        uploader.upload();
      });
      uploader.on('fileSuccess', (_root: UploaderFile, file: UploaderFile, message: string) => outcome.succeeded.push({ path: file.relativePath, answer: JSON.parse(message) }));
      uploader.on('fileError', (_root: UploaderFile, file: UploaderFile, message: string) => outcome.failed.push(`${file.relativePath}: ${message}`));
      uploader.on('complete', () => {
        outcome.done = true;
      });
    },
    { libraryId, parentId },
  );
}

/** Picks `picked` in the input and waits until simple-uploader reports every file it holds done. */
async function pick(page: Page, input: string, picked: string) {
  await page.evaluate(() => {
    (window as unknown as { outcome: { done: boolean } }).outcome.done = false;
  });
  await page.locator(input).setInputFiles(picked);
  await expect.poll(() => page.evaluate(() => (window as unknown as { outcome: { done: boolean } }).outcome.done), { timeout: 30_000 }).toBe(true);
  return page.evaluate(() => (window as unknown as { outcome: { succeeded: { path: string; answer: { status: number } }[]; failed: string[] } }).outcome);
}

test('simple-uploader.js with its own defaults stores a file and a folder at their paths with their bytes', async ({ page }) => {
  await signIn(page);
  const library = (await apiPost(page, '/api/ms/doc/api/user/doc_library', { name: `第三方上传 ${Date.now()}` })).data as { id: number; rootId: number };

  // Several chunks each, the last one taking the remainder as simple-uploader counts them.
  const single = randomBytes(2 * 1024 * 1024 + 4321);
  writeFileSync(path.join(files, 'report.bin'), single);
  const folder = path.join(files, '图纸');
  mkdirSync(path.join(folder, '二期'), { recursive: true });
  const plan = randomBytes(3 * 1024 * 1024 + 17);
  const note = Buffer.from('第三方上传的说明\n');
  writeFileSync(path.join(folder, 'plan.dwg'), plan);
  writeFileSync(path.join(folder, '二期', 'note.txt'), note);

  await openUploaderPage(page, library.id, library.rootId);
  const first = await pick(page, '#files', path.join(files, 'report.bin'));
  expect(first.failed).toEqual([]);
  expect(first.succeeded).toEqual([{ path: 'report.bin', answer: expect.objectContaining({ status: 0 }) }]);

  const second = await pick(page, '#folder', folder);
  expect(second.failed).toEqual([]);
  expect(second.succeeded.map((entry) => entry.path).sort()).toEqual(['report.bin', '图纸/plan.dwg', '图纸/二期/note.txt']);

  const top = await listFolder(page, library.id, library.rootId);
  expect(top.map((node) => [node.name, node.kind]).sort()).toEqual([
    ['report.bin', 'file'],
    ['图纸', 'folder'],
  ]);
  const report = top.find((node) => node.name === 'report.bin')!;
  expect(await storedMd5(page, library.id, report.id)).toBe(md5(single));

  const drawings = await listFolder(page, library.id, top.find((node) => node.name === '图纸')!.id);
  expect(drawings.map((node) => [node.name, node.kind]).sort()).toEqual([
    ['plan.dwg', 'file'],
    ['二期', 'folder'],
  ]);
  expect(await storedMd5(page, library.id, drawings.find((node) => node.name === 'plan.dwg')!.id)).toBe(md5(plan));
  const phase = await listFolder(page, library.id, drawings.find((node) => node.name === '二期')!.id);
  expect(phase.map((node) => node.name)).toEqual(['note.txt']);
  expect(await storedMd5(page, library.id, phase[0]!.id)).toBe(md5(note));
});
