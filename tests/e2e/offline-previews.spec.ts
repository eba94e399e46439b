import { expect, type Page, test } from '@playwright/test';
import { PNG_2X2, textPdf } from '../fixtures/documents';
import { apiPost, signIn } from './support';

const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };
const DOC_API = '/api/ms/doc/api/user';
const KB = 1024;
// pdf.js and the service worker both start cold in each fresh browser.
const slowExpect = expect.configure({ timeout: 30_000 });



/** A text file of about `bytes`, whose first line names it. */
function textOf(title: string, bytes: number): Buffer {
  return Buffer.from(`${title}\n${'x'.repeat(99)}\n`.padEnd(bytes, 'y'));
}

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'librarium_csrf');
  return decodeURIComponent(cookie!.value);
}

async function createLibrary(page: Page, label: string): Promise<number> {
  const answer = await apiPost(page, `${DOC_API}/doc_library`, { name: `${label} ${Date.now()}` });
  return (answer.data as { id: number }).id;
}

async function createFolder(page: Page, libraryId: number, name: string, parentId?: number): Promise<number> {
  const answer = await apiPost(page, `${DOC_API}/file/folder`, { libraryId, parentId, name });
  return (answer.data as { id: number }).id;
}

/** Uploads files into a folder as the page's person; their node ids by name. */
async function upload(page: Page, libraryId: number, parentId: number | undefined, files: Upload[]): Promise<Record<string, number>> {
  const query = new URLSearchParams({ libraryId: String(libraryId), ...(parentId === undefined ? {} : { parentId: String(parentId) }) });
  const multipart = Object.fromEntries(files.map((file, index) => [`file${index}`, file]));
  const response = await page.request.post(`${DOC_API}/file/upload?${query}`, { multipart, headers: { 'x-csrf-token': await csrf(page) } });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { files: { node: { id: number; name: string } }[] } };
  return Object.fromEntries(data.files.map((outcome) => [outcome.node.name, outcome.node.id]));
}

function row(page: Page, name: string) {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

async function openFile(page: Page, name: string) {
  await row(page, name).getByTestId('open-node').click();
  await slowExpect(page.getByTestId('preview-name')).toHaveText(name);
}

async function backToFolder(page: Page) {
  await page.getByTestId('preview-back').click();
  await expect(page.getByTestId('file-manager')).toBeVisible();
}

/** The service worker answers this page's requests (so previews pass through it). */
async function workerInControl(page: Page) {
  // A first install precaches the whole shell, which takes a while on a busy machine.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
}

/** pdf.js drew the page: some of the canvas is no longer blank. */
async function expectPdfDrawn(page: Page) {
  await slowExpect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-pages', '1');
  await expect
    .poll(() =>
      page.getByTestId('pdf-page').evaluate((canvas: HTMLCanvasElement) => {
        if (canvas.width === 0) return false;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) return true;
        return false;
      }),
    )
    .toBe(true);
}

async function expectImageShown(page: Page) {
  const image = page.getByTestId('preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);
}

/** The saved query cache (IndexedDB) holds the details of these files, so the browse screen can read them after a reload. */
async function detailsSaved(page: Page, libraryId: number, nodeIds: number[]) {
  await expect
    .poll(() =>
      page.evaluate(
        async ({ libraryId, nodeIds }) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const opening = indexedDB.open('librarium');
            opening.onsuccess = () => resolve(opening.result);
            opening.onerror = () => reject(opening.error);
          });
          const saved = await new Promise<unknown[]>((resolve) => {
            const reading = db.transaction('query-cache').objectStore('query-cache').getAll();
            reading.onsuccess = () => resolve(reading.result);
          });
          db.close();
          const keys = JSON.stringify(saved);
          return nodeIds.every((id) => keys.includes(JSON.stringify(['files', libraryId, 'info', id])));
        },
        { libraryId, nodeIds },
      ),
    )
    .toBe(true);
}

async function openOfflineStorage(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-offline-storage').click();
  await expect(page.getByTestId('offline-storage')).toBeVisible();
}

