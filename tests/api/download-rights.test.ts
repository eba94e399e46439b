import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createFolder, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const hashes = (content: string | Buffer) => [createHash('md5').update(content).digest('hex'), createHash('sha256').update(content).digest('hex')];

/** A PNG header is enough for the type; the preview only passes it on. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe.each(DIALECTS)('download rights, the types user files are served with, and names on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let reader: ApiClient;
  let stranger: ApiClient;
  let libraryId: number;
  let folderId: number;
  let reportId: number;
  let imageId: number;
  let archiveId: number;
  const secret = 'quarterly figures: 42 secret words';

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'outsider', { name: '外人' });
    owner = await server.signIn('zhao.lei', 'password-1');
    reader = await server.signIn('li.na', 'password-1');
    stranger = await server.signIn('outsider', 'password-1');
    libraryId = (await createLibrary(owner, '财务资料')).id;
    folderId = (await createFolder(owner, libraryId, '季度')).id;
    await upload(server, owner, libraryId, folderId, [{ name: 'report.txt', content: 'first draft' }]);
    reportId = (await upload(server, owner, libraryId, folderId, [{ name: 'report.txt', content: secret }])).json().data.files[0].node.id;
    imageId = (await upload(server, owner, libraryId, folderId, [{ name: 'chart.png', content: PNG }])).json().data.files[0].node.id;
    archiveId = (await upload(server, owner, libraryId, folderId, [{ name: 'bundle.zip', content: 'PK not really a zip' }])).json().data.files[0].node.id;
    const granted = await owner.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false }] });
    expect(granted.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('refuses the original bytes to a reader without the download right, however they are asked for', async () => {
    const attempts = {
      attachment: await getRaw(server, reader, `${DOC}/file/content/${libraryId}/${reportId}?disposition=attachment`),
      inline: await getRaw(server, reader, `${DOC}/file/content/${libraryId}/${reportId}?disposition=inline`),
      range: await getRaw(server, reader, `${DOC}/file/content/${libraryId}/${reportId}?disposition=inline`, { range: 'bytes=0-9' }),
      version: await getRaw(server, reader, `${DOC}/file/content/${libraryId}/${reportId}?disposition=inline&version=1`),
      zip: await getRaw(server, reader, `${DOC}/file/zip/${libraryId}/${folderId}`),
    };
    for (const [way, response] of Object.entries(attempts)) {
      expect({ way, status: response.statusCode }).toEqual({ way, status: 403 });
      expect(response.body).not.toContain('secret');
    }
    // The owner still downloads, so the refusal is about the right and not a broken route.
    expect((await getRaw(server, owner, `${DOC}/file/content/${libraryId}/${reportId}`)).body).toBe(secret);
  });

  it('shows no content hash to a reader without the download right, in any response', async () => {
    const [md5, sha256] = hashes(secret);
    const ownerInfo = (await owner.get(`${DOC}/info/info/${libraryId}/${reportId}`)).json().data;
    expect(ownerInfo).toMatchObject({ md5, sha256 });

    const info = await reader.get(`${DOC}/info/info/${libraryId}/${reportId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ md5: null, sha256: null, permission: { canRead: true, canDownload: false } });
    const versions = await reader.get(`${DOC}/file/versions/${libraryId}/${reportId}`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json().data.map((v: { version: number; md5: unknown; sha256: unknown }) => [v.version, v.md5, v.sha256])).toEqual([
      [2, null, null],
      [1, null, null],
    ]);
    const listed = await reader.get(`${DOC}/file/list?libraryId=${libraryId}&parentId=${folderId}`);
    const searched = await reader.get(`${DOC}/search?keyword=secret&libraryId=${libraryId}`);
    expect(searched.json().data.totalElements).toBe(1);
    const [firstMd5, firstSha] = hashes('first draft');
    for (const response of [info, versions, listed, searched]) {
      for (const hash of [md5, sha256, firstMd5, firstSha]) expect(response.body).not.toContain(hash);
    }
  });

  it('lets a reader without the download right preview text and images for display only', async () => {
    const text = await getRaw(server, reader, `${DOC}/file/preview/${libraryId}/${reportId}`, { range: 'bytes=0-3' });
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(secret);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(text.headers['content-disposition']).startsWith('inline;')).toBe(true);
    expect(text.headers['cache-control']).toBe('no-store');
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.headers['accept-ranges']).toBeUndefined();
    expect(text.headers.etag).toBeUndefined();
    const older = await getRaw(server, reader, `${DOC}/file/preview/${libraryId}/${reportId}?version=1`);
    expect(older.body).toBe('first draft');

    const image = await getRaw(server, reader, `${DOC}/file/preview/${libraryId}/${imageId}`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(String(image.headers['content-disposition']).startsWith('inline;')).toBe(true);

    // A kind the page cannot display is no preview: the endpoint is not a way round the download right.
    const archive = await getRaw(server, reader, `${DOC}/file/preview/${libraryId}/${archiveId}`);
    expect(archive.statusCode).toBe(422);
    expect(archive.body).not.toContain('PK not really');
    expect((await getRaw(server, stranger, `${DOC}/file/preview/${libraryId}/${reportId}`)).statusCode).toBe(403);
  });

  it('serves script, style, markup and data files with a type no browser runs or applies', async () => {
    const kinds = ['js', 'mjs', 'css', 'html', 'svg', 'xml', 'wasm', 'json'];
    const nodes = (await upload(server, owner, libraryId, null, kinds.map((kind) => ({ name: `payload.${kind}`, content: `/* ${kind} */ alert(1)` })))).json().data.files;
    expect(nodes).toHaveLength(kinds.length);
    for (const { node } of nodes as { node: { id: number; name: string } }[]) {
      const served = [await getRaw(server, owner, `${DOC}/file/content/${libraryId}/${node.id}?disposition=inline`), await getRaw(server, owner, `${DOC}/file/content/${libraryId}/${node.id}`)];
      const preview = await getRaw(server, owner, `${DOC}/file/preview/${libraryId}/${node.id}`);
      if (preview.statusCode === 200) served.push(preview);
      for (const response of served) {
        expect({ name: node.name, type: response.headers['content-type'] }).toEqual({ name: node.name, type: expect.stringMatching(/^(text\/plain; charset=utf-8|application\/octet-stream)$/) });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(String(response.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
      }
    }
  });

  describe('names with bidirectional controls', () => {
    const disguised = ['invoice\u202Etxt.exe', 'a\u202Ab', 'a\u202Bb', 'a\u202Cb', 'a\u202Db', 'a\u2066b', 'a\u2067b', 'a\u2068b', 'a\u2069b', 'a\u200Eb', 'a\u200Fb', 'a\u061Cb'];
    const refused = { statusCode: 400, message: '名称不能包含 /、\\、控制字符或文字方向控制字符' };
    const outcome = (response: { statusCode: number; json(): { message: string } }) => ({ statusCode: response.statusCode, message: response.json().message });

    it('refuses them in new folders, renames and uploads, with a localised 400', async () => {
      const target = (await upload(server, owner, libraryId, null, [{ name: 'plain.txt', content: 'x' }])).json().data.files[0].node.id;
      for (const name of disguised) {
        expect(outcome(await owner.post(`${DOC}/file/folder`, { libraryId, name }))).toEqual(refused);
        expect(outcome(await owner.put(`${DOC}/file/rename`, { libraryId, nodeId: target, name }))).toEqual(refused);
        expect(outcome(await upload(server, owner, libraryId, null, [{ name, content: 'x' }]))).toEqual(refused);
        const permit = { parentId: (await list(owner, libraryId)).folder.id, chunkSize: 1024, size: 1, totalChunk: 1 };
        expect(outcome(await owner.post(`${DOC}/doc/${libraryId}/get_upload_permit`, { ...permit, name, relativePath: '' }))).toEqual(refused);
        expect(outcome(await owner.post(`${DOC}/doc/${libraryId}/get_upload_permit`, { ...permit, name: 'ok.txt', relativePath: `docs/${name}` }))).toEqual(refused);
      }
      expect((await list(owner, libraryId)).page.content.map((node) => node.name)).not.toContain(disguised[0]);
      owner.setCookie(COOKIE.language, 'en');
      const english = await owner.post(`${DOC}/file/folder`, { libraryId, name: disguised[0] });
      owner.setCookie(COOKIE.language, 'zh-CN');
      expect(english.json().message).toBe('A name cannot contain /, \\, control characters or text direction controls');
    });

    it('refuses them in library names', async () => {
      for (const name of disguised) {
        const created = await owner.post(`${DOC}/doc_library`, { name });
        expect(created.statusCode).toBe(400);
        expect(created.json().data.fields.name).toBe('名称不能包含控制字符或文字方向控制字符');
        expect((await owner.put(`${DOC}/doc_library`, { id: libraryId, name })).statusCode).toBe(400);
      }
    });
  });
});
