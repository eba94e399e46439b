import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { onePageObjects, pdfDocument } from '../fixtures/documents';
import { apiPost, signIn } from './support';

const PASSWORD = 'demo-pass-1';
const ZHAO = { account: 'zhao.lei', password: PASSWORD };
const LI = { account: 'li.na', password: PASSWORD };
const WANG = { account: 'wang.fang', password: PASSWORD };
const DOC = '/api/ms/doc/api/user';

function row(page: Page, name: string): Locator {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

function libraryRow(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-testid="library-row"][data-name="${name}"]`);
}

async function signedIn(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

async function createLibrary(page: Page, name: string): Promise<number> {
  const answer = await apiPost(page, `${DOC}/doc_library`, { name, description: 'e2e' });
  return (answer.data as { id: number }).id;
}

/**
 * A PDF whose Chinese text uses the non-embedded STSong-Light font: pdf.js can only read it with the
 * Adobe-GB1 CMaps, which must come from our own origin.
 */
function chinesePdf(): Buffer {
  // 设计评审 in UCS-2.
  const stream = 'BT /F1 24 Tf 72 720 Td <8BBE8BA18BC45BA1> Tj ET';
  return pdfDocument([
    ...onePageObjects(stream),
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]);
}

let sharedLibrary: number | undefined;

/** One library of Zhao Lei's, read by Li Na without download, for the tests that only need a place to work. */
async function sharedLibraryOf(page: Page): Promise<number> {
  if (sharedLibrary === undefined) {
    sharedLibrary = await createLibrary(page, `共享 ${Date.now()}`);
    await apiPost(page, `${DOC}/common/perm`, { libraryId: sharedLibrary, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false }] });
  }
  return sharedLibrary;
}

test.describe('project libraries', () => {
  test('Zhao Lei syncs a library for each of his projects, opens one and shares both with Wang Fang', async ({ page, browser }) => {
    await signIn(page, ZHAO);
    await page.goto('/ppmdoc');
    await page.getByTestId('sync-projects').click();
    await expect(page.getByTestId('toast')).toContainText('已同步');
    const list = page.getByTestId('project-libraries');
    await expect(libraryRow(list, '文库平台')).toBeVisible();
    await expect(libraryRow(list, '代码检查服务')).toBeVisible();

    await libraryRow(list, '文库平台').getByTestId('library-select').click();
    await libraryRow(list, '代码检查服务').getByTestId('library-select').click();
    await page.getByTestId('batch-share').click();
    const dialog = page.getByTestId('batch-dialog');
    await dialog.getByTestId('grantee-user-input').fill('wang');
    await dialog.getByTestId('person-option').filter({ hasText: '王芳' }).click();
    await dialog.getByTestId('batch-role').selectOption('read');
    await dialog.getByTestId('batch-submit').click();
    await expect(page.getByTestId('toast')).toContainText('已更新 2 个文档库');

    await libraryRow(list, '文库平台').getByTestId('library-link').click();
    await expect(page).toHaveURL(/\/ppmdoc\/lib\/\d+\/list$/);
    await expect(page.getByTestId('file-breadcrumb')).toHaveText('文库平台');
    // The side navigation is titled with the library's name, not a numbered stand-in.
    await expect(page.getByTestId('side-nav')).toContainText('文库平台');
    await expect(page.getByTestId('side-nav')).not.toContainText(/文档库 \d+/);
    await page.getByTestId('create-folder').click();
    await page.getByTestId('name-input').fill(`需求 ${Date.now()}`);
    await page.getByTestId('name-submit').click();
    await expect(page.getByTestId('file-row')).not.toHaveCount(0);

    // Wang Fang is a member of the code-check project only; the share gives her the other library too.
    const wang = await signedIn(browser, WANG);
    await wang.page.goto('/ppmdoc');
    await expect(libraryRow(wang.page.getByTestId('project-libraries'), '文库平台')).toBeVisible();
    await libraryRow(wang.page.getByTestId('project-libraries'), '文库平台').getByTestId('library-link').click();
    await expect(wang.page.getByTestId('read-only')).toBeVisible();
    await wang.context.close();
  });

  test.describe('without view permission', () => {
    // The page's own calls are answered on purpose, so the service worker must stay out of the way.
    test.use({ serviceWorkers: 'block' });

    test('the project app shows its 403 page', async ({ page }) => {
      // Answered from the first call on: the answer is kept (and saved offline) once it arrives.
      await page.route(`**${DOC}/ppm_project_doc_library/user_permission`, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 0, message: 'success', data: { viewPermission: false } }) }),
      );
      await signIn(page, LI);
      await page.goto('/ppmdoc');
      await expect(page).toHaveURL(/\/ppmdoc\/403$/);
      await expect(page.getByTestId('exception-forbidden')).toBeVisible();
      await expect(page.getByTestId('tab-project')).toHaveCount(0);
    });
  });
});

test.describe('library back office', () => {
  test('an admin changes settings and permissions, applies a share template, deletes and restores a library', async ({ page }) => {
    await signIn(page, ZHAO);
    const name = `后台 ${Date.now()}`;
    const libraryId = await createLibrary(page, name);
    const departments = (await (await page.request.get(`${DOC}/common/dept`)).json()).data as { id: number; name: string }[];
    const research = departments.find((department) => department.name === '研发部')!;
    const template = `研发只读 ${Date.now()}`;
    await apiPost(page, `${DOC}/manage/shareTemplate`, { name: template, grants: [{ grantee: { type: 'department', id: research.id }, role: 'read', download: false }] });

    await page.goto(`/doc/backstage/list?keyword=${encodeURIComponent(name)}`);
    const entry = libraryRow(page.getByTestId('backstage-libraries'), name);
    await entry.getByTestId('backstage-setting').click();
    await expect(page).toHaveURL(new RegExp(`/doc/backstage/setting\\?libraryId=${libraryId}$`));
    await expect(page.getByTestId('library-chooser')).toHaveValue(String(libraryId));
    await page.getByTestId('library-retention').fill('0');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('请输入 1 到 3650 之间的整数')).toBeVisible();
    await page.getByTestId('library-retention').fill('60');
    await page.getByTestId('library-description').fill('后台修改的描述');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('toast')).toContainText('设置已保存');

    await page.getByTestId('section-tabs').getByRole('link', { name: '文档库权限' }).click();
    await expect(page).toHaveURL(new RegExp(`/doc/backstage/limit\\?libraryId=${libraryId}$`));
    await page.getByTestId('template-select').selectOption({ label: template });
    await page.getByTestId('template-apply').click();
    // The toast of the save above may still show beside it.
    await expect(page.getByTestId('toast').filter({ hasText: template })).toBeVisible();
    const department = page.locator('[data-testid="grant-row"][data-name="研发部"]');
    await expect(department.getByTestId('grant-row-role')).toHaveValue('read');
    await department.getByTestId('grant-row-role').selectOption('upload');
    await expect(page.getByTestId('toast')).toContainText('已修改 研发部 的权限');
    await department.getByTestId('grant-remove').click();
    await expect(department).toHaveCount(0);

    await page.goto(`/doc/backstage/list?keyword=${encodeURIComponent(name)}`);
    await entry.getByTestId('backstage-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(entry).toHaveCount(0);
    await page.getByTestId('section-tabs').getByRole('link', { name: '文档库回收站' }).click();
    const deleted = libraryRow(page.getByTestId('deleted-libraries'), name);
    await deleted.getByTestId('library-restore').click();
    await expect(page.getByTestId('toast')).toContainText('已恢复');
    await page.goto(`/doc/lib/${libraryId}/setting`);
    await expect(page.getByTestId('library-description')).toHaveValue('后台修改的描述');
    await expect(page.getByTestId('library-retention')).toHaveValue('60');
  });

  test('a reader who is not an admin sees insufficient privileges on the settings', async ({ page, browser }) => {
    await signIn(page, ZHAO);
    const libraryId = await sharedLibraryOf(page);
    const li = await signedIn(browser, LI);
    await li.page.goto(`/doc/lib/${libraryId}/setting`);
    await expect(li.page.getByTestId('exception-privileges')).toBeVisible();
    // Reading without the download grant: the preview works, the download buttons are gone.
    await li.page.goto(`/doc/lib/${libraryId}/list`);
    await expect(li.page.getByTestId('read-only')).toBeVisible();
    await li.context.close();
  });
});

test.describe('previews of untrusted files', () => {
  test('HTML shows as source, Markdown is sanitised, an Office file that cannot be shown offers its download', async ({ page }) => {
    await signIn(page, ZHAO);
    const libraryId = await sharedLibraryOf(page);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<h1>Hello</h1><script>window.__pwned = 1</script>') },
      { name: 'evil.md', mimeType: 'text/markdown', buffer: Buffer.from('# 标题\n\n<img src="x" onerror="window.__pwned = 1">\n\n<script>window.__pwned = 1</script>\n\n正文') },
      { name: 'plan.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK not really a document') },
    ]);
    await expect(row(page, 'plan.docx')).toBeVisible();

    await row(page, 'page.html').getByTestId('open-node').click();
    await expect(page.getByTestId('preview-code')).toContainText('<script>window.__pwned = 1</script>');
    await expect(page.getByTestId('preview-code').locator('span.hljs-tag').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.goBack();
    await row(page, 'evil.md').getByTestId('open-node').click();
    await expect(page.getByTestId('preview-markdown').locator('h1')).toHaveText('标题');
    await expect(page.getByTestId('preview-markdown')).toContainText('正文');
    await expect(page.getByTestId('preview-markdown').locator('img')).toHaveCount(1);
    await expect(page.getByTestId('preview-body').locator('script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.goBack();
    await row(page, 'plan.docx').getByTestId('open-node').click();
    // A reader is told what to do, not what the server lacks; installing LibreOffice is the administrator's to know.
    await expect(page.getByTestId('preview-error')).toContainText('此格式暂不支持在线预览，请下载查看');
    await expect(page.getByTestId('preview-error')).not.toContainText('LibreOffice');
    await expect(page.getByTestId('preview-error-download')).toBeVisible();
    await expect(page.getByTestId('preview-download')).toBeVisible();
  });

  test('a Chinese PDF without embedded fonts gets its CMaps from our own origin', async ({ page, baseURL }) => {
    await signIn(page, ZHAO);
    const libraryId = await sharedLibraryOf(page);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await page.getByTestId('upload-input').setInputFiles([{ name: '中文评审.pdf', mimeType: 'application/pdf', buffer: chinesePdf() }]);
    const cmap = page.waitForRequest((request) => /\/assets\/UniGB-UCS2-H-[^/]+\.bcmap$/.test(request.url()));
    await row(page, '中文评审.pdf').getByTestId('open-node').click();
    expect((await cmap).url().startsWith(`${baseURL}/assets/`)).toBe(true);
    await expect(page.getByTestId('pdf-page')).toBeVisible();
  });

  test('the preview reads in English too', async ({ page, context }) => {
    await signIn(page, ZHAO);
    const libraryId = await sharedLibraryOf(page);
    await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
    await page.goto(`/doc/lib/${libraryId}/list`);
    await expect(page.getByTestId('create-folder')).toHaveText('New folder');
    await expect(page.getByTestId('sort-modified')).toHaveText('Modified');
    await page.getByTestId('upload-input').setInputFiles([{ name: 'a.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') }]);
    await row(page, 'a.zip').getByTestId('open-node').click();
    await expect(page.getByTestId('preview-none')).toHaveText('This kind of file cannot be previewed. Download it to open it.');
  });
});

test.describe('personal space', () => {
  test('Li Na keeps files in her own space, which stays private', async ({ page, browser }) => {
    await signIn(page, LI);
    await page.goto('/personal');
    await expect(page.getByTestId('screen-personal')).toBeVisible();
    const folder = `草稿 ${Date.now()}`;
    await page.getByTestId('create-folder').click();
    await page.getByTestId('name-input').fill(folder);
    await page.getByTestId('name-submit').click();
    await row(page, folder).getByTestId('open-node').click();
    await expect(page).toHaveURL(/\/personal\?folder=\d+$/);
    await expect(page.getByTestId('file-breadcrumb')).toContainText(folder);
    await page.getByTestId('upload-input').setInputFiles([{ name: '想法.txt', mimeType: 'text/plain', buffer: Buffer.from('个人笔记') }]);
    await expect(row(page, '想法.txt')).toBeVisible();
    const libraryId = await page.getByTestId('file-manager').getAttribute('data-library');

    const zhao = await signedIn(browser, ZHAO);
    await zhao.page.goto(`/doc/lib/${libraryId}/list`);
    await expect(zhao.page).toHaveURL(/\/doc\/403$/);
    await zhao.context.close();
  });
});
