/**
 * How fast a large file goes from a person's disk to the server's, in Debian's Chromium, next to the
 * machine's limit, side by side in one run (`bench:upload` runs it when there is a built app):
 *
 * - bare: the browser POSTs the file in one request to a bare Node server in another process that writes
 *   it to the same file system and fsyncs it before answering (scripts/bench-upload-bare.ts);
 * - chunked: a person picks the same file in the file manager of the real server (another process,
 *   scripts/bench-upload-server.ts): the app's upload queue in the service worker hashes it and sends
 *   its chunks, timed until its row in the upload list says done.
 *
 * Both use the browser's own network stack reading the file from disk, as people's uploads do; a Node
 * client would add its own costs (undici reads a file-backed Blob at a fraction of the disk's speed).
 * The rounds alternate so both see the same machine; each rate is the median of its rounds. Every round
 * changes the file's first bytes, so the server never finishes one instantly from an earlier copy.
 *
 *   npm run i18n && npx vite build --outDir /tmp/web-dist --emptyOutDir
 *   BENCH_WEB_DIST=/tmp/web-dist BENCH_UPLOAD_MB=512 BENCH_UPLOAD_ROUNDS=3 npx tsx scripts/bench-upload-browser.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { builtApp } from './bench-upload-folder';
import { signInPage } from './browser-bench';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 512) * MB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const ACCOUNT = 'bench';
const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Starts `script` under tsx in its own process and waits for the port it prints. */
export async function childServer(script: string, args: string[], env: Record<string, string> = {}): Promise<{ port: number; process: ChildProcess }> {
  const started = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: started.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve(Number(line)));
    started.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, process: started };
}

export function stopServer(running: ChildProcess): Promise<void> {
  if (running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

/** Writes `size` varied bytes (neither compression nor deduplication could flatter a path) to `file`. */
export function writePayload(file: string, size: number) {
  const block = Buffer.alloc(8 * MB);
  const out = fs.openSync(file, 'w');
  for (let written = 0, n = 0; written < size; n++) {
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((n * 2654435761 + i * 40503) >>> 0, i);
    const length = Math.min(block.length, size - written);
    fs.writeSync(out, block, 0, length);
    written += length;
  }
  // On the disk before the first round, so its write-back does not slow whichever path runs first.
  fs.fsyncSync(out);
  fs.closeSync(out);
}

/** Makes the file's first bytes unique to this round, in place. */
function changeHead(file: string) {
  const handle = fs.openSync(file, 'r+');
  fs.writeSync(handle, randomBytes(16), 0, 16, 0);
  fs.closeSync(handle);
}

export async function benchUploadBrowser(webDist: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-upload-browser-'));
  const bareDir = path.join(workDir, 'bare');
  const bare = await childServer('scripts/bench-upload-bare.ts', [bareDir]);
  const product = await childServer('scripts/bench-upload-server.ts', [], { BENCH_UPLOAD_ACCOUNT: ACCOUNT, BENCH_UPLOAD_PASSWORD: PASSWORD, BENCH_WEB_DIST: webDist });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${product.port}`, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInPage(page, ACCOUNT, PASSWORD);
    await page.goto('/personal');
    await page.getByTestId('file-manager').waitFor();
    // The queue runs in the service worker once it controls the page, as it does for a person.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The bare round sends from a page of the bare server's own origin (the app's pages may only reach theirs).
    const barePage = await context.newPage();
    await barePage.goto(`http://127.0.0.1:${bare.port}/`);

    const mb = SIZE / MB;
    const bareRates: number[] = [];
    const chunkedRates: number[] = [];
    let file = path.join(workDir, 'payload.bin');
    writePayload(file, SIZE);
    for (let round = 0; round < ROUNDS; round++) {
      await barePage.locator('#file').setInputFiles(file);
      const bareSeconds = await barePage.evaluate(async () => {
        const picked = (document.getElementById('file') as HTMLInputElement).files![0]!;
        const started = performance.now();
        const response = await fetch('/', { method: 'POST', body: picked });
        const answer = (await response.json()) as { bytes: number };
        if (answer.bytes !== picked.size) throw new Error(`the bare server stored ${answer.bytes} of ${picked.size} bytes`);
        return (performance.now() - started) / 1000;
      });
      bareRates.push(mb / bareSeconds);
      fs.rmSync(bareDir, { recursive: true, force: true });
      fs.mkdirSync(bareDir);

      const named = path.join(workDir, `round-${round}.bin`);
      fs.renameSync(file, named);
      file = named;
      changeHead(file);
      const row = page.locator(`[data-testid="upload-row"][data-name="round-${round}.bin"][data-status="success"]`);
      const started = performance.now();
      await page.getByTestId('upload-input').setInputFiles(file);
      await row.waitFor({ timeout: 600_000 });
      chunkedRates.push(mb / ((performance.now() - started) / 1000));
    }
    const bareRate = median(bareRates);
    const chunkedRate = median(chunkedRates);
    console.log(`upload bare: ${bareRate.toFixed(1)} MB/s`);
    console.log(`upload chunked: ${chunkedRate.toFixed(1)} MB/s`);
    console.log(`upload ratio: ${(chunkedRate / bareRate).toFixed(2)}`);
  } finally {
    await browser.close();
    await stopServer(product.process);
    await stopServer(bare.process);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webDist = builtApp();
  if (!webDist) throw new Error('no built app in dist/ or BENCH_WEB_DIST: build it first (see the comment at the top)');
  await benchUploadBrowser(webDist);
}
