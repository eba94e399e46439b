import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createFolder, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

describe.each(DIALECTS)('bad input to libraries and files on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let libraryId: number;
  let docsId: number;
  let subId: number;
  let fileId: number;
  const content = '0123456789abcdefghij';

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    admin = await server.signIn('zhao.lei', 'password-1');
    libraryId = (await createLibrary(admin, '测试库')).id;
    docsId = (await createFolder(admin, libraryId, 'docs')).id;
    subId = (await createFolder(admin, libraryId, 'sub', docsId)).id;
    fileId = (await upload(server, admin, libraryId, docsId, [{ name: 'data.txt', content }])).json().data.files[0].node.id;
  });
  afterAll(() => server.close());

  async function snapshot() {
    return JSON.stringify([(await list(admin, libraryId)).page.content, (await list(admin, libraryId, docsId)).page.content]);
  }

  it('refuses names with separators, control characters, dot names or over 255 bytes, with a localised 400', async () => {
    const before = await snapshot();
    const cases: [string, string][] = [
      ['a/b', '名称不能包含 /、\\、控制字符或文字方向控制字符'],
      ['a\\b', '名称不能包含 /、\\、控制字符或文字方向控制字符'],
      ['tab\tname', '名称不能包含 /、\\、控制字符或文字方向控制字符'],
      ['bell\u0007', '名称不能包含 /、\\、控制字符或文字方向控制字符'],
      ['..', '名称不能是 . 或 ..'],
      ['.', '名称不能是 . 或 ..'],
      ['x'.repeat(256), '名称不能超过 255 字节'],
      ['名'.repeat(86), '名称不能超过 255 字节'],
      ['   ', '必填项'],
    ];
    for (const [name, message] of cases) {
      const created = await admin.post(`${DOC}/file/folder`, { libraryId, name });
      expect(created.statusCode, name).toBe(400);
      expect(created.json().message, name).toBe(message);
      const renamed = await admin.put(`${DOC}/file/rename`, { libraryId, nodeId: fileId, name });
      expect(renamed.statusCode, name).toBe(400);
    }
    expect((await admin.post(`${DOC}/file/folder`, { libraryId, name: '名'.repeat(85) })).statusCode).toBe(200);
    const uploaded = await upload(server, admin, libraryId, docsId, [{ name: '../evil.txt', content: 'x' }]);
    expect(uploaded.statusCode).toBe(400);
    await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [(await list(admin, libraryId)).page.content.find((n) => n.name.startsWith('名'))!.id] });
    await admin.put(`${DOC}/file/recycle/empty`, { libraryId });
    expect(await snapshot()).toBe(before);
  });

  it('says it in English to English readers', async () => {
    admin.setCookie(COOKIE.language, 'en');
    const response = await admin.post(`${DOC}/file/folder`, { libraryId, name: 'a/b' });
    expect(response.json().message).toBe('A name cannot contain /, \\, control characters or text direction controls');
    const taken = await admin.post(`${DOC}/file/folder`, { libraryId, name: 'docs' });
    expect(taken.json().message).toBe('This folder already has an item named "docs"');
    admin.setCookie(COOKIE.language, 'zh-CN');
  });

  it('answers a name already in the folder with 409, whatever the change', async () => {
    const before = await snapshot();
    const folder = await admin.post(`${DOC}/file/folder`, { libraryId, name: 'docs' });
    expect(folder.statusCode).toBe(409);
    expect(folder.json()).toMatchObject({ status: 409, message: '当前文件夹中已有名为“docs”的项目', data: { code: 'NAME_TAKEN' } });
    await upload(server, admin, libraryId, null, [{ name: 'data.txt', content: 'root copy' }]);
    const rootFile = (await list(admin, libraryId)).page.content.find((n) => n.name === 'data.txt')!;
    expect((await admin.put(`${DOC}/file/rename`, { libraryId, nodeId: rootFile.id, name: 'docs' })).statusCode).toBe(409);
    expect((await admin.put(`${DOC}/file/move`, { libraryId, nodeIds: [rootFile.id], targetId: docsId })).statusCode).toBe(409);
    expect((await admin.post(`${DOC}/file/copy`, { libraryId, nodeIds: [rootFile.id], targetId: docsId })).statusCode).toBe(409);
    const asFolder = await upload(server, admin, libraryId, null, [{ name: 'docs', content: 'x' }]);
    expect(asFolder.statusCode).toBe(409);
    expect(asFolder.json().message).toBe('当前文件夹中已有名为“docs”的文件夹，不能作为文件上传');
    await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [rootFile.id] });
    await upload(server, admin, libraryId, null, [{ name: 'data.txt', content: 'another' }]);
    const restore = await admin.put(`${DOC}/file/recycle/restore`, { libraryId, nodeIds: [rootFile.id] });
    expect(restore.statusCode).toBe(409);
    const another = (await list(admin, libraryId)).page.content.find((n) => n.name === 'data.txt')!;
    await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [another.id] });
    await admin.put(`${DOC}/file/recycle/empty`, { libraryId });
    expect(await snapshot()).toBe(before);
  });

  it('refuses to move or copy a folder into itself or below itself', async () => {
    const before = await snapshot();
    for (const targetId of [docsId, subId]) {
      const moved = await admin.put(`${DOC}/file/move`, { libraryId, nodeIds: [docsId], targetId });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe('不能把文件夹移动到它自身或它的子文件夹中');
      const copied = await admin.post(`${DOC}/file/copy`, { libraryId, nodeIds: [docsId], targetId });
      expect(copied.statusCode).toBe(400);
    }
    expect((await admin.put(`${DOC}/file/move`, { libraryId, nodeIds: [docsId], targetId: fileId })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('answers 409 for an item in the recycle bin and 404 once it is purged', async () => {
    const gone = await createFolder(admin, libraryId, 'gone');
    await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [gone.id] });
    const rename = await admin.put(`${DOC}/file/rename`, { libraryId, nodeId: gone.id, name: 'back' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ message: '“gone”已在回收站中', data: { code: 'IN_RECYCLE' } });
    expect((await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [gone.id] })).statusCode).toBe(409);
    expect((await admin.get(`${DOC}/file/list?libraryId=${libraryId}&parentId=${gone.id}`)).statusCode).toBe(409);
    expect((await upload(server, admin, libraryId, gone.id, [{ name: 'x.txt', content: 'x' }])).statusCode).toBe(409);
    expect((await admin.put(`${DOC}/file/recycle/restore`, { libraryId, nodeIds: [docsId] })).statusCode).toBe(409);
    await admin.put(`${DOC}/file/recycle/purge`, { libraryId, nodeIds: [gone.id] });
    expect((await admin.put(`${DOC}/file/rename`, { libraryId, nodeId: gone.id, name: 'back' })).statusCode).toBe(404);
    expect((await admin.put(`${DOC}/file/recycle/restore`, { libraryId, nodeIds: [gone.id] })).statusCode).toBe(404);
    expect((await admin.get(`${DOC}/info/info/${libraryId}/${gone.id}`)).statusCode).toBe(404);
  });

  it('serves byte ranges, and a range past the end is a 416', async () => {
    const url = `${DOC}/file/content/${libraryId}/${fileId}`;
    const part = await getRaw(server, admin, url, { range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    const open = await getRaw(server, admin, url, { range: 'bytes=15-' });
    expect(open.body).toBe('fghij');
    const suffix = await getRaw(server, admin, url, { range: 'bytes=-3' });
    expect(suffix.body).toBe('hij');
    const clipped = await getRaw(server, admin, url, { range: 'bytes=18-100' });
    expect([clipped.statusCode, clipped.body]).toEqual([206, 'ij']);
    const past = await getRaw(server, admin, url, { range: 'bytes=20-30' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    expect(past.json()).toMatchObject({ status: 416, message: '请求的范围超出了文件大小' });
    const many = await getRaw(server, admin, url, { range: 'bytes=0-1,4-5' });
    expect([many.statusCode, many.body]).toEqual([200, content]);
    const noVersion = await getRaw(server, admin, `${url}?version=9`);
    expect(noVersion.statusCode).toBe(404);
  });

  it('refuses malformed ids, unknown fields and other libraries’ nodes without a 500', async () => {
    expect((await admin.get(`${DOC}/file/list?libraryId=abc`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/list?libraryId=99999999999`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/list?libraryId=-1`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/list?libraryId=${libraryId}&sortField=owner`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/list?libraryId=${libraryId}&pageSize=100000`)).statusCode).toBe(400);
    expect((await admin.post(`${DOC}/file/folder`, { libraryId, name: 'x', evil: true })).statusCode).toBe(400);
    expect((await admin.put(`${DOC}/file/delete`, { libraryId, nodeIds: [] })).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/list?libraryId=424242`)).statusCode).toBe(404);
    const other = await createLibrary(admin, '另一个库');
    expect((await admin.get(`${DOC}/info/info/${other.id}/${fileId}`)).statusCode).toBe(404);
    expect((await admin.put(`${DOC}/file/move`, { libraryId: other.id, nodeIds: [fileId] })).statusCode).toBe(404);
    expect((await admin.put(`${DOC}/file/rename`, { libraryId, nodeId: (await list(admin, libraryId)).folder.id, name: 'root' })).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/versions/${libraryId}/${docsId}`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/file/zip/${libraryId}/${fileId}`)).statusCode).toBe(400);
    const versions = (await admin.get(`${DOC}/file/versions/${libraryId}/${fileId}`)).json().data;
    const current = await admin.put(`${DOC}/file/versions/${libraryId}/${fileId}/${versions[0].id}/restore`);
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe('这已经是当前版本');
  });

  it('refuses uploads that are not a multipart form of files', async () => {
    const json = await admin.post(`${DOC}/file/upload?libraryId=${libraryId}`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('请以 multipart/form-data 方式上传文件');
    const field = await upload(server, admin, libraryId, null, [{ name: 'a.txt', content: 'a' }], { parentId: String(docsId) });
    expect(field.statusCode).toBe(400);
    const none = await upload(server, admin, libraryId, null, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('没有收到文件');
    expect((await list(admin, libraryId)).page.content.map((n) => n.name)).not.toContain('a.txt');
  });

  it('answers a broken multipart body and odd search words with a 4xx or results, never a 500', async () => {
    const cookie = `librarium_session=${admin.cookie('librarium_session')}; librarium_csrf=${admin.cookie('librarium_csrf')}`;
    const broken = await server.app.inject({
      method: 'POST',
      url: `${DOC}/file/upload?libraryId=${libraryId}`,
      headers: { cookie, 'x-csrf-token': admin.cookie('librarium_csrf')!, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\n\r\nno closing boundary',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await server.app.inject({
      method: 'POST',
      url: `${DOC}/file/upload?libraryId=${libraryId}`,
      headers: { cookie, 'x-csrf-token': admin.cookie('librarium_csrf')!, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    for (const keyword of ["a'b", '\\', '&|!', "中文'", '"', 'NEAR(a b)', 'a:*', '-x', '(((', "it's", '3.14', '😀']) {
      const response = await admin.get(`${DOC}/search?keyword=${encodeURIComponent(keyword)}`);
      expect(response.statusCode, keyword).toBe(200);
    }
  });

  it('refuses bad library settings with localised field messages', async () => {
    const empty = await admin.post(`${DOC}/doc_library`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields.name).toBe('必填项');
    expect((await admin.post(`${DOC}/doc_library`, { name: '库', retentionDays: 0 })).statusCode).toBe(400);
    expect((await admin.post(`${DOC}/doc_library`, { name: '库', admins: ['nobody'] })).json().message).toBe('未知账号：nobody');
    expect((await admin.put(`${DOC}/doc_library`, { id: libraryId, admins: [] })).statusCode).toBe(400);
    const personal = (await admin.get(`${DOC}/doc_library/personal`)).json().data.id;
    expect((await admin.put(`${DOC}/doc_library/del/${personal}`)).json().message).toBe('个人空间不能删除');
    expect((await admin.put(`${DOC}/doc_library/follow/${libraryId}/2`)).statusCode).toBe(400);
    expect((await admin.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'robot', id: 1 }, role: 'read' }] })).statusCode).toBe(400);
    expect((await admin.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'department', id: 9999 }, role: 'read' }] })).json().message).toBe('未知部门：9999');
    const dropAdmin = await admin.put(`${DOC}/common/perm`, { libraryId, grants: [] });
    expect(dropAdmin.statusCode).toBe(400);
    expect(dropAdmin.json().message).toBe('文档库至少需要一位管理员');
    expect((await admin.get(`${DOC}/search?keyword=`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/search?keyword=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await admin.get(`${DOC}/search?keyword=${encodeURIComponent('"*(:^')}`)).statusCode).toBe(200);
  });
});
