/**
 * `npm run bench:compression`: what `npm start` costs and what a first visit downloads.
 *
 * The project's sources are copied into a throwaway folder (node_modules linked), so its builds and its
 * data never touch this checkout's dist/ or data/. There `npm start` runs as a person runs it, in its own
 * process, and is timed until the server answers: once to build the first time, then restarted with
 * nothing changed, then restarted after a one-line change to a screen's source. Its peer is `npm run serve`
 * (the server alone, no build step) started in turn with the unchanged restarts: the ratio of the two is
 * what the check for changes adds.
 *
 * Against that server, Chromium loads the login page and signs in up to the shell's first screen, with an
 * empty cache and no service worker (its precaching would fetch every later screen too). Each answer is
 * counted twice, side by side: as the bytes the app handed out after decoding (raw) and as the bytes of the
 * body that crossed the wire (sent). The ratio is sent / raw.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PROJECT_ROOT } from '../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { latencyLine, percentile } from './bench-support';
import { BUILD_INPUTS } from './build-stamp';
import { freePort } from './free-port';

const ADMIN_PASSWORD = 'bench-admin-1';
const UNCHANGED_RESTARTS = 3;
const READY_TIMEOUT_MS = 10 * 60_000;


/** What `npm start` reads, besides the build's inputs: the server and the scripts it runs. */
function makeWorkspace(): string {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-compression-'));
  for (const entry of new Set([...BUILD_INPUTS, 'server', 'scripts'])) {
    const from = path.join(PROJECT_ROOT, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(workspace, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(workspace, 'node_modules'), 'dir');
  return workspace;
}

async function waitUntilServing(origin: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/login`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('npm start did not serve the app in time');
}

/** Runs `npm <script>` in `workspace`; resolves with the time until the app is served. */
async function timedStart(workspace: string, port: number, script: 'start' | 'serve' = 'start') {
  const started = performance.now();
  const child = spawn('npm', script === 'start' ? ['start'] : ['run', 'serve'], {
    cwd: workspace,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD, RECYCLE_SWEEP_HOURS: '0' },
  });
  await waitUntilServing(`http://127.0.0.1:${port}`, child);
  const ms = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  return { ms, stop };
}

interface Counted {
  url: string;
  raw: number;
  sent: number;
}

async function measureFirstLoad(origin: string): Promise<Counted[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<Counted | null>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          if (response.status() === 204 || response.status() >= 300 || response.request().method() === 'HEAD') return null;
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return { url: response.url(), raw: body.length, sent: sizes.responseBodySize };
        })().catch(() => null),
      );
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('layout-outer').waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((counted): counted is Counted => counted !== null);
  } finally {
    await browser.close();
  }
}

const workspace = makeWorkspace();
const port = await freePort();
try {
  // The first start builds from nothing; it only prepares the restarts below.
  await (await timedStart(workspace, port)).stop();

  const built = () => fs.statSync(path.join(workspace, 'dist', 'index.html')).mtimeMs;
  const firstBuild = built();
  const unchanged: number[] = [];
  const serveOnly: number[] = [];
  for (let run = 0; run < UNCHANGED_RESTARTS; run += 1) {
    for (const [script, times] of [['start', unchanged], ['serve', serveOnly]] as const) {
      const start = await timedStart(workspace, port, script);
      times.push(start.ms);
      await start.stop();
    }
  }
  if (built() !== firstBuild) throw new Error('npm start rebuilt the web app although nothing had changed');
  const median = (times: number[]) => percentile([...times].sort((a, b) => a - b), 50);
  console.log(latencyLine('restart unchanged', unchanged, 0));
  console.log(latencyLine('serve without a build step', serveOnly, 0));
  console.log(`restart unchanged ratio: ${(median(unchanged) / median(serveOnly)).toFixed(2)}`);

  fs.appendFileSync(path.join(workspace, 'src', 'main.tsx'), '\n// A change to a source, as a person makes one before restarting.\n');
  const changed = await timedStart(workspace, port);
  if (built() === firstBuild) throw new Error('npm start did not rebuild the web app after a change to a source');
  console.log(`restart after a change: ${changed.ms.toFixed(0)} ms`);

  try {
    const counted = await measureFirstLoad(`http://127.0.0.1:${port}`);
    const raw = counted.reduce((sum, answer) => sum + answer.raw, 0);
    const sent = counted.reduce((sum, answer) => sum + answer.sent, 0);
    if (process.env.BENCH_VERBOSE === '1') {
      for (const answer of counted) console.log(`  ${answer.url}: ${answer.raw} raw, ${answer.sent} sent`);
    }
    console.log(`first load raw: ${(raw / 1024).toFixed(1)} KB`);
    console.log(`first load sent: ${(sent / 1024).toFixed(1)} KB`);
    console.log(`first load ratio: ${(sent / raw).toFixed(3)}`);
  } finally {
    await changed.stop();
  }
} finally {
  fs.rmSync(workspace, { recursive: true, force: true });
}
