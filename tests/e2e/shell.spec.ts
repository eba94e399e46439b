import { expect, test } from '@playwright/test';
import { ADMIN, apiPost, createTask, ENGINEER, NOTICE_LOCK, signIn } from './support';

test.describe('language', () => {
  test('switching to English survives a reload and reaches the server', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/home');
    await expect(page.getByTestId('tab-personal')).toHaveText('个人空间');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('tab-personal')).toHaveText('Personal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'language');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.reload();
    await expect(page.getByTestId('tab-personal')).toHaveText('Personal');
    await expect(page.getByTestId('screen-home')).toContainText('Knowledge home');
    const answer = await page.request.get('/api/no-such-call');
    expect((await answer.json()).message).toBe('Not Found');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-zh-CN').click();
    await expect(page.getByTestId('tab-personal')).toHaveText('个人空间');
  });
});

test.describe('notice banner', () => {
  test.describe.configure({ lock: NOTICE_LOCK });

  test('a published notice shows at the top and stays dismissed after a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    const content = `Maintenance window tonight ${Date.now()}`;
    await apiPost(page, '/api/ms/doc/api/user/message', { content, department: true });
    await page.reload();
    const banner = page.getByTestId('notice-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('notice-content')).toHaveText(content);
    const box = await banner.boundingBox();
    expect(box?.y).toBe(0);
    await page.getByTestId('notice-close').click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('layout-outer')).toBeVisible();
    await expect(page.getByTestId('notice-banner')).toHaveCount(0);
  });

  test('is never shown on the sign-in page', async ({ page }) => {
    await signIn(page, ADMIN);
    await apiPost(page, '/api/ms/doc/api/user/message', { content: `Notice ${Date.now()}`, department: true });
    await page.goto('/home');
    await expect(page.getByTestId('notice-banner')).toBeVisible();
    // Signing out lands on the sign-in page, where the notice read a moment ago does not follow.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('notice-banner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('notice-banner')).toHaveCount(0);
  });
});

test.describe('top-bar tabs', () => {
  test('an engineer with a project sees the knowledge tabs, the project tab and personal', async ({ page }) => {
    await signIn(page, ENGINEER);
    for (const tab of ['home', 'knowledge', 'department', 'project', 'personal', 'codecheck']) {
      await expect(page.getByTestId(`tab-${tab}`)).toBeVisible();
    }
    await page.getByTestId('tab-project').click();
    await expect(page.getByTestId('screen-ppmHome')).toBeVisible();
  });
});

test.describe('exception pages', () => {
  test('an unknown address shows page-not-found, signed in or not', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByTestId('exception-notFound')).toBeVisible();
    await expect(page.getByTestId('exception-message')).toHaveText('页面不存在！');
  });

  test("someone else's task shows insufficient privileges in place of the screen", async ({ page, context }) => {
    await signIn(page, ADMIN);
    const task = await createTask(page, ['ESLINT'], 'private');
    await context.clearCookies();
    await signIn(page, ENGINEER);
    await page.goto(`/codecc/task/${task}/overview`);
    await expect(page.getByTestId('exception-privileges')).toBeVisible();
    await expect(page.getByTestId('exception-message')).toHaveText('没有权限');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/codecc/task/${task}/overview$`));
  });

  test('/420 shows the message it is given', async ({ page }) => {
    await page.goto('/420?m=hello');
    await expect(page.getByTestId('exception-message')).toHaveText('hello');
  });

  test('the 403 and 500 pages say what happened, in both languages', async ({ page, context }) => {
    await page.goto('/403');
    await expect(page.getByTestId('exception-message')).toHaveText('没有权限');
    await page.goto('/500');
    await expect(page.getByTestId('exception-message')).toHaveText('出错了');
    await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
    await page.goto('/403');
    await expect(page.getByTestId('exception-message')).toHaveText("You don't have access");
    await page.goto('/500');
    await expect(page.getByTestId('exception-message')).toHaveText('Something went wrong');
    await page.goto('/nothing-here');
    await expect(page.getByTestId('exception-message')).toHaveText('page not found!');
  });
});
