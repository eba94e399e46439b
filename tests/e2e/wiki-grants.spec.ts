import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, WIKI } from './wiki-support';

test('a page restricted to one person shows the grant, marks the page restricted, and its sub-page shows it as inherited', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '权限');
  const parentId = await createPage(page, libraryId, '机密');
  const childId = await createPage(page, libraryId, '子页', parentId);

  await page.goto(`/doc/lib/${libraryId}/wiki/wikiGrant?id=${parentId}`);
  await expect(page.getByTestId('wiki-grants')).toBeVisible();
  await page.getByTestId('grantee-user-input').fill('wang');
  await page.getByTestId('person-option').filter({ hasText: '王芳' }).click();
  await page.getByTestId('wiki-grant-access').selectOption('read');
  await page.getByTestId('wiki-grant-add').click();
  await expect(page.getByTestId('wiki-grant-own')).toContainText('王芳');
  await page.getByTestId('wiki-grants-save').click();
  await expect(page.getByTestId('toast')).toContainText('权限已保存');

  const tree = (await (await page.request.get(`${WIKI}/${libraryId}/pages`)).json()) as { data: { pages: { id: number; restricted: boolean }[] } };
  expect(tree.data.pages.find((entry) => entry.id === parentId)?.restricted).toBe(true);

  await page.goto(`/doc/lib/${libraryId}/wiki/wikiGrant?id=${childId}`);
  const inherited = page.getByTestId('wiki-grant-inherited');
  await expect(inherited).toContainText('王芳');
  await expect(inherited).toContainText('机密');
  await expect(page.getByTestId('wiki-grant-own')).toHaveCount(0);
});
