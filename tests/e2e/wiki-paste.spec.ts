import { expect, type Locator, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, readPage, wikiPath } from './wiki-support';

/** A paste as the browser delivers one from a plain-text source (a terminal, a text editor). */
async function pastePlainText(editor: Locator, text: string) {
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('pasted Markdown becomes headings, lists and code, and a javascript: link in it never becomes a link', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '粘贴手册');
  const pageId = await createPage(page, libraryId, 'Markdown 粘贴');
  const editor = await openEditor(page, libraryId, pageId);
  await editor.click();

  await pastePlainText(editor, '## 发布步骤\n\n1. 构建镜像\n2. 滚动发布\n\n- [ ] 通知值班\n\n```sh\nnpm run build\n```\n\n见 **规范** 与 [文档](https://example.com/doc)\n');
  await expect(editor.locator('h2')).toHaveText('发布步骤');
  await expect(editor.locator('ol li')).toHaveText(['构建镜像', '滚动发布']);
  await expect(editor.locator('ul[data-type="taskList"] li')).toContainText('通知值班');
  await expect(editor.locator('pre code')).toHaveText('npm run build');
  await expect(editor.locator('strong')).toHaveText('规范');
  await expect(editor.locator('a[href="https://example.com/doc"]')).toHaveText('文档');

  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await pastePlainText(editor, '[点我](javascript:alert(1))');
  await expect(editor).toContainText('点我');
  await expect(editor.locator('a')).toHaveCount(1);
  await expect(editor.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('点我');

  await page.goto(wikiPath(libraryId, pageId));
  const content = page.getByTestId('wiki-content');
  await expect(content.locator('h2')).toHaveText('发布步骤');
  await expect(content.locator('pre code')).toHaveText('npm run build');
  await expect(content).toContainText('点我');
  await expect(content.locator('a')).toHaveCount(1);
  await expect(content.locator('a')).toHaveAttribute('href', 'https://example.com/doc');
});
