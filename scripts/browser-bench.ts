import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/password';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const ACCOUNT = 'bench';
const PASSWORD = 'bench-pass-1';

/**
 * The real server with the built web app on a loopback port and a throwaway data folder, and Debian's
 * Chromium signed in as an ordinary person: what the benches that time screens start from. `post` calls
 * the API as that person; `close` removes everything it made.
 */
/** Signs in through the sign-in screen, as a person does, and waits for the app's layout. */
export async function signInPage(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('layout-outer').waitFor();
}

export async function startBrowserBench(name: string) {
  // WEB_DIST times a build made elsewhere (`npx vite build --outDir …`), as the browser tests allow.
  const webDist = path.resolve(process.env.WEB_DIST ?? 'dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} has no built app: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `librarium-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-1', WEB_DIST: webDist, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', RECYCLE_SWEEP_HOURS: '0' });
  const { app, db } = await buildApp(config, { logger: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const close = async () => {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
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
    await signInPage(page, ACCOUNT, PASSWORD);

    const csrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'librarium_csrf')?.value ?? '');
    const post = async (url: string, data: unknown) => {
      // A page of a megabyte imports in seconds, longer on a busy machine.
      const response = await page.request.post(url, { data, headers: { 'x-csrf-token': csrf }, timeout: 120_000 });
      if (!response.ok()) throw new Error(`${url}: ${response.status()} ${(await response.text()).slice(0, 300)}`);
      return ((await response.json()) as { data: unknown }).data;
    };
    return { config, context, page, post, close, doc: `${config.apiPrefix}/ms/doc/api/user` };
  } catch (error) {
    await close();
    throw error;
  }
}
