/**
 * `npm run bench:offline` (after `npm run build`): starts the real server on a loopback port with the
 * built web app, signs a person in through Debian's Chromium, reads a library's file list (200 items)
 * and then, without network, reloads it: how long from the reload until the list can be read again
 * from the offline copy, over 10 reloads after one warm-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/password';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { percentile } from './bench-support';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const ITEMS = 200;
const ACCOUNT = 'bench';
const PASSWORD = 'bench-pass-1';

async function main() {
  const webDist = path.resolve('dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('dist/ has no built app: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-offline-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-1',
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    RECYCLE_SWEEP_HOURS: '0',
  });
  const { app, db } = await buildApp(config, { logger: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    await db
      .insertInto('users')
      .values({ account: ACCOUNT, name: '压测', email: '', phone: '', password_hash: await hashPassword(PASSWORD), department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now() })
      .execute();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-username').fill(ACCOUNT);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('layout-outer').waitFor();

    const csrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'librarium_csrf')?.value ?? '');
    const doc = `${config.apiPrefix}/ms/doc/api/user`;
    const post = async (url: string, data: unknown) => {
      const response = await page.request.post(url, { data, headers: { 'x-csrf-token': csrf } });
      if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
      return ((await response.json()) as { data: unknown }).data;
    };
    const library = (await post(`${doc}/doc_library`, { name: '离线压测库' })) as { id: number };
    for (let i = 0; i < ITEMS; i++) await post(`${doc}/file/folder`, { libraryId: library.id, name: `资料-${String(i).padStart(3, '0')}` });

    const listPath = `/doc/lib/${library.id}/list?pageSize=100`;
    const firstRow = page.locator('[data-testid="file-row"][data-name="资料-000"]');
    await page.goto(listPath);
    await firstRow.waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      const t0 = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await firstRow.waitFor();
      await page.getByTestId('offline-indicator').waitFor();
      // The first reload warms the worker and the disk cache.
      if (i > 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`offline reload library list: p50 ${percentile(times, 50).toFixed(0)} ms p95 ${percentile(times, 95).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
