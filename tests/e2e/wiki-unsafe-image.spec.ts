import { expect, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createLibrary, createPage, openEditor } from './wiki-support';

const COLLEAGUE = { account: 'zhao.lei', password: 'demo-pass-1' };
const UNSAFE = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'];

test('an image address written into the shared document by another client is drawn in the editor only when it is safe', async ({ page, browser }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '图片安全');
  await apiPost(page, '/api/ms/doc/api/user/common/perm', { libraryId, grants: [{ grantee: { type: 'user', account: COLLEAGUE.account }, role: 'edit', download: false }] });
  const pageId = await createPage(page, libraryId, '插图');
  const editor = await openEditor(page, libraryId, pageId);

  // As a client that skips the editor's paste and insert rules would: straight into the document.
  await editor.evaluate((element, sources) => {
    const tiptap = (element as HTMLElement & { editor: { commands: { insertContent(content: unknown): boolean } } }).editor;
    tiptap.commands.insertContent([...sources, '/api/logo.png'].map((src) => ({ type: 'image', attrs: { src, alt: src.slice(0, 10) } })));
  }, UNSAFE);
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signIn(other, COLLEAGUE);
    const theirs = await openEditor(other, libraryId, pageId);
    const images = theirs.locator('img');
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).not.toHaveAttribute('src', /.*/);
    await expect(images.nth(1)).not.toHaveAttribute('src', /.*/);
    await expect(images.nth(2)).toHaveAttribute('src', '/api/logo.png');
  } finally {
    await otherContext.close();
  }
});
