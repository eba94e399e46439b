import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

/** Asks the OS for a port nobody listens on (synchronously: the config is not async). */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers load this file again; the environment carries the first choice to them so all agree.
process.env.E2E_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'librarium-e2e-'));
  process.env.E2E_DATA_DIR_CREATED = '1';
}
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-pass-1';

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Two spec files at a time (one on a single core; E2E_WORKERS sets another count), against the one server. Each test makes its own
  // people, libraries and tasks; what is shared server-wide is guarded by test locks (tests/e2e/support.ts):
  // REPOSITORY_SETTINGS_LOCK for the specs that change or depend on the repository settings, NOTICE_LOCK for
  // those that publish the notice everyone sees, and '-exclusive-' for the one that also takes it down.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
  fullyParallel: false,
  forbidOnly: true,
  // Under a loaded 2-core CI machine a timing-sensitive browser test may need a second try; the report marks it flaky.
  retries: process.env.CI ? 1 : 0,
  // The second try comes at the end, alone on the machine, not beside another spec.
  retryStrategy: 'isolated',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  // The real server on a fresh database, serving the dist/ built before the run (`vite build`).
  webServer: {
    // Demo people (an ordinary user beside the admin) first, then the server itself.
    command: 'npx tsx server/demo.ts && npx tsx server/main.ts',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // One server process, as the browser tests were written against; tests/api/cluster.test.ts covers several.
      WORKERS: '1',
      // The demo repository is made beside the data directory (server/demo/demo-repo.ts).
      REPO_LOCAL_ROOTS: path.dirname(process.env.E2E_DATA_DIR),
      // Screens that only list tasks name a repository on a host this machine cannot resolve.
      REPO_ALLOWED_HOSTS: 'example.com',
    },
  },
});
