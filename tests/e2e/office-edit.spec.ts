import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../api/support/server-process';
import { EDITED_SUFFIX, type OfficeEditor, startOfficeEditor } from '../fixtures/office-editor';
import { apiPost, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ADMIN = { account: 'admin', password: 'office-admin-pass-1' };

let office: OfficeEditor;
let app: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  office = await startOfficeEditor();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-office-e2e-'));
  app = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, WOPI_EDITOR_URL: office.editorUrl });
});

test.afterAll(async () => {
  await app?.stop('SIGTERM');
  await office?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploadFile(page: Page, libraryId: number, name: string, mimeType: string, text: string): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const response = await page.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name, mimeType, buffer: Buffer.from(text) } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

test('“edit online” opens a Word file in the office server with a token for it, and the editor’s save is the file’s next version', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.base });
  const page = await signedIn(context);
  const library = (await apiPost(page, `${DOC}/doc_library`, { name: `季度报告 ${Date.now()}` })).data as { id: number };
  const reportId = await uploadFile(page, library.id, '季度报告.docx', DOCX, '第三季度收入增长。');
  const notesId = await uploadFile(page, library.id, '会议记录.md', 'text/markdown', '# 记录');

  await page.goto(`/browse?libraryId=${library.id}&nodeId=${reportId}`);
  await expect(page.getByTestId('preview-version')).toHaveText('v1');
  const [editor] = await Promise.all([context.waitForEvent('page'), page.getByTestId('office-edit').click()]);
  await expect(page.getByTestId('office-edit')).toHaveText('在线编辑');

  // The office server got a live token for this file and this person, and read the file through it.
  await expect(editor.getByTestId('office-file')).toHaveText('季度报告.docx');
  await expect(editor.getByTestId('office-user')).toHaveText('Administrator');
  await expect(editor.getByTestId('office-can-write')).toHaveText('write');
  await expect(editor.getByTestId('office-token-valid')).toHaveText('valid');
  await expect(editor.getByTestId('office-content')).toHaveText('第三季度收入增长。');
  expect(editor.url()).not.toContain('access_token');

  await editor.getByTestId('office-save').click();
  await expect(editor.getByTestId('office-saved')).toHaveText('2');
  await editor.close();

  // Back in the app, the save is the file's current version, with the editor's change in it.
  await page.reload();
  await expect(page.getByTestId('preview-version')).toHaveText('v2');
  const stored = await page.request.get(await page.getByTestId('preview-download').getAttribute('href') ?? '');
  expect(await stored.text()).toBe(`第三季度收入增长。${EDITED_SUFFIX}`);

  // The hit detail offers it too; a kind the office server does not open offers nothing.
  await page.goto(`/overview?kind=file&libraryId=${library.id}&id=${reportId}`);
  await expect(page.getByTestId('overview-office-edit')).toBeVisible();
  await page.goto(`/browse?libraryId=${library.id}&nodeId=${notesId}`);
  await expect(page.getByTestId('preview-body')).toBeVisible();
  await expect(page.getByTestId('office-edit')).toHaveCount(0);
  await context.close();
});

test('without an office server the preview of a Word file stays as it was, with no “edit online”', async ({ page }) => {
  await signIn(page);
  const library = (await apiPost(page, `${DOC}/doc_library`, { name: `无办公服务 ${Date.now()}` })).data as { id: number };
  const reportId = await uploadFile(page, library.id, '方案.docx', DOCX, '方案正文');
  await page.goto(`/browse?libraryId=${library.id}&nodeId=${reportId}`);
  await expect(page.getByTestId('preview-name')).toHaveText('方案.docx');
  await expect(page.getByTestId('preview-download')).toBeVisible();
  await expect(page.getByTestId('office-edit')).toHaveCount(0);
});
