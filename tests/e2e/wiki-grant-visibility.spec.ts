import { expect, type Page, test } from '@playwright/test';
import { apiPost, apiSend, ENGINEER, signIn } from './support';
import { createLibrary, treeRow, WIKI, wikiPath } from './wiki-support';

const OWNER = { account: 'zhao.lei', password: 'demo-pass-1' };

/** Two Chinese characters no other test writes, so the hits are this test's alone. */
function rareWord(): string {
  const pick = () => String.fromCharCode(0x5000 + Math.floor(Math.random() * 0x800));
  return `${pick()}${pick()}`;
}

async function importPage(page: Page, libraryId: number, markdown: string): Promise<number> {
  return ((await apiPost(page, `${WIKI}/${libraryId}/pages/import`, { markdown })).data as { id: number }).id;
}

async function searchWiki(page: Page, libraryId: number, word: string) {
  await page.goto(wikiPath(libraryId, 'null'));
  await page.getByTestId('wiki-search-input').fill(word);
  await page.getByTestId('wiki-search-input').press('Enter');
  await expect(page).toHaveURL(/\/wiki\/libSearch\?keyword=/);
}

test('a page granted to its owner alone stays out of a library reader’s tree, wiki search and page links, and its address is refused', async ({ browser }) => {
  test.setTimeout(90_000);
  const word = rareWord();
  const owner = await browser.newPage();
  await signIn(owner, OWNER);
  const libraryId = await createLibrary(owner, '人事资料');
  const hidden = await importPage(owner, libraryId, `# 薪酬调整\n\n${word}名单只给管理层看。`);
  await importPage(owner, libraryId, `# 入职须知\n\n${word}培训安排见 [[薪酬调整]]。`);
  await apiSend(owner, 'PUT', `${WIKI}/${libraryId}/pages/${hidden}/grants`, { grants: [{ grantee: { type: 'user', account: OWNER.account }, access: 'edit' }] });
  await apiPost(owner, '/api/ms/doc/api/user/common/perm', { libraryId, grants: [{ grantee: { type: 'user', account: ENGINEER.account }, role: 'read' }] });

  // The owner finds both pages.
  await searchWiki(owner, libraryId, word);
  await expect(owner.getByTestId('wiki-search-hit')).toHaveCount(2);
  await owner.close();

  const page = await browser.newPage();
  await signIn(page, ENGINEER);
  await searchWiki(page, libraryId, word);
  const hits = page.getByTestId('wiki-search-hit');
  await expect(hits).toHaveCount(1);
  await expect(hits.getByTestId('wiki-search-link')).toHaveText('入职须知');
  await expect(page.locator('body')).not.toContainText('薪酬调整');
  await expect(treeRow(page, '入职须知')).toBeVisible();
  await expect(treeRow(page, '薪酬调整')).toHaveCount(0);

  // A link to the restricted page reads as unavailable, without its title.
  await hits.getByTestId('wiki-search-link').click();
  const link = page.getByTestId('wiki-content').getByTestId('wiki-page-link');
  await expect(link).toHaveAttribute('data-state', 'missing');
  await expect(page.getByTestId('wiki-content')).not.toContainText('薪酬调整');

  await page.goto(wikiPath(libraryId, hidden));
  await expect(page.getByTestId('exception-forbidden')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(`${word}名单`);
  await page.close();
});
