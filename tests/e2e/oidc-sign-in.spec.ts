import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../api/support/http-session';
import { type ServerProcess, startServerProcess } from '../api/support/server-process';
import { startOidcProvider, TEST_CLIENT } from '../fixtures/oidc-provider';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let app: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The app starts first (it asks the provider only when someone signs in), then the provider that sends people back to it.
  const providerPort = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-oidc-e2e-'));
  app = await startServerProcess({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'oidc-admin-pass-1',
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_DISPLAY_NAME: '集团账号',
  });
  provider = await startOidcProvider({
    port: providerPort,
    redirectUri: `${app.base}/api/erp/oidc/callback`,
    postLogoutRedirectUri: `${app.base}/login`,
    accounts: { 'li.na': { preferred_username: 'li.na', name: '李娜', email: 'li.na@corp.example', department: '研发部', groups: ['评审组'] } },
  });
});

test.afterAll(async () => {
  await app?.stop('SIGTERM');
  await provider?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a deep link signs in through the company provider’s own pages and lands where it pointed, with the department from the claims', async ({ page }) => {
  await page.goto(`${app.base}/doc/search?searchValue=${encodeURIComponent('纪要')}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByTestId('login-sso').click();

  // The provider's own sign-in and consent pages.
  await page.locator('input[name="login"]').fill('li.na');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(`${app.base}/doc/search?searchValue=${encodeURIComponent('纪要')}`);
  await expect(page.getByTestId('screen-docSearch')).toBeVisible();
  const me = (await (await page.request.get(`${app.base}/api/getuser`)).json()).data as { account: string; name: string; departmentId: number };
  expect(me).toMatchObject({ account: 'li.na', name: '李娜' });
  expect(me.departmentId).not.toBeNull();
});

test('a refused company sign-in comes back to the sign-in page saying why, in the person’s language', async ({ page }) => {
  await page.goto(`${app.base}/api/erp/oidc/callback?code=forged&state=forged`);
  await expect(page).toHaveURL(/\/login\?sso=state/);
  await expect(page.getByTestId('login-error')).toHaveText('登录请求已失效或被篡改，请重新登录');
  await expect(page.getByTestId('login-sso')).toHaveText('使用 集团账号 登录');
});
