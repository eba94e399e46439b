import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createLibrary, createPage, wikiPath } from './wiki-support';

/** Every tree is driven by keyboard alone, as the WAI-ARIA tree pattern says, and dialogs keep and give back focus. */

const DOC = '/api/ms/doc/api/user';

/** Presses Tab from the top of the page until focus lands inside `area`; fails if it never does. */
async function tabInto(page: Page, area: Locator) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await area.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the element');
}

/** The focused element's name in the tree (its data-tree-label). */
function focusedLabel(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-tree-label') ?? document.activeElement?.outerHTML.slice(0, 120));
}

async function expectOneTabStop(tree: Locator, label: string) {
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveAttribute('data-tree-label', label);
  // The links and buttons inside the items are reached through the item, not as Tab stops of their own.
  await expect(tree.locator('[role="treeitem"] a[href]:not([tabindex="-1"]), [role="treeitem"] button:not([tabindex="-1"])')).toHaveCount(0);
}

test('the wiki page tree is read and walked by keyboard: arrows move, open and close, Home and End jump, letters find, Enter opens', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, 'Keyboard wiki');
  const alpha = await createPage(page, libraryId, 'Alpha');
  await createPage(page, libraryId, 'Alpha one', alpha);
  const alphaTwo = await createPage(page, libraryId, 'Alpha two', alpha);
  const beta = await createPage(page, libraryId, 'Beta');
  await createPage(page, libraryId, 'Gamma');

  await page.goto(wikiPath(libraryId, beta));
  const tree = page.getByRole('tree', { name: 'Wiki 页面' });
  const item = (title: string) => tree.locator(`[role="treeitem"][data-tree-label="${title}"]`);
  await expect(item('Beta')).toHaveAttribute('aria-current', 'page');

  // One Tab stop: the open page's item.
  await expectOneTabStop(tree, 'Beta');
  await tabInto(page, tree);
  expect(await focusedLabel(page)).toBe('Beta');
  await expect(item('Beta')).toHaveAttribute('aria-level', '1');
  await expect(item('Beta')).toHaveAttribute('aria-posinset', '2');
  await expect(item('Beta')).toHaveAttribute('aria-setsize', '3');
  await expect(item('Beta')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowUp');
  expect(await focusedLabel(page)).toBe('Alpha');
  await expect(item('Alpha')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Alpha')).toHaveAttribute('tabindex', '0');
  await expect(item('Beta')).toHaveAttribute('tabindex', '-1');

  // Right opens a closed item, then goes to its first child; Down and Up walk the visible items.
  await page.keyboard.press('ArrowRight');
  await expect(item('Alpha')).toHaveAttribute('aria-expanded', 'true');
  expect(await focusedLabel(page)).toBe('Alpha');
  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('Alpha one');
  await expect(item('Alpha one')).toHaveAttribute('aria-level', '2');
  await expect(item('Alpha one')).toHaveAttribute('aria-setsize', '2');
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Alpha two');
  await expect(item('Alpha two')).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Beta');

  // End and Home go to the last and first visible items; a letter goes to the next item starting with it.
  await page.keyboard.press('End');
  expect(await focusedLabel(page)).toBe('Gamma');
  await page.keyboard.press('Home');
  expect(await focusedLabel(page)).toBe('Alpha');
  await page.keyboard.press('g');
  expect(await focusedLabel(page)).toBe('Gamma');
  // Letters typed in quick succession spell a longer start; after a pause a letter starts afresh.
  await page.waitForTimeout(800);
  await page.keyboard.press('a');
  expect(await focusedLabel(page)).toBe('Alpha');

  // Left goes from a child to its parent, then closes the parent.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Alpha two');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toBe('Alpha');
  await page.keyboard.press('ArrowLeft');
  await expect(item('Alpha')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Alpha two')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Beta');

  // Enter opens the focused page; Tab leaves the tree in one step.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Alpha two');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${wikiPath(libraryId, alphaTwo)}$`));
  await expect(page.getByTestId('wiki-page-title')).toHaveText('Alpha two');
  await expect(item('Alpha two')).toHaveAttribute('aria-current', 'page');
  await expectOneTabStop(tree, 'Alpha two');
  await item('Alpha two').focus();
  await page.keyboard.press('Tab');
  expect(await tree.evaluate((element) => element.contains(document.activeElement))).toBe(false);
});

