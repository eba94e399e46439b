import { expect, type Page, test } from '@playwright/test';
import { apiPost, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };
const LI = { account: 'li.na', password: 'demo-pass-1' };

async function csrf(page: Page) {
  return decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value);
}

async function uploadFile(page: Page, libraryId: number, name: string, text: string): Promise<number> {
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType: 'text/markdown', buffer: Buffer.from(text) } },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
}

async function importPage(page: Page, libraryId: number, markdown: string): Promise<number> {
  return ((await apiPost(page, `${DOC}/wiki/${libraryId}/pages/import`, { markdown })).data as { id: number }).id;
}

/** Two Chinese characters no other test writes, so the hits are this test's alone. */
function rareWord(): string {
  const pick = () => String.fromCharCode(0x5000 + Math.floor(Math.random() * 0x800));
  return `${pick()}${pick()}`;
}

test('Li Na finds a document and a wiki page by two Chinese characters of their content, narrows the search through the address, opens their details, and follows the document onto her personal home', async ({ browser }) => {
  test.setTimeout(90_000);
  const word = rareWord();
  const owner = await browser.newPage();
  await signIn(owner, ZHAO);
  const library = (await apiPost(owner, `${DOC}/doc_library`, { name: `季度资料 ${Date.now()}` })).data as { id: number };
  await uploadFile(owner, library.id, '季度设计评审.md', `# 评审结论\n\n本季度的${word}方案通过评审。\n`);
  await importPage(owner, library.id, `# 评审流程\n\n提交${word}之前先自测。`);
  const hidden = await importPage(owner, library.id, `# 人事安排\n\n${word}调整只给管理层看。`);
  expect((await owner.request.put(`${DOC}/wiki/${library.id}/pages/${hidden}/grants`, { data: { grants: [{ grantee: { type: 'user', account: ZHAO.account }, access: 'edit' }] }, headers: { 'x-csrf-token': await csrf(owner) } })).ok()).toBe(true);
  await apiPost(owner, `${DOC}/common/perm`, { libraryId: library.id, grants: [{ grantee: { type: 'user', account: LI.account }, role: 'read' }] });
  await owner.close();

  const page = await browser.newPage();
  await signIn(page, LI);
  await page.getByTestId('search-box').fill(word);
  await page.getByTestId('search-box').press('Enter');
  await expect(page).toHaveURL(/\/fulltext\?/);
  const hits = page.getByTestId('fulltext-hit');
  await expect(hits).toHaveCount(2);
  await expect(page.getByTestId('fulltext-count')).toContainText('2');
  await expect(hits.filter({ hasText: '人事安排' })).toHaveCount(0);
  const file = page.locator('[data-testid="fulltext-hit"][data-kind="file"]');
  await expect(file).toHaveAttribute('data-name', '季度设计评审.md');
  await expect(file.getByTestId('fulltext-snippet').locator('mark')).toHaveText(word);

  // Narrowed to wiki pages: the address holds it, so a reload shows the same.
  await page.getByTestId('fulltext-kind').selectOption('wiki');
  await page.getByTestId('fulltext-submit').click();
  await expect(page).toHaveURL(/kind=wiki/);
  await expect(hits).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('fulltext-kind')).toHaveValue('wiki');
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toHaveAttribute('data-name', '评审流程');

  // The page's detail: where it lives and what it says, then the page itself.
  await hits.first().getByTestId('fulltext-hit-link').click();
  await expect(page).toHaveURL(/\/overview\?/);
  await expect(page.getByTestId('overview-title')).toHaveText('评审流程');
  await expect(page.getByTestId('overview-excerpt')).toContainText(`提交${word}之前先自测。`);
  await page.getByTestId('overview-back').click();
  await expect(page).toHaveURL(/kind=wiki/);

  // The file's detail: its location and its versions, and a preview one click away.
  await page.getByTestId('fulltext-kind').selectOption('');
  await page.getByTestId('fulltext-submit').click();
  await expect(hits).toHaveCount(2);
  await file.getByTestId('fulltext-hit-link').click();
  await expect(page.getByTestId('overview-title')).toHaveText('季度设计评审.md');
  await expect(page.getByTestId('overview-location')).toContainText('季度资料');
  await expect(page.getByTestId('overview-version')).toHaveCount(1);
  // She follows it; her personal home lists it among what she follows.
  await page.getByTestId('overview-follow').click();
  await expect(page.getByTestId('overview-follow')).toHaveAttribute('data-following', 'true');
  await page.getByTestId('overview-preview').click();
  await expect(page).toHaveURL(/\/browse\?/);
  await expect(page.getByTestId('preview-name')).toHaveText('季度设计评审.md');

  await page.goto('/personal');
  await expect(page.locator('[data-testid="personal-knowledge-item"][data-name="季度设计评审.md"]')).toBeVisible();

  // Another person without the library finds nothing.
  await page.goto(`/fulltext?searchValue=${encodeURIComponent(word)}`);
  await expect(hits).toHaveCount(2);
  const stranger = await browser.newPage();
  await signIn(stranger, { account: 'wang.fang', password: 'demo-pass-1' });
  await stranger.goto(`/fulltext?searchValue=${encodeURIComponent(word)}`);
  await expect(stranger.getByTestId('fulltext-none')).toBeVisible();
});
