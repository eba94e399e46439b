import { expect, type Page, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';

const DOC = '/api/ms/doc/api/user';

async function uploadFile(page: Page, libraryId: number, name: string, text: string) {
  const csrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value);
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType: 'text/markdown', buffer: Buffer.from(text) } },
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the personal home shows what Li Na added lately, once and with a short time, and how full her space is, and opens the file’s detail', async ({ page }) => {
  await signIn(page, ENGINEER);
  const personal = ((await (await page.request.get(`${DOC}/doc_library/personal`)).json()) as { data: { id: number } }).data;
  const name = `个人笔记 ${Date.now()}.md`;
  await uploadFile(page, personal.id, name, '# 笔记\n\n明天复盘。\n');

  await page.goto('/personal');
  const recent = page.getByTestId('personal-recent');
  await expect(recent.getByTestId('personal-item').first()).toHaveAttribute('data-name', name);
  // Added and changed are one list: the new file is in it once, its time said shortly, the full moment on hover.
  await expect(recent.locator(`[data-testid="personal-item"][data-name="${name}"]`)).toHaveCount(1);
  await expect(page.getByTestId('personal-added')).toHaveCount(0);
  const time = recent.getByTestId('personal-item-time').first();
  await expect(time).toHaveText(/·\s*(此刻|现在|\d+ 分钟前)/);
  await expect(time).toHaveAttribute('title', /\d{4}年\d{1,2}月\d{1,2}日/);
  expect(await time.evaluate((element) => element.getClientRects().length)).toBe(1);
  await expect(page.getByTestId('personal-space-usage')).toContainText(/已用 .+，共 10(\.0)? GB/);
  // The person's own files are still listed below.
  await expect(page.getByText(name).last()).toBeVisible();

  await recent.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/overview\?/);
  await expect(page.getByTestId('overview-title')).toHaveText(name);
  await expect(page.getByTestId('overview-location')).toContainText(ENGINEER.name);
});
