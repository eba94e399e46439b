import { expect, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor, readPage, wikiPath } from './wiki-support';

const COLLEAGUE = { account: 'zhao.lei', password: 'demo-pass-1', name: '赵磊' };

test.describe('wiki editor', () => {
  test('typed text survives a reload, reaches the server and is found by a Chinese word of the body', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '运维手册');
    const pageId = await createPage(page, libraryId, '发布说明');
    const editor = await openEditor(page, libraryId, pageId);

    await editor.click();
    // Markdown shortcuts: '## ' makes a heading, '[ ] ' a task.
    await page.keyboard.type('## 概述');
    await page.keyboard.press('Enter');
    await page.keyboard.type('部署流程：先构建镜像，再滚动发布。');
    await page.keyboard.press('Enter');
    await page.keyboard.type('[ ] 通知值班同事');
    await expect(editor.locator('h2')).toHaveText('概述');
    await expect(editor.locator('ul[data-type="taskList"] li')).toContainText('通知值班同事');
    await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('先构建镜像');

    await page.reload();
    await expect(page.getByTestId('wiki-editor')).toContainText('部署流程：先构建镜像，再滚动发布。');

    // The page view draws the stored content without the editor.
    await page.goto(wikiPath(libraryId, pageId));
    await expect(page.getByTestId('wiki-content').locator('h2')).toHaveText('概述');
    await expect(page.getByTestId('wiki-content').locator('input[type="checkbox"]')).toHaveCount(1);

    await page.getByTestId('wiki-search-input').fill('镜像');
    await page.getByTestId('wiki-search-input').press('Enter');
    await expect(page).toHaveURL(/\/wiki\/libSearch\?keyword=/);
    const hit = page.getByTestId('wiki-search-hit');
    await expect(hit).toHaveCount(1);
    await expect(hit.getByTestId('wiki-search-snippet').getByTestId('hit-mark')).toHaveText('镜像');
    await hit.getByTestId('wiki-search-link').click();
    await expect(page.getByTestId('wiki-page-title')).toHaveText('发布说明');
  });

  test('a javascript: link in pasted HTML stays plain text; an https one stays a link', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '安全手册');
    const pageId = await createPage(page, libraryId, '粘贴测试');
    const editor = await openEditor(page, libraryId, pageId);
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p><a href="javascript:alert(document.cookie)">点我领奖</a> 和 <a href="https://example.com/doc">官方文档</a></p>');
      data.setData('text/plain', '点我领奖 和 官方文档');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor).toContainText('点我领奖');
    await expect(editor.locator('a[href="https://example.com/doc"]')).toHaveText('官方文档');
    await expect(editor.locator('a')).toHaveCount(1);
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('点我领奖');

    await page.goto(wikiPath(libraryId, pageId));
    const content = page.getByTestId('wiki-content');
    await expect(content).toContainText('点我领奖');
    await expect(content.locator('a')).toHaveCount(1);
    await expect(content.locator('a')).toHaveAttribute('href', 'https://example.com/doc');
  });

  test('two people editing one page see each other’s text and named caret within seconds', async ({ page, browser }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '协作手册');
    await apiPost(page, '/api/ms/doc/api/user/common/perm', { libraryId, grants: [{ grantee: { type: 'user', account: COLLEAGUE.account }, role: 'edit', download: false }] });
    const pageId = await createPage(page, libraryId, '周会纪要');

    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await signIn(other, COLLEAGUE);
      const mine = await openEditor(page, libraryId, pageId);
      const theirs = await openEditor(other, libraryId, pageId);

      await mine.click();
      await page.keyboard.type('李娜写的第一行');
      await expect(theirs).toContainText('李娜写的第一行', { timeout: 5_000 });

      await theirs.click();
      await other.keyboard.press('End');
      await other.keyboard.press('Enter');
      await other.keyboard.type('赵磊补充的第二行');
      await expect(mine).toContainText('赵磊补充的第二行', { timeout: 5_000 });

      await expect(page.locator('.collaboration-carets__label')).toHaveText(COLLEAGUE.name, { timeout: 5_000 });
      await expect(other.locator('.collaboration-carets__label')).toHaveText(ENGINEER.name, { timeout: 5_000 });
      await expect(page.getByTestId('wiki-editors')).toContainText(COLLEAGUE.name);
    } finally {
      await otherContext.close();
    }
  });

  test('a reader of the library gets the page in a non-editable editor with a note, and no edit button', async ({ page, browser }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '只读手册');
    await apiPost(page, '/api/ms/doc/api/user/common/perm', { libraryId, grants: [{ grantee: { type: 'user', account: COLLEAGUE.account }, role: 'read', download: false }] });
    const pageId = await createPage(page, libraryId, '制度');
    const editor = await openEditor(page, libraryId, pageId);
    await editor.click();
    await page.keyboard.type('请假需提前一天申请。');
    await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('请假需提前一天申请');

    const readerContext = await browser.newContext();
    try {
      const reader = await readerContext.newPage();
      await signIn(reader, COLLEAGUE);
      await reader.goto(wikiPath(libraryId, pageId));
      await expect(reader.getByTestId('wiki-content')).toContainText('请假需提前一天申请。');
      await expect(reader.getByTestId('wiki-edit')).toHaveCount(0);

      await reader.goto(`/doc/lib/${libraryId}/wiki/edit?id=${pageId}`);
      await expect(reader.getByTestId('wiki-readonly')).toBeVisible();
      await expect(reader.getByTestId('wiki-editor')).toContainText('请假需提前一天申请。');
      await expect(reader.getByTestId('wiki-editor')).toHaveAttribute('contenteditable', 'false');
      await expect(reader.getByTestId('wiki-toolbar')).toHaveCount(0);
    } finally {
      await readerContext.close();
    }
  });

  test('a pasted image is stored in the library and shown in the page', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = await createLibrary(page, '图片手册');
    const pageId = await createPage(page, libraryId, '架构图');
    const editor = await openEditor(page, libraryId, pageId);
    await editor.click();
    await editor.evaluate((element) => {
      // A 1×1 PNG.
      const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], '架构.png', { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const image = editor.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/.+/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);

    await page.goto(wikiPath(libraryId, pageId));
    await expect(page.getByTestId('wiki-content').locator('img')).toHaveAttribute('alt', '架构.png');
  });
});
