import { expect, type Page, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

async function csrf(page: Page) {
  return decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value);
}

async function uploadFile(page: Page, libraryId: number, name: string, text: string) {
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType: 'text/markdown', buffer: Buffer.from(text) } },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Chen Jie files and recommends a document; Li Na sees it on her home, browses to it and follows it, never seeing what she cannot read', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const shared = `知识文档-${tag}.md`;
  const secret = `机密预算-${tag}.md`;

  const owner = await browser.newPage();
  await signIn(owner, ZHAO);
  const open = (await apiPost(owner, `${DOC}/doc_library`, { name: `部门知识 ${tag}` })).data as { id: number };
  await apiPost(owner, `${DOC}/common/perm`, { libraryId: open.id, grants: [{ grantee: { type: 'user', account: ENGINEER.account }, role: 'read' }] });
  await uploadFile(owner, open.id, shared, '# 设计规范\n\n接口命名约定。');
  const closed = (await apiPost(owner, `${DOC}/doc_library`, { name: `财务 ${tag}` })).data as { id: number };
  await uploadFile(owner, closed.id, secret, '# 预算\n\n只给财务看。');
  await owner.close();

  // Chen Jie builds a small tree and files both documents in it.
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await admin.goto('/manage/classify');
  await admin.getByTestId('classify-new').click();
  await admin.getByTestId('name-input').fill(`研发规范 ${tag}`);
  await admin.getByTestId('name-submit').click();
  await expect(admin.getByTestId('manage-classify-title')).toHaveText(`研发规范 ${tag}`);
  await admin.getByTestId('classify-new-child').click();
  await admin.getByTestId('name-input').fill(`接口 ${tag}`);
  await admin.getByTestId('name-submit').click();
  await expect(admin.getByTestId('manage-classify-title')).toHaveText(`接口 ${tag}`);
  await admin.getByTestId('assign-keyword').fill(tag);
  await admin.getByTestId('assign-find').click();
  for (const name of [shared, secret]) {
    await admin.locator(`[data-testid="assign-candidate"][data-name="${name}"]`).getByTestId('assign-add').click();
    await expect(admin.locator(`[data-testid="manage-classify-item"][data-name="${name}"]`)).toBeVisible();
  }

  // Deleting a category says where its contents go.
  await admin.getByTestId('classify-delete').click();
  await expect(admin.getByTestId('confirm-dialog')).toContainText(`研发规范 ${tag}`);
  await admin.getByTestId('confirm-cancel').click();

  // …and recommends them on the knowledge home.
  await admin.goto('/manage/notice');
  await admin.getByTestId('recommend-keyword').fill(tag);
  await admin.getByTestId('recommend-find').click();
  for (const name of [shared, secret]) {
    await admin.locator(`[data-testid="recommend-candidate"][data-name="${name}"]`).getByTestId('recommend-add').click();
    await expect(admin.locator(`[data-testid="recommendation"][data-name="${name}"]`)).toBeVisible();
  }
  await admin.close();

  // Li Na sees the readable one on her home, never the other.
  const page = await browser.newPage();
  await signIn(page, ENGINEER);
  await page.goto('/home');
  const recommended = page.getByTestId('home-recommended');
  await expect(recommended.getByText(shared)).toBeVisible();
  await expect(recommended.getByText(secret)).toHaveCount(0);
  await expect(page.getByTestId('home-recent').getByText(secret)).toHaveCount(0);

  // She browses the knowledge base to it: the count agrees with what she may read.
  await page.goto('/classify');
  await page.locator('[data-testid="classify-node"]').filter({ hasText: `研发规范 ${tag}` }).getByRole('link').click();
  await page.locator('[data-testid="classify-node"]').filter({ hasText: `接口 ${tag}` }).getByRole('link').click();
  await expect(page.getByTestId('classify-title')).toHaveText(`接口 ${tag}`);
  await expect(page.locator('[data-testid="classify-node"]').filter({ hasText: `接口 ${tag}` })).toContainText('(1)');
  await expect(page.getByTestId('classify-item')).toHaveCount(1);
  const row = page.locator(`[data-testid="classify-item"][data-name="${shared}"]`);
  await expect(row).toContainText(`部门知识 ${tag}`);
  await expect(page.getByTestId('classify-count')).toContainText('1');

  // A kind filter lives in the address.
  await page.getByTestId('classify-kind').selectOption('wiki');
  await expect(page).toHaveURL(/kind=wiki/);
  await expect(page.getByTestId('classify-none')).toBeVisible();
  await page.getByTestId('classify-kind').selectOption('');

  await row.getByTestId('knowledge-follow').click();
  await expect(row.getByTestId('knowledge-follow')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/home');
  await expect(page.getByTestId('home-followed').getByText(shared)).toBeVisible();

  // The home reads from the saved copy: offline it still shows what she saw.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.waitForTimeout(1500);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('home-followed').getByText(shared)).toBeVisible();
  await expect(page.getByTestId('home-recommended').getByText(shared)).toBeVisible();
  await page.context().setOffline(false);

  // The search box of the home leads to the full-text search.
  await page.getByTestId('home-search').fill('设计规范');
  await page.getByTestId('home-search').press('Enter');
  await expect(page).toHaveURL(/\/fulltext\?.*searchValue=/);

  // The back office is refused by the server, not only by a hidden menu.
  expect((await page.request.get(`${DOC}/manage/recommend`)).status()).toBe(403);
  await page.goto('/manage/classify');
  await expect(page).toHaveURL(/\/403/);
});
