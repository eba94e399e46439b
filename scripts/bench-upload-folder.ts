/**
 * How long a person waits for a small folder (6 files, 96 KB) to upload,
 * in Debian's Chromium against the real server in another process (scripts/bench-upload-server.ts)
 * serving the built app: from picking the folder to its row in the upload list saying done with 6 / 6
 * files and the file list showing the folder. The first upload of the page (the upload queue and its
 * worker starting) is printed apart; the warm ones that follow give the p50 and p95. `bench:upload`
 * runs it last when there is a built app (dist/, or BENCH_WEB_DIST); alone:
 *
 *   npm run i18n && npx vite build --outDir /tmp/web-dist --emptyOutDir
 *   BENCH_WEB_DIST=/tmp/web-dist BENCH_FOLDER_ROUNDS=15 npx tsx scripts/bench-upload-folder.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { latencyLine } from './bench-support';
import { signInPage } from './browser-bench';

const ROUNDS = Number(process.env.BENCH_FOLDER_ROUNDS ?? 15);
const FILES = 6;
const FILE_BYTES = 16 * 1024;
const ACCOUNT = 'bench';
const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

/** Where the built app is: BENCH_WEB_DIST, else dist/; null when neither holds one. */
export function builtApp(): string | null {
  const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? 'dist');
  return fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
}

/** A folder of FILES text files of FILE_BYTES each, in two levels, with bytes no earlier round had. */
function makeFolder(root: string, name: string): string {
  const folder = path.join(root, name);
  fs.mkdirSync(path.join(folder, 'notes'), { recursive: true });
  for (let index = 0; index < FILES; index++) {
    const where = index < FILES / 2 ? folder : path.join(folder, 'notes');
    fs.writeFileSync(path.join(where, `note-${index}.txt`), randomBytes(FILE_BYTES / 2).toString('hex'));
  }
  return folder;
}

export async function benchUploadFolder(webDist: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-folder-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-upload-server.ts'], {
    env: { ...process.env, BENCH_UPLOAD_ACCOUNT: ACCOUNT, BENCH_UPLOAD_PASSWORD: PASSWORD, BENCH_WEB_DIST: webDist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: server.stdout }).once('line', (line) => resolve(Number(line)));
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInPage(page, ACCOUNT, PASSWORD);
    await page.goto('/personal');
    await page.getByTestId('file-manager').waitFor();
    // The queue runs in the service worker once it controls the page, as it does for a person.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    const times: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const name = `folder-${round}`;
      const folder = makeFolder(workDir, name);
      const row = page.locator(`[data-testid="upload-folder-row"][data-name="${name}"]`);
      const started = performance.now();
      await page.getByTestId('upload-input-folder').setInputFiles(folder);
      await row.and(page.locator('[data-status="success"]')).waitFor({ timeout: 60_000 });
      await page.locator(`[data-testid="file-row"][data-name="${name}"]`).waitFor({ timeout: 60_000 });
      const elapsed = performance.now() - started;
      if (round === 0) console.log(`upload small folder first: ${elapsed.toFixed(0)} ms`);
      else times.push(elapsed);
    }
    console.log(latencyLine('upload small folder', times, 0));
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webDist = builtApp();
  if (!webDist) throw new Error('no built app in dist/ or BENCH_WEB_DIST: build it first (see the comment at the top)');
  await benchUploadFolder(webDist);
}