test('the folder tree opens folders level by level from the keyboard and Enter shows the folder', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, 'Keyboard files');
  const folder = async (name: string, parentId?: number) => ((await apiPost(page, `${DOC}/file/folder`, { libraryId, parentId, name })).data as { id: number }).id;
  const design = await folder('Design');
  const drafts = await folder('Drafts', design);
  await folder('Reviews');

  await page.goto(`/doc/lib/${libraryId}`);
  const tree = page.getByRole('tree', { name: '文件夹' });
  const item = (name: string) => tree.locator(`[role="treeitem"][data-tree-label="${name}"]`);
  await expect(item('Design')).toBeVisible();
  await tabInto(page, tree);
  const root = tree.locator('[role="treeitem"][aria-level="1"]');
  await expect(root).toBeFocused();
  await expect(root).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('Design');
  await expect(item('Design')).toHaveAttribute('aria-level', '2');
  await expect(item('Design')).toHaveAttribute('aria-posinset', '1');
  await expect(item('Design')).toHaveAttribute('aria-setsize', '2');
  await expect(item('Design')).toHaveAttribute('aria-expanded', 'false');
  // The children of a closed folder are asked for when it opens.
  await page.keyboard.press('ArrowRight');
  await expect(item('Design')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Drafts')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('Drafts');
  await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('Reviews');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toBe('Design');
  await page.keyboard.press('ArrowLeft');
  await expect(item('Drafts')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(root).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/list/folder/${drafts}$`));
  await expect(item('Drafts')).toHaveAttribute('aria-current', 'page');
  await expectOneTabStop(tree, 'Drafts');
});

test('the knowledge classification tree closes and opens categories from the keyboard and Enter shows a category', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/classify');
  const tree = page.getByRole('tree', { name: '知识分类' });
  const item = (name: string) => tree.locator(`[role="treeitem"][data-tree-label="${name}"]`);
  await expect(item('运维手册')).toBeVisible();
  await tabInto(page, tree);
  await expect(tree.locator('[role="treeitem"]').first()).toBeFocused();

  // Down to 运维手册, past the open 研发规范 and its children.
  for (let presses = 0; presses < 30 && (await focusedLabel(page)) !== '运维手册'; presses++) await page.keyboard.press('ArrowDown');
  expect(await focusedLabel(page)).toBe('运维手册');
  await expect(item('运维手册')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('运维手册')).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('发布与回滚');
  await expect(item('发布与回滚')).toHaveAttribute('aria-level', '2');
  await expect(item('发布与回滚')).toHaveAttribute('aria-posinset', '1');
  await expect(item('发布与回滚')).toHaveAttribute('aria-setsize', '3');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toBe('运维手册');
  await page.keyboard.press('ArrowLeft');
  await expect(item('运维手册')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('发布与回滚')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(item('发布与回滚')).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('classify-title')).toHaveText('运维手册');
  await expect(item('运维手册')).toHaveAttribute('aria-current', 'page');
  await expectOneTabStop(tree, '运维手册');
});

test('a dialog opened from the keyboard keeps Tab inside it and gives focus back to what opened it when Escape closes it', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/home');
  const opener = page.getByTestId('user-menu');
  await tabInto(page, opener);
  await page.keyboard.press('Enter');
  for (let presses = 0; presses < 10; presses++) {
    if ((await page.getByTestId('menu-change-password').getAttribute('data-highlighted')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const stops = await dialog.evaluate((element) => element.querySelectorAll('input, button, a[href], select, textarea').length);
  for (let presses = 0; presses < stops + 2; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
