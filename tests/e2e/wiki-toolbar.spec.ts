import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor } from './wiki-support';

test.describe('the wiki editor’s toolbar and page-link list', () => {
  test('every tool is drawn as an icon, names its action and keys on hover, and shows when its mark is on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '工具栏');
    const pageId = await createPage(page, libraryId, '格式示例');
    const editor = await openEditor(page, libraryId, pageId);

    const tools = page.getByTestId('wiki-toolbar').getByRole('button');
    expect(await tools.count()).toBeGreaterThanOrEqual(18);
    for (const tool of await tools.all()) {
      // An icon, not a character that needs an emoji or symbol font, and a name for screen readers.
      await expect(tool.locator('svg')).toHaveCount(1);
      expect((await tool.innerText()).trim()).toBe('');
      expect(await tool.getAttribute('aria-label')).toBeTruthy();
    }

    const bold = page.getByTestId('wiki-tool-bold');
    await expect(bold).toHaveAttribute('aria-label', '粗体');
    await expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await bold.hover();
    const tip = page.getByTestId('wiki-tool-tip');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/粗体\s*Ctrl\+B/);

    await editor.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('要点');
    await expect(editor.locator('strong')).toHaveText('要点');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  test('the [[ list opened at the right edge of the editor stays inside the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '页面链接');
    const from = await createPage(page, libraryId, '值班安排与交接');
    await createPage(page, libraryId, '发布流程与回滚步骤说明');
    const editor = await openEditor(page, libraryId, from);
    await editor.click();

    // Type until the caret is near the editor's right edge, then open the list there.
    const editorRight = (await editor.boundingBox())!.x + (await editor.boundingBox())!.width;
    const caretLeft = () => page.evaluate(() => window.getSelection()!.getRangeAt(0).getBoundingClientRect().left);
    while ((await caretLeft()) < editorRight - 80) await page.keyboard.type('值班');
    await page.keyboard.type('[[');
    const picker = page.getByTestId('wiki-page-link-picker');
    await expect(picker).toBeVisible();
    await expect(page.getByTestId('wiki-page-link-option')).toHaveText(['发布流程与回滚步骤说明']);
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.keyboard.press('Enter');
    await expect(editor.getByTestId('wiki-page-link')).toHaveText('发布流程与回滚步骤说明');
  });
});
