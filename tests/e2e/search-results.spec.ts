import { expect, type Locator, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createPage } from './wiki-support';

const DOC = '/api/ms/doc/api/user';

/** What every result row shows: the kind's icon, a link with the title, where it lives, and the passage. */
async function expectOneLayout(row: Locator) {
  await expect(row.locator('svg').first()).toBeVisible();
  await expect(row.getByRole('link').first()).toBeVisible();
  await expect(row.locator('mark').first()).toBeVisible();
  const [icon, title] = await Promise.all([row.locator('svg').first().boundingBox(), row.getByRole('link').first().boundingBox()]);
  // The icon stands left of the title, in the same row.
  expect(icon!.x).toBeLessThan(title!.x);
  expect(Math.abs(icon!.y - title!.y)).toBeLessThan(16);
}

test('library search, wiki search and full-text search show their results the same way', async ({ page }) => {
  await signIn(page, ENGINEER);
  const word = `布局${Date.now()}`;
  const libraryId = ((await apiPost(page, `${DOC}/doc_library`, { name: `检索 ${Date.now()}` })).data as { id: number }).id;
  await apiPost(page, `${DOC}/file/folder`, { libraryId, name: `${word} 资料` });
  await createPage(page, libraryId, `${word} 页面`);

  await page.goto(`/doc/search?searchValue=${encodeURIComponent(word)}`);
  await expectOneLayout(page.getByTestId('search-hit').first());

  await page.goto(`/doc/lib/${libraryId}/wiki/libSearch?keyword=${encodeURIComponent(word)}`);
  await expectOneLayout(page.getByTestId('wiki-search-hit').first());

  await page.goto(`/fulltext?searchValue=${encodeURIComponent(word)}`);
  await expectOneLayout(page.getByTestId('fulltext-hit').first());
});
