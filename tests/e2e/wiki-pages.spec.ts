import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, readPage, treeRow, wikiPath } from './wiki-support';

test.describe('wiki pages', () => {
  test('an empty wiki offers its first page; pages and sub-pages are created, renamed, moved and deleted from the tree', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '团队手册');
    await page.goto(`/doc/lib/${libraryId}/wiki`);
    await expect(page).toHaveURL(new RegExp(`${wikiPath(libraryId, 'null')}$`));
    await expect(page.getByTestId('wiki-empty')).toContainText('这个 Wiki 还没有页面');

    // The first page, from the empty state: it opens in the editor.
    await page.getByTestId('wiki-create-first').click();
    await page.getByTestId('wiki-create-submit').click();
    await expect(page.getByTestId('wiki-create-error')).toHaveText('必填项');
    await page.getByTestId('wiki-create-title').fill('入职指南');
    await page.getByTestId('wiki-create-submit').click();
    await expect(page).toHaveURL(/\/wiki\/edit\?id=\d+/);
    await expect(treeRow(page, '入职指南')).toHaveAttribute('data-current', 'true');

    // A sub-page from the tree's menu.
    await treeRow(page, '入职指南').getByTestId('wiki-page-menu').click();
    await page.getByTestId('wiki-action-child').click();
    await expect(page.getByTestId('wiki-create-parent')).toHaveText('上级页面：入职指南');
    await page.getByTestId('wiki-create-title').fill('开发环境');
    await page.getByTestId('wiki-create-submit').click();
    await expect(page).toHaveURL(/\/wiki\/edit\?id=\d+/);
    const childId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(treeRow(page, '开发环境')).toHaveAttribute('data-current', 'true');
    expect((await readPage(page, libraryId, childId)).parentId).not.toBeNull();

    // The wiki opens on its first page; the sub-page is reached through the tree.
    await page.goto(wikiPath(libraryId, 'null'));
    await expect(page.getByTestId('wiki-page-title')).toHaveText('入职指南');
    await expect(page.getByTestId('wiki-edit')).toBeVisible();
    await expect(page.getByTestId('wiki-versions')).toHaveAttribute('href', `/doc/lib/${libraryId}/wiki/wikiVersion?id=${(await page.getByTestId('wiki-page').getAttribute('data-page-id'))!}`);
    await expect(page.getByTestId('wiki-grants')).toHaveAttribute('href', /\/wikiGrant\?id=\d+$/);
    await expect(treeRow(page, '开发环境')).toHaveCount(0);
    await treeRow(page, '入职指南').getByTestId('wiki-tree-toggle').click();
    await treeRow(page, '开发环境').getByTestId('wiki-tree-link').click();
    await expect(page.getByTestId('wiki-page-title')).toHaveText('开发环境');

    // Rename from the page's own menu.
    await page.getByTestId('wiki-page-more').click();
    await page.getByTestId('wiki-page-rename').click();
    await page.getByTestId('name-input').fill('本地开发环境');
    await page.getByTestId('name-submit').click();
    await expect(page.getByTestId('wiki-page-title')).toHaveText('本地开发环境');
    await expect(treeRow(page, '本地开发环境')).toBeVisible();
    expect((await readPage(page, libraryId, childId)).title).toBe('本地开发环境');

    // A move the server refuses (the new parent already has a page of that title) says why; a good one goes through.
    const otherId = await createPage(page, libraryId, '本地开发环境');
    await page.reload();
    await treeRow(page, '本地开发环境').first().waitFor();
    await page.goto(wikiPath(libraryId, childId));
    await page.getByTestId('wiki-page-more').click();
    await page.getByTestId('wiki-page-move').click();
    await page.getByTestId('wiki-move-target').selectOption({ label: '顶层（不在任何页面之下）' });
    await page.getByTestId('wiki-move-submit').click();
    await expect(page.getByTestId('wiki-move-error')).not.toBeEmpty();
    await expect(page.getByTestId('wiki-move-dialog')).toBeVisible();
    await page.getByTestId('wiki-move-target').selectOption({ value: String(otherId) });
    await page.getByTestId('wiki-move-submit').click();
    await expect(page.getByTestId('wiki-move-dialog')).toHaveCount(0);
    await expect.poll(async () => (await readPage(page, libraryId, childId)).parentId).toBe(otherId);

    // Delete with its confirmation: into the recycle bin, and the wiki opens on another page.
    await page.getByTestId('wiki-page-more').click();
    await page.getByTestId('wiki-page-delete').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('本地开发环境');
    await page.getByTestId('confirm-ok').click();
    await expect(page).not.toHaveURL(new RegExp(`/list/${childId}$`));
    await expect(page.locator(`[data-testid="wiki-tree-link"][href$="/list/${childId}"]`)).toHaveCount(0);
    const gone = await page.request.get(`/api/ms/doc/api/user/wiki/${libraryId}/pages/${childId}`);
    expect(((await gone.json()) as { status: number }).status).not.toBe(0);
  });
});
