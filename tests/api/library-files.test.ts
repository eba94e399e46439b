import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../contract/constants';
import { documentServices } from '../../server/modules/documents/document-services';
import { localBlobStore } from '../../server/storage/local-store';
import { DOC, createFolder, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';


function blobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'blobs');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[0-9a-f]{64}(\.pdf)?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

describe.each(DIALECTS)('serving, previewing, retention and blob collection on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let libraryId: number;
  let converterRuns: string;

  beforeAll(async () => {
    const scripts = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'librarium-office-'));
    converterRuns = path.join(scripts, 'runs');
    const converter = path.join(scripts, 'fake-soffice');
    // Stands in for LibreOffice: writes a PDF named after the input into --outdir, and counts its runs.
    fs.writeFileSync(
      converter,
      `#!/bin/sh\nout=""\nlast=""\nwhile [ $# -gt 0 ]; do\n  if [ "$1" = "--outdir" ]; then out="$2"; shift; fi\n  last="$1"\n  shift\ndone\nmkdir -p "$out"\nbase=$(basename "$last")\nprintf '%%PDF-1.4 converted %s' "$base" > "$out/\${base%.*}.pdf"\necho run >> "${converterRuns}"\n`,
      { mode: 0o755 },
    );
    server = await build(dialect, { LIBREOFFICE_BIN: converter });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    libraryId = (await createLibrary(zhao, '文件库', { retentionDays: 1 })).id;
  });
  afterAll(() => server.close());

  it('serves an uploaded HTML file so that it can never run script in the app', async () => {
    const html = '<html><body><script>document.cookie</script><svg onload="alert(1)"></svg></body></html>';
    const node = (await upload(server, zhao, libraryId, null, [{ name: '页面 (一).html', content: html, type: 'text/html' }])).json().data.files[0].node;
    const inline = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${node.id}?disposition=inline`);
    expect(inline.statusCode).toBe(200);
    expect(inline.body).toBe(html);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(inline.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('allow-scripts');
    expect(inline.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="?? (?).html"; filename*=UTF-8''%E9%A1%B5%E9%9D%A2%20%28%E4%B8%80%29.html`);
    const attachment = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${node.id}`);
    expect(String(attachment.headers['content-disposition']).startsWith('attachment;')).toBe(true);
    expect(attachment.headers['accept-ranges']).toBe('bytes');
    const etag = String(attachment.headers.etag);
    expect((await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${node.id}`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves an SVG as text, sandboxed, so it never renders as a document', async () => {
    const node = (await upload(server, zhao, libraryId, null, [{ name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }])).json().data.files[0].node;
    const response = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${node.id}?disposition=inline`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
  });

  it('converts an Office file to PDF once per content and serves it inline', async () => {
    const first = (await upload(server, zhao, libraryId, null, [{ name: '周报.docx', content: 'not really a docx' }])).json().data.files[0].node;
    const copy = (await upload(server, zhao, libraryId, null, [{ name: '周报副本.docx', content: 'not really a docx' }])).json().data.files[0].node;
    const pdf = await getRaw(server, zhao, `${DOC}/file/pdf/${libraryId}/${first.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF-1.4 converted document.docx');
    expect(String(pdf.headers['content-disposition'])).toContain(encodeURIComponent('周报.pdf'));
    expect((await getRaw(server, zhao, `${DOC}/file/pdf/${libraryId}/${copy.id}`)).statusCode).toBe(200);
    expect(fs.readFileSync(converterRuns, 'utf8').trim().split('\n')).toHaveLength(1);
    const text = (await upload(server, zhao, libraryId, null, [{ name: 'plain.txt', content: 'plain' }])).json().data.files[0].node;
    const notOffice = await getRaw(server, zhao, `${DOC}/file/pdf/${libraryId}/${text.id}`);
    expect(notOffice.statusCode).toBe(422);
    expect(notOffice.json().data.code).toBe('PREVIEW_NOT_OFFICE');
  });

  it('tells a reader to download an Office file it cannot preview, and only an administrator to install LibreOffice', async () => {
    const bare = await build(dialect, { LIBREOFFICE_BIN: '/nonexistent/soffice' });
    try {
      await createUser(bare.db, 'li.na');
      await createUser(bare.db, 'admin.wu', { classifyAdmin: true });
      const li = await bare.signIn('li.na', 'password-1');
      const admin = await bare.signIn('admin.wu', 'password-1');
      const lib = await createLibrary(li, '库');
      const node = (await upload(bare, li, lib.id, null, [{ name: 'slides.pptx', content: 'pptx bytes' }])).json().data.files[0].node;
      const reader = await getRaw(bare, li, `${DOC}/file/pdf/${lib.id}/${node.id}`);
      expect(reader.statusCode).toBe(422);
      expect(reader.json()).toMatchObject({ status: 422, message: '此格式暂不支持在线预览，请下载查看', data: { code: 'PREVIEW_UNAVAILABLE' } });
      expect(reader.body).not.toContain('LibreOffice');
      const adminLib = await createLibrary(admin, '管理员的库');
      const adminNode = (await upload(bare, admin, adminLib.id, null, [{ name: 'slides.pptx', content: 'pptx bytes' }])).json().data.files[0].node;
      const hint = await getRaw(bare, admin, `${DOC}/file/pdf/${adminLib.id}/${adminNode.id}`);
      expect(hint.json()).toMatchObject({ status: 422, data: { code: 'PREVIEW_NEEDS_LIBREOFFICE' } });
      expect(hint.json().message).toContain('LibreOffice');
    } finally {
      await bare.close();
    }
  });

  it('stores equal content once and deletes the bytes only when no version needs them', async () => {
    const folder = await createFolder(zhao, libraryId, 'dedup');
    const before = blobFiles(server.dataDir);
    const a = (await upload(server, zhao, libraryId, folder.id, [{ name: 'a.txt', content: 'same bytes' }])).json().data.files[0].node;
    const b = (await upload(server, zhao, libraryId, folder.id, [{ name: 'b.txt', content: 'same bytes' }])).json().data.files[0].node;
    const added = blobFiles(server.dataDir).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const sha = added[0]!;
    expect((await server.db.selectFrom('blobs').select('ref_count').where('sha256', '=', sha).executeTakeFirstOrThrow()).ref_count).toBe(2);
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [a.id] });
    await zhao.put(`${DOC}/file/recycle/purge`, { libraryId, nodeIds: [a.id] });
    expect(blobFiles(server.dataDir)).toContain(sha);
    expect((await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${b.id}`)).body).toBe('same bytes');
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [folder.id] });
    await zhao.put(`${DOC}/file/recycle/empty`, { libraryId });
    expect(blobFiles(server.dataDir)).not.toContain(sha);
    expect(await server.db.selectFrom('blobs').select('sha256').where('sha256', '=', sha).executeTakeFirst()).toBeUndefined();
    expect(fs.readdirSync(path.join(server.dataDir, 'blobs', '.staging'))).toEqual([]);
  });

  it('keeps an old version’s bytes while the version exists', async () => {
    const v1 = (await upload(server, zhao, libraryId, null, [{ name: 'versions.txt', content: 'first' }])).json().data.files[0].node;
    await upload(server, zhao, libraryId, null, [{ name: 'versions.txt', content: 'second' }]);
    expect((await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${v1.id}?version=1`)).body).toBe('first');
    const versions = (await zhao.get(`${DOC}/file/versions/${libraryId}/${v1.id}`)).json().data;
    expect(versions.map((v: { size: number }) => v.size)).toEqual([6, 5]);
  });

  it('purges recycle-bin items past the library retention, leaving younger ones', async () => {
    const services = documentServices(server.db, localBlobStore(path.join(server.dataDir, 'blobs')), {});
    const old = (await upload(server, zhao, libraryId, null, [{ name: 'old.txt', content: 'expired content' }])).json().data.files[0].node;
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [old.id] });
    const young = (await upload(server, zhao, libraryId, null, [{ name: 'young.txt', content: 'young content' }])).json().data.files[0].node;
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [young.id] });
    const deletedAt = Date.now();
    await server.db.updateTable('nodes').set({ deleted_at: deletedAt - 2 * DAY_MS }).where('trash_id', '=', old.id).execute();
    const before = blobFiles(server.dataDir).length;
    expect(await services.recycle.sweep(deletedAt)).toBe(1);
    expect(await services.recycle.sweep(deletedAt)).toBe(0);
    const bin = (await zhao.get(`${DOC}/file/recycle?libraryId=${libraryId}`)).json().data.content.map((n: { name: string }) => n.name);
    expect(bin).toContain('young.txt');
    expect(bin).not.toContain('old.txt');
    expect(blobFiles(server.dataDir).length).toBe(before - 1);
    const expired = (await zhao.get(`${DOC}/doc_library/${libraryId}/operations?action=EXPIRE`)).json().data.content;
    expect(expired).toEqual([expect.objectContaining({ operator: null, information: 'old.txt', nodeId: old.id })]);
  });

  it('purges a deleted library from the back office with all its bytes', async () => {
    const lib = await createLibrary(zhao, '临时库');
    await upload(server, zhao, lib.id, null, [{ name: 'only-here.txt', content: 'content only in this library' }]);
    const before = blobFiles(server.dataDir).length;
    expect((await zhao.delete(`${DOC}/backstage/recycle/${lib.id}`)).statusCode).toBe(409);
    await zhao.put(`${DOC}/doc_library/del/${lib.id}`);
    expect((await zhao.delete(`${DOC}/backstage/recycle/${lib.id}`)).statusCode).toBe(200);
    expect(blobFiles(server.dataDir).length).toBe(before - 1);
    expect((await zhao.get(`${DOC}/doc_library/${lib.id}`)).statusCode).toBe(404);
  });

  it('shows the folder tree lazily, with whether each folder has sub-folders', async () => {
    const top = await createFolder(zhao, libraryId, 'tree-top');
    await createFolder(zhao, libraryId, 'tree-child', top.id);
    const roots = (await zhao.get(`${DOC}/file/tree?libraryId=${libraryId}`)).json().data;
    expect(roots.find((f: { name: string }) => f.name === 'tree-top')).toMatchObject({ hasChildren: true });
    const children = (await zhao.get(`${DOC}/file/tree?libraryId=${libraryId}&parentId=${top.id}`)).json().data;
    expect(children).toEqual([{ id: expect.any(Number), name: 'tree-child', hasChildren: false }]);
    expect((await list(zhao, libraryId, top.id)).page.totalElements).toBe(1);
  });
});
