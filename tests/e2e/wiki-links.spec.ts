import { expect, test } from '@playwright/test';
import { apiSend, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, WIKI, wikiPath } from './wiki-support';

test.describe('links between wiki pages', () => {
  test('a link typed with [[ keeps showing the page’s current title after a rename and opens it', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '链接手册');
    const from = await createPage(page, libraryId, '入门指南');
    const to = await createPage(page, libraryId, '发布流程');
    await createPage(page, libraryId, '值班安排');
    const editor = await openEditor(page, libraryId, from);

    await editor.click();
    await page.keyboard.type('详见 [[发布');
    const options = page.getByTestId('wiki-page-link-option');
    await expect(options).toHaveText(['发布流程']);
    await page.keyboard.press('Enter');
    await page.keyboard.type('一节');
    const link = editor.getByTestId('wiki-page-link');
    await expect(link).toHaveText('发布流程');
    await expect(editor).toContainText('详见 发布流程 一节');
    await expect(page.getByTestId('wiki-page-link-picker')).toHaveCount(0);

    // A copied link pastes back as a page link (as ProseMirror puts it on the clipboard), not as linked text.
    await page.keyboard.press('Enter');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '发布流程');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `<p><a data-page-link="" data-page-id="${to}" href="/doc/lib/${libraryId}/wiki/list/${to}">发布流程</a></p>`);
    await expect(link).toHaveText(['发布流程', '发布流程']);
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');

    // The linked page is renamed (as a colleague would); the linking page shows its new title.
    await apiSend(page, 'PUT', `${WIKI}/${libraryId}/pages/${to}/title`, { title: '上线流程' });
    await page.goto(wikiPath(libraryId, from));
    const read = page.getByTestId('wiki-content').getByTestId('wiki-page-link');
    await expect(read).toHaveText(['上线流程', '上线流程']);
    await page.reload();
    await expect(read).toHaveText(['上线流程', '上线流程']);
    await read.first().click();
    await expect(page).toHaveURL(new RegExp(`${wikiPath(libraryId, to)}$`));
    await expect(page.getByTestId('wiki-page-title')).toHaveText('上线流程');

    // Back in the editor the link has the new title too, and a click there opens the page as well.
    const again = await openEditor(page, libraryId, from);
    await expect(again.getByTestId('wiki-page-link')).toHaveText(['上线流程', '上线流程']);
    await again.getByTestId('wiki-page-link').first().click();
    await expect(page).toHaveURL(new RegExp(`${wikiPath(libraryId, to)}$`));
  });

  test('in a list Enter picks a page and Escape closes the list; a link to a deleted page says the page is gone', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '链接手册');
    const from = await createPage(page, libraryId, '索引');
    const gone = await createPage(page, libraryId, '作废方案');
    const editor = await openEditor(page, libraryId, from);
    await editor.click();
    // In a list item Enter chooses the page rather than starting the next item; Escape closes the list.
    await page.keyboard.type('- [[作废');
    await expect(page.getByTestId('wiki-page-link-option')).toHaveText(['作废方案']);
    await page.keyboard.press('Enter');
    await expect(editor.locator('li')).toHaveCount(1);
    await expect(editor.locator('li').getByTestId('wiki-page-link')).toHaveText('作废方案');
    await page.keyboard.type('[[作');
    await expect(page.getByTestId('wiki-page-link-picker')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('wiki-page-link-picker')).toHaveCount(0);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(editor.locator('li')).toHaveText('作废方案 ');
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');

    await apiSend(page, 'DELETE', `${WIKI}/${libraryId}/pages/${gone}`);
    await page.goto(wikiPath(libraryId, from));
    const link = page.getByTestId('wiki-content').getByTestId('wiki-page-link');
    await expect(link).toHaveAttribute('data-state', 'missing');
    await expect(link).toHaveText('页面已删除或无权查看');
    await expect(link).not.toHaveAttribute('href');
  });
});

