import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createLibrary, multipart, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage, grantLibrary, unzip } from './wiki-support';

type Tree = { pages: { id: number; title: string; parentId: number | null; position: number; access: string; restricted: boolean }[]; defaultPageId: number | null; permission: { canEdit: boolean } };

describe.each(DIALECTS)('wiki pages over REST on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let reader: ApiClient;
  let editor: ApiClient;
  let outsider: ApiClient;
  let libraryId: number;
  let otherLibraryId: number;

  async function tree(client: ApiClient = owner): Promise<Tree> {
    const response = await client.get(`${WIKI}/${libraryId}/pages`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function titlesUnder(parentId: number | null, client: ApiClient = owner) {
    return (await tree(client)).pages.filter((page) => page.parentId === parentId).sort((a, b) => a.position - b.position).map((page) => page.title);
  }

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'chen.jie', { name: '陈杰' });
    await createUser(server.db, 'zhou.yu', { name: '周宇' });
    owner = await server.signIn('wang.fang', 'password-1');
    reader = await server.signIn('li.na', 'password-1');
    editor = await server.signIn('chen.jie', 'password-1');
    outsider = await server.signIn('zhou.yu', 'password-1');
    libraryId = (await createLibrary(owner, '产品手册')).id;
    otherLibraryId = (await createLibrary(owner, '另一个库')).id;
    await grantLibrary(owner, libraryId, 'li.na', 'read');
    await grantLibrary(owner, libraryId, 'chen.jie', 'edit');
  });
  afterAll(() => server.close());

  it('builds a tree of pages in sibling order, with the first top page as the default', async () => {
    expect((await tree()).defaultPageId).toBeNull();
    const guide = await createPage(owner, libraryId, '入门指南');
    const faq = await createPage(owner, libraryId, '常见问题');
    const install = await createPage(owner, libraryId, '安装', guide.id);
    await createPage(owner, libraryId, '配置', guide.id);
    await createPage(owner, libraryId, '准备', guide.id, 0);
    expect(await titlesUnder(null)).toEqual(['入门指南', '常见问题']);
    expect(await titlesUnder(guide.id)).toEqual(['准备', '安装', '配置']);
    const listed = await tree();
    expect(listed.defaultPageId).toBe(guide.id);
    expect(listed.permission.canEdit).toBe(true);
    const page = await owner.get(`${WIKI}/${libraryId}/pages/${install.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ title: '安装', parentId: guide.id, path: [{ id: guide.id, title: '入门指南' }], content: { type: 'doc' }, text: '', markdown: '', access: 'edit' });
    expect(faq.position).toBe(1);
  });

  it('renames and moves pages, keeping titles unique among siblings', async () => {
    const parent = await createPage(owner, libraryId, '移动测试');
    const a = await createPage(owner, libraryId, 'A', parent.id);
    const b = await createPage(owner, libraryId, 'B', parent.id);
    const clash = await owner.put(`${WIKI}/${libraryId}/pages/${b.id}/title`, { title: 'A' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('同一级已有标题为“A”的页面');
    const duplicate = await owner.post(`${WIKI}/${libraryId}/pages`, { title: 'A', parentId: parent.id });
    expect(duplicate.statusCode).toBe(409);
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${b.id}/title`, { title: 'B2' })).json().data.title).toBe('B2');
    // The same title under another parent is fine.
    expect((await owner.post(`${WIKI}/${libraryId}/pages`, { title: 'A' })).statusCode).toBe(200);
    const moved = await owner.put(`${WIKI}/${libraryId}/pages/${b.id}/move`, { parentId: parent.id, position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(await titlesUnder(parent.id)).toEqual(['B2', 'A']);
    const intoChild = await owner.put(`${WIKI}/${libraryId}/pages/${parent.id}/move`, { parentId: a.id, position: 0 });
    expect(intoChild.statusCode).toBe(400);
    expect(intoChild.json().message).toBe('不能把页面移动到它自身或它的子页面下');
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${parent.id}/move`, { parentId: parent.id, position: 0 })).statusCode).toBe(400);
    // Moving A to the top, where another 'A' lives, is refused and leaves it where it was.
    const clashMove = await owner.put(`${WIKI}/${libraryId}/pages/${a.id}/move`, { parentId: null, position: 0 });
    expect(clashMove.statusCode).toBe(409);
    expect(await titlesUnder(parent.id)).toEqual(['B2', 'A']);
  });

  it('deletes a page with its sub-pages into the library recycle bin and restores them', async () => {
    const top = await createPage(owner, libraryId, '待删除');
    const child = await createPage(owner, libraryId, '子页面', top.id);
    const removed = await owner.delete(`${WIKI}/${libraryId}/pages/${top.id}`);
    expect(removed.json().data).toEqual({ deleted: 2 });
    expect((await tree()).pages.some((page) => page.id === top.id || page.id === child.id)).toBe(false);
    const gone = await owner.get(`${WIKI}/${libraryId}/pages/${child.id}`);
    expect(gone.statusCode).toBe(409);
    const bin = await owner.get(`${DOC}/file/recycle?libraryId=${libraryId}`);
    expect(bin.json().data.content).toEqual([expect.objectContaining({ id: top.id, kind: 'page', name: '待删除', originalPath: '/' })]);
    // Restoring the child on its own is refused: it comes back with its parent.
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${child.id}/restore`)).statusCode).toBe(409);
    const restored = await owner.put(`${DOC}/file/recycle/restore`, { libraryId, pageIds: [top.id] });
    expect(restored.json().data).toEqual({ restored: 1 });
    expect(await titlesUnder(top.id)).toEqual(['子页面']);
    // Deleted again and restored through the wiki call.
    await owner.delete(`${WIKI}/${libraryId}/pages/${top.id}`);
    const again = await owner.put(`${WIKI}/${libraryId}/pages/${top.id}/restore`);
    expect(again.json().data).toMatchObject({ restored: 2, page: { title: '待删除' } });
    // A page deleted and purged is gone for good.
    await owner.delete(`${WIKI}/${libraryId}/pages/${top.id}`);
    expect((await owner.put(`${DOC}/file/recycle/purge`, { libraryId, pageIds: [top.id] })).json().data).toEqual({ purged: 2 });
    expect((await owner.get(`${WIKI}/${libraryId}/pages/${top.id}`)).statusCode).toBe(404);
  });

  it('lets readers read but not change, and keeps people without the library out', async () => {
    const page = await createPage(owner, libraryId, '只读页');
    expect((await reader.get(`${WIKI}/${libraryId}/pages/${page.id}`)).json().data.access).toBe('read');
    expect((await tree(reader)).permission.canEdit).toBe(false);
    expect((await reader.post(`${WIKI}/${libraryId}/pages`, { title: '读者新建' })).statusCode).toBe(403);
    expect((await reader.put(`${WIKI}/${libraryId}/pages/${page.id}/title`, { title: 'x' })).statusCode).toBe(403);
    expect((await reader.delete(`${WIKI}/${libraryId}/pages/${page.id}`)).statusCode).toBe(403);
    expect((await reader.post(`${WIKI}/${libraryId}/pages/${page.id}/versions`, { name: 'v' })).statusCode).toBe(403);
    expect((await outsider.get(`${WIKI}/${libraryId}/pages`)).statusCode).toBe(403);
    expect((await outsider.get(`${WIKI}/${libraryId}/pages/${page.id}`)).statusCode).toBe(403);
    expect((await editor.put(`${WIKI}/${libraryId}/pages/${page.id}/title`, { title: '编辑改名' })).statusCode).toBe(200);
  });

  it('restricts a page and its sub-pages to its grantees, in the tree, on reads and in search', async () => {
    const secret = await createPage(owner, libraryId, '机密项目');
    const child = await createPage(owner, libraryId, '机密子页', secret.id);
    const set = await owner.put(`${WIKI}/${libraryId}/pages/${secret.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'li.na' }, access: 'edit' }] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.grants).toEqual([expect.objectContaining({ grantee: expect.objectContaining({ type: 'user', account: 'li.na', name: '李娜' }), access: 'edit', inherited: false })]);
    const inherited = await owner.get(`${WIKI}/${libraryId}/pages/${child.id}/grants`);
    expect(inherited.json().data.grants).toEqual([expect.objectContaining({ inherited: true, pageId: secret.id, pageTitle: '机密项目' })]);
    // The editor of the library has no grant on the page: it and its sub-page are hidden from them.
    expect((await tree(editor)).pages.some((page) => page.id === secret.id || page.id === child.id)).toBe(false);
    expect((await editor.get(`${WIKI}/${libraryId}/pages/${child.id}`)).statusCode).toBe(403);
    // The reader granted 'edit' still only reads: a grant never raises access above the library's.
    expect((await tree(reader)).pages.find((page) => page.id === child.id)?.access).toBe('read');
    // Library admins see everything.
    expect((await tree()).pages.find((page) => page.id === child.id)).toMatchObject({ access: 'edit' });
    const hits = async (client: ApiClient) => (await client.get(`${WIKI}/${libraryId}/search?keyword=${encodeURIComponent('机密')}`)).json().data.content.map((hit: { page: { id: number } }) => hit.page.id).sort();
    expect(await hits(owner)).toEqual([secret.id, child.id].sort());
    expect(await hits(reader)).toEqual([secret.id, child.id].sort());
    expect(await hits(editor)).toEqual([]);
    // Opening the page again.
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${secret.id}/grants`, { grants: [] })).json().data.grants).toEqual([]);
    expect(await hits(editor)).toEqual([secret.id, child.id].sort());
  });

  it('refuses bad grants with a clear 400', async () => {
    const page = await createPage(owner, libraryId, '授权页');
    const unknown = await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'nobody' }, access: 'read' }] });
    expect(unknown.statusCode).toBe(400);
    const twice = await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, {
      grants: [
        { grantee: { type: 'user', account: 'li.na' }, access: 'read' },
        { grantee: { type: 'user', account: 'li.na' }, access: 'edit' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [{ grantee: { type: 'group', id: 999 }, access: 'read' }] })).statusCode).toBe(400);
    expect((await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'li.na' }, access: 'admin' }] })).statusCode).toBe(400);
    expect((await reader.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [] })).statusCode).toBe(403);
  });

  it('refuses bad input with a clear, localised 4xx', async () => {
    const page = await createPage(owner, libraryId, '输入检查');
    const cases: [string, Promise<{ statusCode: number; json(): { message: string } }>, number][] = [
      ['missing page', owner.get(`${WIKI}/${libraryId}/pages/999999`), 404],
      ['page of another library', owner.get(`${WIKI}/${otherLibraryId}/pages/${page.id}`), 404],
      ['missing library', owner.get(`${WIKI}/999999/pages`), 404],
      ['empty title', owner.post(`${WIKI}/${libraryId}/pages`, { title: '   ' }), 400],
      ['title too long', owner.post(`${WIKI}/${libraryId}/pages`, { title: '长'.repeat(201) }), 400],
      ['control characters', owner.post(`${WIKI}/${libraryId}/pages`, { title: 'a\u0007b' }), 400],
      ['missing parent', owner.post(`${WIKI}/${libraryId}/pages`, { title: '孤儿', parentId: 999999 }), 400],
      ['parent in another library', owner.post(`${WIKI}/${otherLibraryId}/pages`, { title: '跨库', parentId: page.id }), 400],
      ['negative position', owner.put(`${WIKI}/${libraryId}/pages/${page.id}/move`, { parentId: null, position: -1 }), 400],
      ['unknown field', owner.put(`${WIKI}/${libraryId}/pages/${page.id}/title`, { title: 'x', html: '<b>' }), 400],
      ['megabyte body', owner.put(`${WIKI}/${libraryId}/pages/${page.id}/title`, { title: 'x'.repeat(1024 * 1024) }), 413],
      ['missing version', owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions/999999`), 404],
      ['diff of a missing version', owner.get(`${WIKI}/${libraryId}/pages/${page.id}/diff?from=999999`), 404],
      ['empty version name', owner.post(`${WIKI}/${libraryId}/pages/${page.id}/versions`, { name: '' }), 400],
      ['empty search', owner.get(`${WIKI}/${libraryId}/search?keyword=`), 400],
      ['restore of a live page', owner.put(`${WIKI}/${libraryId}/pages/${page.id}/restore`), 409],
    ];
    for (const [what, pending, status] of cases) {
      const response = await pending;
      expect(response.statusCode, what).toBe(status);
      expect(response.json().message, what).toMatch(/\S/);
    }
    owner.setCookie(COOKIE.language, 'en');
    const english = await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/move`, { parentId: page.id, position: 0 });
    expect(english.json().message).toBe('A page cannot be moved under itself or one of its sub-pages');
    owner.setCookie(COOKIE.language, 'zh-CN');
  });

  it('stores pasted images as library files and refuses what is not an image or too large', async () => {
    const page = await createPage(owner, libraryId, '图片页');
    const send = (client: ApiClient, name: string, content: Buffer) => {
      const { body, contentType } = multipart([{ name, content, type: 'image/png' }]);
      return server.app.inject({ method: 'POST', url: `${WIKI}/${libraryId}/pages/${page.id}/images`, headers: { ...sessionHeaders(client), 'content-type': contentType }, payload: body });
    };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082', 'hex');
    const stored = await send(owner, 'shot.png', png);
    expect(stored.statusCode, stored.body).toBe(200);
    const { nodeId, src } = stored.json().data;
    expect(src).toBe(`${DOC.replace('/api', '')}/file/preview/${libraryId}/${nodeId}`);
    const preview = await server.app.inject({ method: 'GET', url: `/api${src}`, headers: sessionHeaders(owner) });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(png)).toBe(true);
    expect((await send(owner, 'evil.html', Buffer.from('<script>'))).statusCode).toBe(400);
    expect((await send(reader, 'shot.png', png)).statusCode).toBe(403);
    const big = await send(owner, 'big.png', Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('文件超过上限 20 MB');
  });

  it('exports a page and the whole wiki as Markdown with their images', async () => {
    const folder = await createPage(owner, libraryId, '导出');
    const page = await createPage(owner, libraryId, '带图片的页', folder.id);
    const { body, contentType } = multipart([{ name: 'shot.png', content: Buffer.from('fake png bytes'), type: 'image/png' }]);
    const image = (await server.app.inject({ method: 'POST', url: `${WIKI}/${libraryId}/pages/${page.id}/images`, headers: { ...sessionHeaders(owner), 'content-type': contentType }, payload: body })).json().data;
    // The editor writes the page: a paragraph and the image, through the live document's store.
    const Y = await import('yjs');
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment('default');
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('截图如下')]);
    const picture = new Y.XmlElement('image');
    picture.setAttribute('src', image.src);
    picture.setAttribute('alt', '截图');
    fragment.insert(0, [paragraph, picture]);
    const { wikiDocumentService } = await import('../../server/modules/wiki/wiki-document-service');
    const { documentRepositories } = await import('../../server/modules/documents/document-repositories');
    await wikiDocumentService(documentRepositories(server.db)).store(page.id, Y.encodeStateAsUpdate(doc), []);

    const single = await server.app.inject({ method: 'GET', url: `${WIKI}/${libraryId}/pages/${page.id}/export`, headers: sessionHeaders(owner) });
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toBe('application/zip');
    const files = unzip(single.rawPayload);
    const imagePath = `images/${image.nodeId}-${image.name}`;
    expect([...files.keys()].sort()).toEqual([imagePath, '带图片的页.md']);
    expect(files.get('带图片的页.md')!.toString()).toBe(`截图如下\n\n![截图](${imagePath})\n`);
    expect(files.get(imagePath)!.toString()).toBe('fake png bytes');

    const whole = unzip((await server.app.inject({ method: 'GET', url: `${WIKI}/${libraryId}/export`, headers: sessionHeaders(owner) })).rawPayload);
    const nested = [...whole.keys()].find((name) => name.endsWith('带图片的页.md'))!;
    expect(nested).toMatch(/^\d\d 导出\/01 带图片的页\.md$/);
    expect(whole.get(nested)!.toString()).toBe(`截图如下\n\n![截图](../${imagePath})\n`);
    expect((await server.app.inject({ method: 'GET', url: `${WIKI}/${libraryId}/export`, headers: sessionHeaders(outsider) })).statusCode).toBe(403);
  });
});
