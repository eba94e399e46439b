import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';
import { createLibrary, openEditor, WIKI } from './wiki-support';

const LAST = '最后一段 LAST-PARAGRAPH';

/** About 200 KB of Markdown: numbered sections of Chinese and English text, then one last paragraph. */
function longMarkdown(): string {
  const parts = ['# 长页面'];
  for (let section = 1; section <= 400; section++) {
    parts.push(`## 第 ${section} 节`, `本节记录了存储、缓存与接口的评审结论，以及后续的待办事项。Section ${section} notes the review of storage, caching and the API.`.repeat(3));
  }
  parts.push(LAST);
  return parts.join('\n\n');
}

test('reopening a long page that the device keeps a copy of trades only what changed with the server, not the whole page', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '长页面');
  const csrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')?.value ?? '');
  const markdown = longMarkdown();
  const response = await page.request.post(`${WIKI}/${libraryId}/pages/import`, { data: { markdown }, headers: { 'x-csrf-token': csrf } });
  expect(response.ok(), await response.text()).toBe(true);
  const pageId = ((await response.json()) as { data: { id: number } }).data.id;

  // The first opening brings the page onto the device.
  const editor = await openEditor(page, libraryId, pageId);
  await expect(editor).toContainText(LAST);
  await editor.getByText(LAST).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 已读');
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced');

  const sent: number[] = [];
  const received: number[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength));
    socket.on('framereceived', (frame) => received.push(typeof frame.payload === 'string' ? frame.payload.length : frame.payload.byteLength));
  });
  await page.reload();
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  await expect(page.getByTestId('wiki-editor')).toContainText(`${LAST} 已读`);

  // The page is a few hundred kilobytes; the sync of a copy that is up to date is a few messages of a few bytes each.
  expect(Buffer.byteLength(markdown)).toBeGreaterThan(150_000);
  expect(sent.length).toBeGreaterThan(0);
  expect(Math.max(...sent)).toBeLessThan(4096);
  expect(Math.max(...received)).toBeLessThan(4096);
});
