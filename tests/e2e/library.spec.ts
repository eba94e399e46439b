import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { PNG_2X2, textPdf } from '../fixtures/documents';
import { signIn } from './support';

const PASSWORD = 'demo-pass-1';
const ZHAO = { account: 'zhao.lei', password: PASSWORD };
const LI = { account: 'li.na', password: PASSWORD };
const WANG = { account: 'wang.fang', password: PASSWORD };



const MINUTES_V1 = '# 上季度设计评审\n\n结论：采用新的缓存方案。\n';
const MINUTES_V2 = '# 上季度设计评审\n\n结论：采用新的缓存方案，下周上线。\n';

function row(page: Page, name: string): Locator {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('row-menu').click();
  await page.getByTestId(`action-${action}`).click();
}

async function openFolder(page: Page, name: string) {
  await row(page, name).getByTestId('open-node').click();
  await expect(page.getByTestId('file-breadcrumb')).toContainText(name);
}

async function signedIn(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

test.describe.serial('a department library from creation to sharing', () => {
  test.setTimeout(120_000);
  const name = `研发文档 ${Date.now()}`;
  let libraryId = 0;
  let designUrl = '';

  test('Zhao Lei creates a department library and lands in its file manager', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto('/doc');
    await page.getByTestId('create-library').click();
    const dialog = page.getByTestId('create-library-dialog');
    await dialog.getByTestId('create-library-submit').click();
    await expect(dialog.getByTestId('library-name-error')).toHaveText('必填项');
    await dialog.getByTestId('library-name').fill(name);
    await dialog.getByTestId('library-description').fill('设计与评审');
    await dialog.getByTestId('library-classification').fill('研发');
    await expect(dialog.getByTestId('picked-person')).toContainText('赵磊');
    await dialog.getByTestId('library-retention').fill('14');
    await dialog.getByTestId('create-library-submit').click();
    await expect(page).toHaveURL(/\/doc\/lib\/\d+\/list$/);
    libraryId = Number(/\/doc\/lib\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByTestId('file-breadcrumb')).toHaveText(name);
    await expect(page.getByTestId('side-nav')).toContainText(name);
    await expect(page.getByTestId('folder-empty')).toBeVisible();
  });

  test('he makes folders, refused names show the server’s message, and uploads files', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(`/doc/lib/${libraryId}/list`);
    for (const folder of ['设计', '归档']) {
      await page.getByTestId('create-folder').click();
      await page.getByTestId('name-input').fill(folder);
      await page.getByTestId('name-submit').click();
      await expect(row(page, folder)).toBeVisible();
    }
    await page.getByTestId('create-folder').click();
    await page.getByTestId('name-input').fill('设计');
    await page.getByTestId('name-submit').click();
    await expect(page.getByTestId('name-error')).toHaveText('当前文件夹中已有名为“设计”的项目');
    await page.getByTestId('name-input').fill('a/b');
    await page.getByTestId('name-submit').click();
    await expect(page.getByTestId('name-error')).not.toBeEmpty();
    await page.keyboard.press('Escape');

    await openFolder(page, '设计');
    await expect(page).toHaveURL(/\/list\/folder\/\d+$/);
    designUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('folder-tree')).toContainText('归档');
    await page.getByTestId('upload-input').setInputFiles([
      { name: '评审纪要.md', mimeType: 'text/markdown', buffer: Buffer.from(MINUTES_V1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Design review of the storage layer') },
      { name: 'diagram.png', mimeType: 'image/png', buffer: PNG_2X2 },
      { name: 'review.pdf', mimeType: 'application/pdf', buffer: textPdf('Design review') },
    ]);
    for (const file of ['评审纪要.md', 'notes.txt', 'diagram.png', 'review.pdf']) await expect(row(page, file)).toBeVisible();
    // Sizes read in one style on every screen: B, KB, MB of 1024.
    await expect(row(page, 'notes.txt')).toContainText('34 B');
    await expect(page.getByTestId('file-row').filter({ hasText: /字节|kB|bytes/ })).toHaveCount(0);
  });

  test('he browses with sorting and paging in the address', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(designUrl);
    await page.getByTestId('sort-size').click();
    await expect(page).toHaveURL(/sortField=size/);
    const names = page.getByTestId('file-row');
    await expect(names.first()).toHaveAttribute('data-name', 'notes.txt');
    await page.getByTestId('sort-size').click();
    await expect(page).toHaveURL(/sortType=desc/);
    await expect(names.first()).toHaveAttribute('data-name', 'review.pdf');
    await page.goto(`${designUrl}?sortField=name&pageSize=2`);
    await expect(names).toHaveCount(2);
    await expect(page.getByTestId('pager-total')).toHaveText('共 4 项');
    await page.getByTestId('pager-next').click();
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(names).toHaveCount(2);
  });

  test('he previews text, Markdown, an image and a PDF without downloading them', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(designUrl);
    await row(page, 'notes.txt').getByTestId('open-node').click();
    await expect(page).toHaveURL(/\/browse\?/);
    await expect(page.getByTestId('layout-full')).toBeVisible();
    await expect(page.getByTestId('preview-name')).toHaveText('notes.txt');
    await expect(page.getByTestId('preview-text')).toHaveText('Design review of the storage layer');
    await page.getByTestId('preview-back').click();
    await expect(page).toHaveURL(new RegExp(`${designUrl}$`));

    await row(page, '评审纪要.md').getByTestId('open-node').click();
    await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('上季度设计评审');
    await expect(page.getByTestId('preview-markdown')).toContainText('采用新的缓存方案');

    await page.goBack();
    await row(page, 'diagram.png').getByTestId('open-node').click();
    const image = page.getByTestId('preview-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);

    await page.goBack();
    await row(page, 'review.pdf').getByTestId('open-node').click();
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-pages', '1');
    await expect(page.getByTestId('pdf-page')).toBeVisible();
    // pdf.js drew the page: some of the canvas is no longer blank.
    await expect
      .poll(() =>
        page.getByTestId('pdf-page').evaluate((canvas: HTMLCanvasElement) => {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) return true;
          return false;
        }),
      )
      .toBe(true);
  });

  test('he renames, moves and copies, and downloads a file and a folder', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(designUrl);
    await rowAction(page, 'notes.txt', 'rename');
    await page.getByTestId('name-input').fill('review-notes.txt');
    await page.getByTestId('name-submit').click();
    await expect(row(page, 'review-notes.txt')).toBeVisible();
    await expect(row(page, 'notes.txt')).toHaveCount(0);

    await rowAction(page, 'review-notes.txt', 'move');
    const picker = page.getByTestId('folder-picker');
    await picker.getByRole('button', { name: '归档', exact: true }).click();
    await picker.getByTestId('picker-submit').click();
    await expect(page.getByTestId('toast')).toContainText('已移动 1 项');
    await expect(row(page, 'review-notes.txt')).toHaveCount(0);

    await rowAction(page, 'diagram.png', 'copy');
    await picker.getByTestId('picker-submit').click();
    await expect(picker.getByTestId('picker-error')).toHaveText('当前文件夹中已有名为“diagram.png”的项目');
    await picker.getByTestId('picker-name').fill('diagram-copy.png');
    await picker.getByTestId('picker-submit').click();
    await expect(row(page, 'diagram-copy.png')).toBeVisible();

    const download = page.waitForEvent('download');
    await rowAction(page, 'review.pdf', 'download');
    expect((await download).suggestedFilename()).toBe('review.pdf');

    await page.getByTestId('file-breadcrumb').getByRole('link', { name }).click();
    await expect(row(page, '归档')).toBeVisible();
    const zip = page.waitForEvent('download');
    await rowAction(page, '归档', 'download');
    expect((await zip).suggestedFilename()).toBe('归档.zip');
    await openFolder(page, '归档');
    await expect(row(page, 'review-notes.txt')).toBeVisible();
  });

  test('he deletes into the recycle bin and restores to the original folder', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(designUrl);
    await row(page, 'diagram-copy.png').getByTestId('row-select').click();
    await row(page, 'diagram.png').getByTestId('row-select').click();
    await page.getByTestId('selection-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast')).toContainText('已将 2 项移到回收站');
    await expect(row(page, 'diagram.png')).toHaveCount(0);

    await page.getByTestId('side-nav').getByRole('link', { name: '文档库回收站' }).click();
    await expect(page).toHaveURL(new RegExp(`/doc/lib/${libraryId}/recycle$`));
    const bin = page.locator('[data-testid="recycle-row"][data-name="diagram.png"]');
    await expect(bin).toContainText('/设计');
    await expect(bin).toContainText('赵磊');
    await bin.getByTestId('recycle-restore').click();
    // The delete's toast may still be closing: look for the restore's own.
    await expect(page.getByTestId('toast').filter({ hasText: '已恢复 1 项' })).toBeVisible();
    await expect(bin).toHaveCount(0);
    const copy = page.locator('[data-testid="recycle-row"][data-name="diagram-copy.png"]');
    await copy.getByTestId('recycle-purge').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('recycle-empty-state')).toBeVisible();

    await page.getByTestId('side-nav').getByRole('link', { name: '文件管理' }).click();
    await openFolder(page, '设计');
    await expect(row(page, 'diagram.png')).toBeVisible();
    await expect(row(page, 'diagram-copy.png')).toHaveCount(0);
  });

  test('uploading a same-name file makes version 2; he sees and restores version 1', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(designUrl);
    await page.getByTestId('upload-input').setInputFiles([{ name: '评审纪要.md', mimeType: 'text/markdown', buffer: Buffer.from(MINUTES_V2) }]);
    // The folder has that name already: he is asked, and replaces it as a new version.
    await page.getByTestId('upload-conflict-dialog').getByTestId('upload-conflict-replace').click();
    await expect(row(page, '评审纪要.md')).toContainText('v2');

    await rowAction(page, '评审纪要.md', 'details');
    await expect(page).toHaveURL(/info=\d+/);
    const drawer = page.getByTestId('details-drawer');
    await expect(drawer.getByTestId('details-name')).toHaveText('评审纪要.md');
    const versions = drawer.getByTestId('version-row');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('当前版本');
    const first = drawer.locator('[data-testid="version-row"][data-version="1"]');
    const oldCopy = page.waitForEvent('download');
    await first.getByTestId('version-download').click();
    expect((await oldCopy).suggestedFilename()).toBe('评审纪要.md');
    await first.getByTestId('version-restore').click();
    await expect(page.getByTestId('toast')).toContainText('已将 v1 恢复为最新版本 v3');
    await expect(versions).toHaveCount(3);

    // The details are a link: a reload opens the same drawer.
    await page.reload();
    await expect(page.getByTestId('details-drawer').getByTestId('version-row')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/info=/);

    await row(page, '评审纪要.md').getByTestId('open-node').click();
    await expect(page.getByTestId('preview-version')).toHaveText('v3');
    await expect(page.getByTestId('preview-body')).not.toContainText('下周上线');
    await page.getByTestId('preview-version-select').selectOption('2');
    await expect(page).toHaveURL(/version=2/);
    await expect(page.getByTestId('preview-body')).toContainText('下周上线');
  });

  test('he grants Li Na read access in the library settings', async ({ page }) => {
    await signIn(page, ZHAO);
    await page.goto(`/doc/lib/${libraryId}/setting`);
    await expect(page.getByTestId('library-name')).toHaveValue(name);
    await page.getByTestId('settings-section-permissions').click();
    await expect(page).toHaveURL(/section=permissions/);
    await page.getByTestId('grantee-user-input').fill('li.na');
    await page.getByTestId('person-option').filter({ hasText: '李娜' }).click();
    await page.getByTestId('grant-role').selectOption('read');
    await page.getByTestId('grant-add').click();
    await expect(page.getByTestId('toast')).toContainText('已授权给 李娜');
    const grant = page.locator('[data-testid="grant-row"][data-name="李娜"]');
    await expect(grant.getByTestId('grant-row-role')).toHaveValue('read');

    await page.getByTestId('settings-section-records').click();
    await expect(page.getByTestId('operations-table')).toContainText('授权');
  });

  test('Li Na gets a read-only view, follows the library and finds it in her followed list', async ({ browser }) => {
    const { context, page } = await signedIn(browser, LI);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(row(page, '设计')).toBeVisible();
    await expect(page.getByTestId('create-folder')).toHaveCount(0);
    await expect(page.getByTestId('upload-button')).toHaveCount(0);
    await expect(page.getByTestId('row-select')).toHaveCount(0);
    await openFolder(page, '设计');
    await row(page, 'review.pdf').getByTestId('row-menu').click();
    await expect(page.getByTestId('action-details')).toBeVisible();
    await expect(page.getByTestId('action-preview')).toBeVisible();
    for (const action of ['rename', 'move', 'copy', 'delete']) await expect(page.getByTestId(`action-${action}`)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-nav').getByRole('link', { name: '文档库设置' })).toHaveCount(0);

    await page.goto('/doc');
    const mine = page.getByTestId('my-libraries').locator(`[data-testid="library-row"][data-name="${name}"]`);
    await mine.getByTestId('follow-toggle').click();
    await expect(mine.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true');
    const followed = page.getByTestId('followed-libraries').locator(`[data-testid="library-row"][data-name="${name}"]`);
    await expect(followed).toBeVisible();
    await followed.getByTestId('library-link').click();
    await expect(page).toHaveURL(new RegExp(`/doc/lib/${libraryId}/list$`));
    await context.close();
  });

  test('Li Na searches the library by file name and by a two-character Chinese word inside a document', async ({ browser }) => {
    const { context, page } = await signedIn(browser, LI);
    await page.goto(`/doc/lib/${libraryId}/docSearch`);
    await page.getByTestId('search-input').fill('纪要');
    await page.getByTestId('search-scope').selectOption('name');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/keyword=%E7%BA%AA%E8%A6%81.*scope=name|scope=name.*keyword=%E7%BA%AA%E8%A6%81/);
    const hit = page.locator('[data-testid="search-hit"][data-name="评审纪要.md"]');
    await expect(hit.getByTestId('hit-mark')).toHaveText('纪要');

    await page.getByTestId('search-input').fill('缓存');
    await page.getByTestId('search-scope').selectOption('content');
    await page.getByTestId('search-submit').click();
    await expect(hit.getByTestId('hit-snippet')).toContainText('采用新的缓存方案');
    await expect(hit.getByTestId('hit-snippet').getByTestId('hit-mark')).toHaveText('缓存');

    // An entry of several words is marked in one piece, never word by word or character by character.
    await page.getByTestId('search-input').fill('新的缓存');
    await page.getByTestId('search-submit').click();
    await expect(hit.getByTestId('hit-snippet').getByTestId('hit-mark')).toHaveText(['新的缓存']);
    await hit.getByTestId('hit-link').click();
    await expect(page.getByTestId('preview-name')).toHaveText('评审纪要.md');

    // Across every library she can read, from the address alone.
    await page.goto(`/doc/search?searchValue=${encodeURIComponent('缓存')}`);
    await expect(page.getByTestId('search-input')).toHaveValue('缓存');
    await expect(page.locator('[data-testid="search-hit"][data-name="评审纪要.md"]').filter({ hasText: name })).toBeVisible();
    await context.close();
  });

  test('Wang Fang, who has no grant, gets the 403 page', async ({ browser }) => {
    const { context, page } = await signedIn(browser, WANG);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await expect(page).toHaveURL(/\/doc\/403$/);
    await expect(page.getByTestId('exception-forbidden')).toBeVisible();
    await expect(page.getByTestId('exception-message')).toHaveText('没有权限');
    await page.goto(`/browse?libraryId=${libraryId}&nodeId=1`);
    await expect(page.getByTestId('exception-forbidden')).toBeVisible();
    await context.close();
  });

  test('library and file lists read offline from the saved copy', async ({ page, context }) => {
    await signIn(page, ZHAO);
    await page.goto('/doc');
    await page.getByTestId('my-libraries').locator(`[data-testid="library-row"][data-name="${name}"]`).getByTestId('library-link').click();
    await openFolder(page, '设计');
    await expect(row(page, 'review.pdf')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The cache is written to IndexedDB at most once a second.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-status', 'offlineCached');
    await expect(row(page, 'review.pdf')).toBeVisible();
    await page.getByTestId('side-nav').getByRole('link', { name: '部门文档首页' }).click();
    await expect(page.getByTestId('my-libraries')).toContainText(name);
    await context.setOffline(false);
  });
});
