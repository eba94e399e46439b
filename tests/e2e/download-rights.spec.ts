import { expect, type Page, test } from '@playwright/test';
import { PNG_2X2 } from '../fixtures/documents';
import { apiPost, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const PASSWORD = 'demo-pass-1';
const ZHAO = { account: 'zhao.lei', password: PASSWORD };
const LI = { account: 'li.na', password: PASSWORD };

/** A 2×2 red PNG_2X2. */
const MINUTES = '# 预算评审\n\n结论：明年预算不公开。\n';

async function uploadFile(page: Page, libraryId: number, name: string, mimeType: string, buffer: Buffer): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType, buffer } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
}

/** What the page's own fetch gets for an address: the status, as a script in the page would see it. */
function statusFromPage(page: Page, url: string): Promise<number> {
  return page.evaluate(async (address) => (await fetch(address, { credentials: 'same-origin' })).status, url);
}

test('a reader without the download right previews files and finds no way to download them', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await browser.newPage();
  await signIn(owner, ZHAO);
  const name = `预算资料 ${Date.now()}`;
  const library = (await apiPost(owner, `${DOC}/doc_library`, { name })).data as { id: number; rootId: number };
  const minutesId = await uploadFile(owner, library.id, '预算纪要.md', 'text/markdown', Buffer.from(MINUTES));
  const imageId = await uploadFile(owner, library.id, 'chart.png', 'image/png', PNG_2X2);
  await apiPost(owner, `${DOC}/common/perm`, { libraryId: library.id, grants: [{ grantee: { type: 'user', account: LI.account }, role: 'read', download: false }] });
  await owner.close();

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  let downloads = 0;
  page.on('download', () => downloads++);
  await signIn(page, LI);

  await page.goto(`/browse?libraryId=${library.id}&nodeId=${minutesId}`);
  await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('预算评审');
  await expect(page.getByTestId('preview-markdown')).toContainText('明年预算不公开');
  await expect(page.getByTestId('preview-download')).toHaveCount(0);

  await page.goto(`/browse?libraryId=${library.id}&nodeId=${imageId}`);
  const image = page.getByTestId('preview-image');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
  await expect(page.getByTestId('preview-download')).toHaveCount(0);

  await page.goto(`/doc/lib/${library.id}/list`);
  const row = page.locator('[data-testid="file-row"][data-name="预算纪要.md"]');
  await row.getByTestId('row-menu').click();
  await expect(page.getByTestId('action-preview')).toBeVisible();
  await expect(page.getByTestId('action-download')).toHaveCount(0);
  await page.getByTestId('action-details').click();
  const details = page.getByTestId('details');
  await expect(details.getByTestId('details-name')).toHaveText('预算纪要.md');
  await expect(details).not.toContainText('MD5');
  await expect(details).not.toContainText('SHA-256');
  await expect(details.locator('a[download]')).toHaveCount(0);
  await expect(page.getByTestId('version-download')).toHaveCount(0);

  // The addresses of the original bytes, tried directly from the page, give nothing.
  for (const url of [
    `${DOC}/file/content/${library.id}/${minutesId}?disposition=attachment`,
    `${DOC}/file/content/${library.id}/${minutesId}?disposition=inline`,
    `${DOC}/file/content/${library.id}/${minutesId}?disposition=inline&version=1`,
    `${DOC}/file/zip/${library.id}/${library.rootId}`,
  ]) {
    expect({ url, status: await statusFromPage(page, url) }).toEqual({ url, status: 403 });
  }
  expect(downloads).toBe(0);
  await context.close();
});
