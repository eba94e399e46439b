import { expect, type Page, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createLibrary, openEditor, readPage, WIKI } from './wiki-support';

/**
 * How many versions the page has once the count holds still for a few seconds: the server gives edits
 * their own version when the editor leaves or before a version replaces them, a moment after the action.
 */
async function settledVersionCount(page: Page, libraryId: number, pageId: number): Promise<number> {
  const count = async () => ((await (await page.request.get(`${WIKI}/${libraryId}/pages/${pageId}/versions?pageSize=50`)).json()).data as { totalElements: number }).totalElements;
  let settled = -1;
  await expect
    .poll(
      async () => {
        const seen = await count();
        await page.waitForTimeout(3000);
        settled = seen === (await count()) ? seen : -1;
        return settled;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return settled;
}

test('versions of a page: take one, read one, compare two with the changed words marked, bring the older back', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '版本');
  const created = (await apiPost(page, `${WIKI}/${libraryId}/pages/import`, { title: '值班', markdown: 'alpha bravo charlie\n' })).data as { id: number };
  const pageId = created.id;

  const editor = await openEditor(page, libraryId, pageId);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('alpha delta charlie');
  await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('alpha delta charlie');

  await page.goto(`/doc/lib/${libraryId}/wiki/wikiVersion?id=${pageId}`);
  const rows = page.getByTestId('wiki-version-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await page.getByTestId('version-name').fill('换班后');
  await page.getByTestId('version-take').click();
  // The named version is the newest; the edits typed before it may have been given a version of their
  // own as the editor left, landing beside it.
  await expect(rows.first().getByTestId('wiki-version-name')).toHaveText('换班后');
  const afterTake = await settledVersionCount(page, libraryId, pageId);
  expect(afterTake).toBeGreaterThan(before);
  await page.reload();
  await expect(rows).toHaveCount(afterTake);
  await expect(rows.first().getByTestId('wiki-version-name')).toHaveText('换班后');

  // The oldest version is the import.
  const oldest = rows.last();
  await oldest.getByTestId('wiki-version-view').click();
  await expect(page.getByTestId('wiki-version-content')).toContainText('alpha bravo charlie');

  await oldest.getByTestId('wiki-version-compare').click();
  await expect(page.getByTestId('diff-delete')).toContainText('bravo');
  await expect(page.getByTestId('diff-insert')).toContainText('delta');
  await page.getByTestId('wiki-diff-layout').click();
  await expect(page.getByTestId('diff-side-by-side')).toContainText('bravo');
  await expect(page.getByTestId('diff-side-by-side')).toContainText('delta');

  await oldest.getByTestId('wiki-version-restore').click();
  await page.getByTestId('confirm-ok').click();
  // The restore is the newest version (a version of what it replaced may land beside it).
  await expect(rows.first()).toContainText('恢复');
  expect(await settledVersionCount(page, libraryId, pageId)).toBeGreaterThan(afterTake);
  const restored = (await readPage(page, libraryId, pageId)).text;
  expect(restored).toContain('alpha bravo charlie');
  expect(restored).not.toContain('delta');

  await page.getByTestId('wiki-back-to-page').click();
  await expect(page).toHaveURL(new RegExp(`/wiki/list/${pageId}$`));
});