async function closeOfflineStorage(page: Page) {
  await page.getByTestId('offline-storage-close').click();
  await expect(page.getByTestId('offline-storage')).toHaveCount(0);
}

test.describe('previews offline', () => {
  // Each test installs the service worker in a fresh browser and reloads offline: minutes on a busy machine.
  test.setTimeout(300_000);

  test('a PDF, an image and a Markdown file read online show again offline after a reload; one never opened says so in place', async ({ page, context }) => {
    await signIn(page, ZHAO);
    const libraryId = await createLibrary(page, '离线预览');
    const folderId = await createFolder(page, libraryId, '评审');
    const ids = await upload(page, libraryId, folderId, [
      { name: 'review.pdf', mimeType: 'application/pdf', buffer: textPdf('Offline review') },
      { name: 'diagram.png', mimeType: 'image/png', buffer: PNG_2X2 },
      { name: '纪要.md', mimeType: 'text/markdown', buffer: Buffer.from('# 离线纪要\n\n结论：缓存预览。\n') },
      { name: 'never.txt', mimeType: 'text/plain', buffer: Buffer.from('never opened online') },
    ]);
    const folderUrl = `/doc/lib/${libraryId}/list/folder/${folderId}`;
    await page.goto(folderUrl);
    await workerInControl(page);

    await openFile(page, 'review.pdf');
    await expectPdfDrawn(page);
    await backToFolder(page);
    await openFile(page, 'diagram.png');
    await expectImageShown(page);
    await backToFolder(page);
    await openFile(page, '纪要.md');
    await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('离线纪要');
    await backToFolder(page);
    await detailsSaved(page, libraryId, [ids['review.pdf']!, ids['diagram.png']!, ids['纪要.md']!]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(row(page, 'review.pdf')).toBeVisible();

    await openFile(page, 'review.pdf');
    await expectPdfDrawn(page);
    await backToFolder(page);
    await openFile(page, 'diagram.png');
    await expectImageShown(page);
    await backToFolder(page);
    await openFile(page, '纪要.md');
    await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('离线纪要');
    await expect(page.getByTestId('preview-markdown')).toContainText('缓存预览');
    await backToFolder(page);

    // Never opened online: the screen says in place, inside the layout, that it has no offline copy.
    await row(page, 'never.txt').getByTestId('open-node').click();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByTestId('exception-offline')).toContainText('此页面尚未在本设备上打开过，离线时无法查看');
    await expect(page.locator('body')).not.toContainText('Failed to fetch');
    await context.setOffline(false);
  });

  test('with a small cap the least recently used preview leaves; the panel shows the usage and clearing empties it', async ({ page, context }) => {
    await signIn(page, ZHAO);
    const libraryId = await createLibrary(page, '预览上限');
    await upload(page, libraryId, undefined, [
      { name: 'a.txt', mimeType: 'text/plain', buffer: textOf('file A', 400 * KB) },
      { name: 'b.txt', mimeType: 'text/plain', buffer: textOf('file B', 400 * KB) },
      { name: 'c.txt', mimeType: 'text/plain', buffer: textOf('file C', 400 * KB) },
    ]);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await workerInControl(page);

    await openOfflineStorage(page);
    await page.getByTestId('preview-cap').fill('0');
    await page.getByTestId('preview-cap-save').click();
    await expect(page.getByTestId('preview-cap-error')).toBeVisible();
    await page.getByTestId('preview-cap').fill('1');
    await page.getByTestId('preview-cap-save').click();
    await expect(page.getByTestId('preview-usage')).toHaveAttribute('data-cap', String(1024 * KB));
    await closeOfflineStorage(page);

    const readText = async (name: string, title: string) => {
      await openFile(page, name);
      await slowExpect(page.getByTestId('preview-text')).toContainText(title);
      await backToFolder(page);
    };
    await readText('a.txt', 'file A');
    await readText('b.txt', 'file B');
    // A is read again, so B is now the least recently used.
    await page.reload();
    await readText('a.txt', 'file A');
    await page.reload();
    await readText('c.txt', 'file C');

    await openOfflineStorage(page);
    const usage = page.getByTestId('preview-usage');
    await expect(usage).toHaveAttribute('data-count', '2');
    await expect(usage).toHaveAttribute('data-used', String(800 * KB));
    await expect(usage).toContainText('2 个文件');
    await closeOfflineStorage(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await readText('a.txt', 'file A');
    await readText('c.txt', 'file C');
    await openFile(page, 'b.txt');
    await expect(page.getByTestId('preview-offline')).toBeVisible();
    await backToFolder(page);

    await context.setOffline(false);
    await page.reload();
    await openOfflineStorage(page);
    await page.getByTestId('preview-clear').click();
    await expect(page.getByTestId('preview-usage')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('preview-usage')).toHaveAttribute('data-used', '0');
    await closeOfflineStorage(page);

    await context.setOffline(true);
    await page.reload();
    await openFile(page, 'a.txt');
    await expect(page.getByTestId('preview-offline')).toBeVisible();
    await expect(page.getByTestId('preview-text')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a library kept offline can be browsed and its files read offline though none was opened online', async ({ page, context }) => {
    await signIn(page, ZHAO);
    const libraryId = await createLibrary(page, '离线文库');
    const folderId = await createFolder(page, libraryId, '资料');
    await upload(page, libraryId, undefined, [
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: textPdf('Kept plan') },
      { name: 'big.txt', mimeType: 'text/plain', buffer: textOf('too big to keep', 1536 * KB) },
    ]);
    await upload(page, libraryId, folderId, [
      { name: 'deep.md', mimeType: 'text/markdown', buffer: Buffer.from('# 深层文档\n\n离线也能读。\n') },
      { name: 'photo.png', mimeType: 'image/png', buffer: PNG_2X2 },
    ]);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await workerInControl(page);

    await page.getByTestId('keep-offline').click();
    const dialog = page.getByTestId('keep-offline-dialog');
    await dialog.getByTestId('keep-max-size').fill('1');
    await dialog.getByTestId('keep-start').click();
    await expect(dialog.getByTestId('keep-done')).toBeVisible({ timeout: 30_000 });
    // plan.pdf, deep.md and photo.png; big.txt is over the 1 MB chosen.
    await expect(dialog.getByTestId('keep-done')).toContainText('3 个文件预览');
    await expect(dialog.getByTestId('keep-summary')).toContainText('2 个文件夹');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('keep-offline')).toHaveAttribute('data-kept', 'true');
    // The folder lists reach the saved query cache.
    await expect
      .poll(() => page.evaluate(async () => JSON.stringify(await new Promise((resolve) => {
        const opening = indexedDB.open('librarium');
        opening.onsuccess = () => {
          const reading = opening.result.transaction('query-cache').objectStore('query-cache').getAll();
          reading.onsuccess = () => resolve(reading.result);
        };
      }))))
      .toContain('deep.md');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(row(page, 'plan.pdf')).toBeVisible();
    await row(page, '资料').getByTestId('open-node').click();
    await expect(row(page, 'deep.md')).toBeVisible();
    await openFile(page, 'deep.md');
    await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('深层文档');
    await backToFolder(page);
    await openFile(page, 'photo.png');
    await expectImageShown(page);
    await backToFolder(page);
    await page.getByTestId('file-breadcrumb').getByRole('link').first().click();
    await openFile(page, 'plan.pdf');
    await expectPdfDrawn(page);
    await backToFolder(page);
    await openFile(page, 'big.txt');
    await expect(page.getByTestId('preview-offline')).toBeVisible();
    await backToFolder(page);

    await context.setOffline(false);
    await page.reload();
    await openOfflineStorage(page);
    const kept = page.locator(`[data-testid="kept-library"][data-library="${libraryId}"]`);
    await expect(kept).toContainText('3 个文件');
    await kept.getByTestId('kept-remove').click();
    await expect(kept).toHaveCount(0);
    await closeOfflineStorage(page);
    await expect(page.getByTestId('keep-offline')).toHaveAttribute('data-kept', 'false');
  });
});
