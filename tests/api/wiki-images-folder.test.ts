import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createLibrary, list, multipart, sessionHeaders, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage } from './wiki-support';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082', 'hex');

describe.each(DIALECTS)('the folder where the wiki keeps pasted images on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let libraryId: number;
  let folderId: number;
  let imageName: string;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    owner = await server.signIn('wang.fang', 'password-1');
    owner.setCookie(COOKIE.language, 'zh-CN');
    libraryId = (await createLibrary(owner, '产品手册')).id;
    expect((await upload(server, owner, libraryId, null, [{ name: '发布说明.txt', content: '发布说明' }])).statusCode).toBe(200);
    const page = await createPage(owner, libraryId, '带图片的页');
    const { body, contentType } = multipart([{ name: 'page-shot.png', content: PNG, type: 'image/png' }]);
    const stored = await server.app.inject({ method: 'POST', url: `${WIKI}/${libraryId}/pages/${page.id}/images`, headers: { ...sessionHeaders(owner), 'content-type': contentType }, payload: body });
    expect(stored.statusCode, stored.body).toBe(200);
    imageName = stored.json().data.name;
    const folder = await server.db.selectFrom('nodes').select('id').where('library_id', '=', libraryId).where('name', '=', 'wiki-images').executeTakeFirstOrThrow();
    folderId = folder.id;
  });
  afterAll(() => server.close());

  it('is not listed among the library files nor in the folder tree', async () => {
    const root = await list(owner, libraryId);
    expect(root.page.content.map((item) => item.name)).toEqual(['发布说明.txt']);
    expect(root.page.totalElements).toBe(1);
    const tree = (await owner.get(`${DOC}/file/tree?libraryId=${libraryId}`)).json().data as { name: string }[];
    expect(tree.map((folder) => folder.name)).not.toContain('wiki-images');
  });

  it('keeps pasted images out of recent files and search', async () => {
    const personal = (await owner.get(`${DOC}/personal/home`)).json().data as { recent: { name: string }[]; added: { name: string }[] };
    expect(personal.recent.map((item) => item.name)).toEqual(['带图片的页', '发布说明.txt']);
    expect(personal.added.map((item) => item.name)).toEqual(['发布说明.txt']);
    const knowledge = (await owner.get(`${DOC}/knowledge/home`)).json().data as { recent: { name: string }[] };
    expect(knowledge.recent.map((item) => item.name)).not.toContain(imageName);
    const byName = (await owner.get(`${DOC}/search?libraryId=${libraryId}&keyword=page-`)).json().data as { content: unknown[] };
    expect(byName.content).toEqual([]);
    const folderByName = (await owner.get(`${DOC}/search?keyword=wiki-images`)).json().data as { content: unknown[] };
    expect(folderByName.content).toEqual([]);
  });

  it('refuses renaming, moving and deleting it, saying why', async () => {
    const renamed = await owner.put(`${DOC}/file/rename`, { libraryId, nodeId: folderId, name: 'images' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('这是 Wiki 存放页面图片的文件夹，不能修改、移动或删除');
    const target = (await owner.post(`${DOC}/file/folder`, { libraryId, name: '归档' })).json().data;
    expect((await owner.put(`${DOC}/file/move`, { libraryId, nodeIds: [folderId], targetId: target.id })).statusCode).toBe(409);
    expect((await owner.put(`${DOC}/file/delete`, { libraryId, nodeIds: [folderId] })).statusCode).toBe(409);
    const still = await server.db.selectFrom('nodes').select(['name', 'deleted_at']).where('id', '=', folderId).executeTakeFirstOrThrow();
    expect(still).toEqual({ name: 'wiki-images', deleted_at: null });
  });

  it('keeps its name for the wiki: no other folder at the root may take it', async () => {
    const made = await owner.post(`${DOC}/file/folder`, { libraryId: (await createLibrary(owner, '空库')).id, name: 'wiki-images' });
    expect(made.statusCode).toBe(409);
    expect(made.json().message).toBe('“wiki-images” 是 Wiki 存放页面图片的文件夹，请换一个名称');
  });
});
