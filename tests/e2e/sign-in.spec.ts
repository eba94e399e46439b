import { expect, test } from '@playwright/test';
import { ADMIN, ENGINEER, signIn } from './support';

const SESSION_COOKIE = 'librarium_session';
const CSRF_COOKIE = 'librarium_csrf';

test.describe('signing in and out', () => {
  test('a visit without a session goes to sign-in and comes back to the page afterwards', async ({ page }) => {
    await page.goto('/doc/search?searchValue=plan');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdoc%2Fsearch/);
    await page.getByTestId('login-username').fill(ADMIN.account);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/doc\/search\?searchValue=plan$/);
    await expect(page.getByTestId('screen-docSearch')).toBeVisible();
  });

  test('the root address lands on the department document home with a welcome', async ({ page }) => {
    await signIn(page, ENGINEER);
    await page.goto('/');
    await expect(page).toHaveURL(/\/doc$/);
    await expect(page.getByTestId('welcome')).toContainText(ENGINEER.name);
    await expect(page.getByTestId('reachable-tabs').getByRole('link')).not.toHaveCount(0);
  });

  test('an empty form is checked before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('必填项');
    await expect(page.getByTestId('login-password-error')).toHaveText('必填项');
  });

  test('the sign-in page of a browser that never uploaded loads none of the upload code, and signing in works', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    // Time for anything the page loads after its first frame.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => /\/upload-[^/]*\.js$/.test(script))).toEqual([]);
    expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
    await page.getByTestId('login-username').fill(ENGINEER.account);
    await page.getByTestId('login-password').fill(ENGINEER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a wrong password shows the localised error and stays on the page', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill(ADMIN.account);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await expect(page).toHaveURL(/\/login$/);

    await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
    await page.reload();
    await page.getByTestId('login-username').fill(ADMIN.account);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Wrong account or password');
  });

  test('signing out returns to the sign-in page and the API then refuses the old session', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    const answer = await page.request.get('/api/getuser');
    expect(answer.status()).toBe(401);
    await page.goto('/doc');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdoc/);
  });

  test('a lost session opens the session-expired dialog, which leads back to sign-in', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/home');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    // The home's own calls finish first, so the language switch below is the first call without the session.
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    // Switching the language asks the server again, which no longer knows the session.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('session-expired')).toBeVisible();
    await expect(page.getByTestId('session-expired')).toContainText('Logon failed, please re-login');
    await page.getByTestId('sign-in-again').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
  });

  test('a session ended on the server shows the dialog at the first failed call, with nothing of the page behind it, and signing in returns there', async ({ page, context, playwright, baseURL }) => {
    test.setTimeout(150_000);
    await signIn(page, ENGINEER);
    await page.goto('/personal');
    await expect(page.getByTestId('screen-personal')).toBeVisible();
    const folder = `会议纪要 ${Date.now()}`;
    await page.getByTestId('create-folder').click();
    await page.getByTestId('name-input').fill(folder);
    await page.getByTestId('name-submit').click();
    const folderRow = page.locator(`[data-testid="file-row"][data-name="${folder}"]`);
    await expect(folderRow).toBeVisible({ timeout: 30_000 });

    // The same person signs out on another device sharing this session: the server ends it, while this
    // browser still holds the cookie.
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE)!;
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${session.value}; ${CSRF_COOKIE}=${csrf.value}`, 'x-csrf-token': decodeURIComponent(csrf.value) },
    });
    expect((await elsewhere.post('/api/erp/logout', { data: {} })).status()).toBe(200);
    await elsewhere.dispose();

    // Opening the folder asks for its list (a call that handles its own errors): the first 401 is enough. The
    // bell's live count may meet the ended session first, which shows the same dialog before the click lands.
    const dialog = page.getByTestId('session-expired');
    await Promise.race([dialog.waitFor(), folderRow.getByTestId('open-node').click()]);
    await expect(page.getByTestId('session-expired')).toBeVisible();
    await expect(page.getByTestId('session-expired')).toContainText('登录失败，请重新登录');
    // Nothing of the person's page stays behind the dialog: no file list, no top bar, no inline retry.
    await expect(page.getByTestId('layout-outer')).toHaveCount(0);
    await expect(page.getByTestId('file-manager')).toHaveCount(0);
    await expect(page.getByTestId('retry')).toHaveCount(0);
    await expect(page.getByText(folder)).toHaveCount(0);
    const there = new URL(page.url());
    expect(there.pathname).toBe('/personal');

    await page.getByTestId('sign-in-again').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal/);
    await page.getByTestId('login-username').fill(ENGINEER.account);
    await page.getByTestId('login-password').fill(ENGINEER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(`${there.pathname}${there.search}`);
    if (!there.searchParams.has('folder')) await folderRow.getByTestId('open-node').click();
    await expect(page.getByTestId('file-breadcrumb')).toContainText(folder, { timeout: 30_000 });
    await expect(page.getByTestId('folder-empty')).toBeVisible();
    await expect(page.getByTestId('session-expired')).toHaveCount(0);

    // And it stays signed in across reloads.
    await page.reload();
    await expect(page.getByTestId('file-breadcrumb')).toContainText(folder, { timeout: 30_000 });
    await page.reload();
    await expect(page.getByTestId('file-breadcrumb')).toContainText(folder, { timeout: 30_000 });
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
  });

  test('the sign-in page sends someone already signed in home, or where the link asked to go', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ENGINEER);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/doc$/);
    await expect(page.getByTestId('welcome')).toContainText(ENGINEER.name);
    await page.goto('/login?redirect=%2Fpersonal');
    await expect(page).toHaveURL(/\/personal$/);
    await expect(page.getByTestId('screen-personal')).toBeVisible();
    // A link to another site is no target: home instead.
    await page.goto('/login?redirect=https%3A%2F%2Fexample.com%2F');
    await expect(page).toHaveURL(/\/doc$/);
    await expect(page.getByTestId('login-form')).toHaveCount(0);
  });
});

test.describe('the user menu', () => {
  test('offers backstage management to a classification admin', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-backstage').click();
    await expect(page).toHaveURL(/\/manage\/classify$/);
    await expect(page.getByTestId('screen-manageClassify')).toBeVisible();
  });

  test('hides backstage management from an ordinary user, and its address shows 403', async ({ page }) => {
    await signIn(page, ENGINEER);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('menu-logout')).toBeVisible();
    await expect(page.getByTestId('menu-backstage')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('exception-message')).toHaveText('没有权限');
  });
});
