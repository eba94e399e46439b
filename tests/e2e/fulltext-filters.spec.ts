import { expect, type Page, test } from '@playwright/test';
import { apiPost, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };

async function csrf(page: Page) {
  return decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value);
}

/** Two Chinese characters no other test writes, so the hits are this test's alone. */
function rareWord(): string {
  const pick = () => String.fromCharCode(0x5800 + Math.floor(Math.random() * 0x800));
  return `${pick()}${pick()}`;
}

test('full-text search applies each filter the moment it changes, shows Markdown as text, names its date fields and says when it needs the network', async ({ page, context }) => {
  test.setTimeout(90_000);
  const word = rareWord();
  await signIn(page, ZHAO);
  const library = (await apiPost(page, `${DOC}/doc_library`, { name: `筛选资料 ${Date.now()}` })).data as { id: number };
  const uploaded = await page.request.post(`${DOC}/file/upload?libraryId=${library.id}`, {
    multipart: { file: { name: '发布说明.md', mimeType: 'text/markdown', buffer: Buffer.from(`# 发布说明\n\n本次**${word}**上线。\n\n| 模块 | ${word}负责人 |\n| --- | --- |\n| 网关 | 赵磊 |\n`) } },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(uploaded.ok()).toBe(true);
  await apiPost(page, `${DOC}/wiki/${library.id}/pages/import`, { markdown: `# 上线检查\n\n${word}上线前逐项检查。` });

  await page.goto(`/fulltext?searchValue=${encodeURIComponent(word)}`);
  const hits = page.getByTestId('fulltext-hit');
  await expect(hits).toHaveCount(2);
  const snippet = page.locator('[data-testid="fulltext-hit"][data-kind="file"]').getByTestId('fulltext-snippet');
  await expect(snippet.locator('mark').first()).toHaveText(word);
  for (const syntax of ['#', '**', '|']) await expect(snippet).not.toContainText(syntax);

  // A filter applies at once, with no second press of the search button: the address and the results follow it.
  await page.getByTestId('fulltext-kind').selectOption('wiki');
  await expect(page).toHaveURL(/kind=wiki/);
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toHaveAttribute('data-name', '上线检查');
  await page.getByTestId('fulltext-kind').selectOption('');
  await expect(page).not.toHaveURL(/kind=/);
  await expect(hits).toHaveCount(2);
  // A span of days that has not begun yet leaves nothing, at once.
  await page.getByTestId('fulltext-from').fill('2999-01-01');
  await expect(page).toHaveURL(/from=2999-01-01/);
  await expect(page.getByTestId('fulltext-none')).toBeVisible();
  // At rest the days read the app's way, not the browser's mm/dd/yyyy.
  await page.getByTestId('fulltext-input').focus();
  await expect(page.getByTestId('fulltext-from-text')).toHaveText('2999/01/01');
  await expect(page.getByTestId('fulltext-to-text')).toHaveText('年/月/日');
  await page.getByTestId('fulltext-from').fill('');
  await expect(hits).toHaveCount(2);

  // The date fields carry their names and the app's language.
  for (const [label, testId] of [['修改时间从', 'fulltext-from'], ['修改时间至', 'fulltext-to']] as const) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('data-testid', testId);
    await expect(field).toHaveAttribute('lang', 'zh-CN');
  }

  // Offline the search says it needs the network instead of spinning, and runs once the network is back.
  await context.setOffline(true);
  await page.getByTestId('fulltext-input').fill(`${word}上线`);
  await page.getByTestId('fulltext-input').press('Enter');
  await expect(page.getByTestId('fulltext-offline')).toContainText('全文搜索需要联网');
  await context.setOffline(false);
  await expect(page.getByTestId('fulltext-offline')).toHaveCount(0);
  await expect(hits.first()).toBeVisible();
});
