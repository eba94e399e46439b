import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

export const ADMIN = { account: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
/** An ordinary department engineer from the demo data. */
export const ENGINEER = { account: 'li.na', password: 'demo-pass-1', name: '李娜' };

/**
 * The lock (see playwright.config.ts) of the specs that change the server-wide repository settings (allowed
 * local folders and hosts) or scan a local repository, which such a change would refuse: they never run at
 * the same time as each other.
 */
export const REPOSITORY_SETTINGS_LOCK = 'repository-settings';

/**
 * The lock of the tests that publish the notice everyone sees, or count on the one they published being the
 * newest: the newest notice is the one shown, so a notice published meanwhile by another test would replace it.
 */
export const NOTICE_LOCK = 'notice';

/** Signs in through the sign-in page and waits for the screen it leads to. */
export async function signIn(page: Page, who: { account: string; password: string } = ADMIN, path = '/login') {
  await page.goto(path);
  await page.getByTestId('login-username').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('layout-outer').or(page.getByTestId('layout-full')).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

async function csrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'librarium_csrf');
  if (!cookie) throw new Error('not signed in: no CSRF cookie');
  return decodeURIComponent(cookie.value);
}

/** Calls the API with the page's session, as the app itself would. */
export async function apiSend(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const request: APIRequestContext = page.request;
  const response = await request.fetch(path, {
    method,
    data,
    headers: { 'x-csrf-token': await csrfToken(page.context()) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ status: number; data: unknown }>;
}

export function apiPost(page: Page, path: string, data: unknown) {
  return apiSend(page, 'POST', path, data);
}

/**
 * Makes a new person through the back office, signed in as the admin in a context of its own, for a test that
 * counts what one person is told or shown: the demo people are shared with every spec running beside it.
 */
export async function createPerson(browser: Browser, name: string): Promise<{ account: string; password: string; name: string }> {
  const person = { account: `p${Date.now()}${Math.floor(Math.random() * 1000)}`, password: 'person-pass-1', name };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await apiSend(page, 'POST', '/api/ms/doc/api/user/manage/people', person);
  } finally {
    await context.close();
  }
  return person;
}

/** Creates a code-check task owned by whoever the page is signed in as; returns its id. */
export async function createTask(page: Page, tools: string[], label = 'e2e'): Promise<number> {
  const suffix = `${Date.now()}_${Math.floor(Math.random() * 1000)}`;
  const answer = await apiPost(page, '/api/task/api/user/task', {
    nameEn: `${label}_${suffix}`,
    nameCn: `${label} 任务 ${suffix}`,
    langs: ['JAVASCRIPT'],
    repoUrl: 'https://example.com/team/service.git',
    branch: 'main',
    tools,
  });
  return (answer.data as { taskId: number }).taskId;
}
