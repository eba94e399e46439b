import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createFolder, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage, grantLibrary } from './wiki-support';

const KNOWLEDGE = `${DOC}/knowledge`;
const CLASSIFY = `${DOC}/manage/classify`;
const RECOMMEND = `${DOC}/manage/recommend`;

interface Item {
  kind: string;
  id: number;
  name: string;
  libraryId: number;
  libraryName: string;
  maintainers: { account: string }[];
  updatedAt: number;
  followed: boolean;
}
interface Category {
  id: number;
  parentId: number | null;
  name: string;
  position: number;
  count: number;
}
interface Page<T> {
  totalElements: number;
  totalPages: number;
  content: T[];
}

describe.each(DIALECTS)('the classified knowledge base on %s', (dialect) => {
  let server: TestServer;
  let chen: ApiClient;
  let zhao: ApiClient;
  let li: ApiClient;
  let design: number;
  let secretLibrary: number;
  let reviewFile: number;
  let folder: number;
  let page: number;
  let hiddenPage: number;
  let secretFile: number;

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const tree = (client: ApiClient) => ok<Category[]>(client.get(`${KNOWLEDGE}/classify`));
  const items = (client: ApiClient, id: number, query = '') => ok<Page<Item>>(client.get(`${KNOWLEDGE}/classify/${id}/items?${query}`));
  const create = (name: string, parentId: number | null = null) => ok<Category>(chen.post(CLASSIFY, { name, parentId }));
  const assign = (categoryId: number, kind: string, itemId: number) => ok(chen.post(`${CLASSIFY}/${categoryId}/items`, { kind, itemId }));
  const records = async () => (await ok<{ content: { action: string; information: string }[] }>(chen.get(`${DOC}/manage/history?pageSize=100`))).content;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    chen = await server.signIn('chen.jie', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');

    design = (await createLibrary(zhao, '设计文档')).id;
    await grantLibrary(zhao, design, 'li.na', 'read');
    folder = (await createFolder(zhao, design, '评审记录')).id;
    const uploaded = await upload(server, zhao, design, folder, [{ name: '季度评审.txt', content: '评审结论' }]);
    reviewFile = uploaded.json().data.files[0].node.id;
    page = (await createPage(zhao, design, '评审流程')).id;
    hiddenPage = (await createPage(zhao, design, '人事评审')).id;
    const grant = await zhao.put(`${WIKI}/${design}/pages/${hiddenPage}/grants`, { grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, access: 'edit' }] });
    expect(grant.statusCode, grant.body).toBe(200);
    secretLibrary = (await createLibrary(zhao, '财务')).id;
    secretFile = (await upload(server, zhao, secretLibrary, null, [{ name: '预算.txt', content: '预算' }])).json().data.files[0].node.id;
  });
  afterAll(() => server.close());

  it('builds a tree: create, rename, move, reorder, with operation records', async () => {
    const top = await create('研发');
    const other = await create('管理');
    const child = await create('设计规范', top.id);
    expect(top.position).toBe(0);
    expect(other.position).toBe(1);
    expect(child).toMatchObject({ parentId: top.id, position: 0, count: 0 });
    await ok(chen.put(`${CLASSIFY}/${other.id}`, { name: '管理制度' }));
    await ok(chen.put(`${CLASSIFY}/${other.id}/move`, { parentId: null, position: 0 }));
    let all = await tree(li);
    expect(all.filter((c) => c.parentId === null).map((c) => [c.name, c.position])).toEqual([
      ['管理制度', 0],
      ['研发', 1],
    ]);
    await ok(chen.put(`${CLASSIFY}/${child.id}/move`, { parentId: other.id, position: 5 }));
    all = await tree(li);
    expect(all.find((c) => c.id === child.id)).toMatchObject({ parentId: other.id, position: 0 });
    // Under itself or its own sub-category: refused in words.
    const loop = await chen.put(`${CLASSIFY}/${other.id}/move`, { parentId: child.id, position: 0 });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toContain('子分类');
    const actions = (await records()).map((r) => r.action);
    expect(actions.filter((a) => a === 'CLASSIFY_CREATE')).toHaveLength(3);
    expect(actions).toContain('CLASSIFY_UPDATE');
    expect(actions.filter((a) => a === 'CLASSIFY_MOVE')).toHaveLength(2);
  });

  it('shows a person only the items they may read, counts agreeing with the list', async () => {
    const category = await create('评审');
    await assign(category.id, 'file', reviewFile);
    await assign(category.id, 'folder', folder);
    await assign(category.id, 'wiki', page);
    await assign(category.id, 'wiki', hiddenPage);
    await assign(category.id, 'library', secretLibrary);
    await assign(category.id, 'file', secretFile);
    await assign(category.id, 'library', design);

    const mine = await items(li, category.id);
    expect(mine.content.map((i) => `${i.kind}:${i.name}`).sort()).toEqual(['file:季度评审.txt', 'folder:评审记录', 'library:设计文档', 'wiki:评审流程'].sort());
    expect(mine.totalElements).toBe(4);
    expect((await tree(li)).find((c) => c.id === category.id)!.count).toBe(4);
    // The library's maintainer is named; the admin sees what the classification admin may read.
    expect(mine.content.find((i) => i.kind === 'file')).toMatchObject({ libraryId: design, libraryName: '设计文档', maintainers: [{ account: 'zhao.lei' }], followed: false });
    expect((await items(zhao, category.id)).totalElements).toBe(7);
    expect((await tree(zhao)).find((c) => c.id === category.id)!.count).toBe(7);

    // Filtered by kind, sorted by name, paged.
    expect((await items(li, category.id, 'kind=wiki')).content.map((i) => i.name)).toEqual(['评审流程']);
    const byName = await items(zhao, category.id, 'sort=name&order=ASC&pageSize=3');
    expect(byName).toMatchObject({ totalElements: 7, totalPages: 3 });
    expect(byName.content).toHaveLength(3);
    const third = await items(zhao, category.id, 'sort=name&order=ASC&pageSize=3&pageNum=3');
    expect(third.content).toHaveLength(1);

    // A deleted file leaves the list and the count.
    await ok(zhao.put(`${DOC}/file/delete`, { libraryId: secretLibrary, nodeIds: [secretFile] }));
    expect((await tree(zhao)).find((c) => c.id === category.id)!.count).toBe(6);
    expect((await items(zhao, category.id)).totalElements).toBe(6);
  });

  it('follows and unfollows an item the person can read, and never one they cannot', async () => {
    expect(await ok(li.put(`${KNOWLEDGE}/follow/${reviewFile}?kind=file&follow=1`))).toEqual({ followed: true });
    const followed = await ok<Page<Item>>(li.get(`${KNOWLEDGE}/follow`));
    expect(followed.content.map((i) => i.name)).toEqual(['季度评审.txt']);
    expect(followed.content[0]!.followed).toBe(true);
    expect((await li.put(`${KNOWLEDGE}/follow/${hiddenPage}?kind=wiki&follow=1`)).statusCode).toBe(404);
    expect((await li.put(`${KNOWLEDGE}/follow/${secretLibrary}?kind=library&follow=1`)).statusCode).toBe(404);
    // A file's id asked for as a folder is not that item.
    expect((await li.put(`${KNOWLEDGE}/follow/${reviewFile}?kind=folder&follow=1`)).statusCode).toBe(404);
    const home = await ok<{ followed: Item[] }>(li.get(`${KNOWLEDGE}/home`));
    expect(home.followed.map((i) => i.name)).toEqual(['季度评审.txt']);
    await ok(li.put(`${KNOWLEDGE}/follow/${reviewFile}?kind=file&follow=0`));
    expect((await ok<Page<Item>>(li.get(`${KNOWLEDGE}/follow`))).totalElements).toBe(0);
  });

  it('recommends on the home: in order, until expiry, only readable items', async () => {
    const first = await ok<{ id: number }>(chen.post(RECOMMEND, { kind: 'file', itemId: reviewFile }));
    const second = await ok<{ id: number }>(chen.post(RECOMMEND, { kind: 'wiki', itemId: page, expiresAt: Date.now() + 86_400_000 }));
    const third = await ok<{ id: number }>(chen.post(RECOMMEND, { kind: 'library', itemId: design, expiresAt: Date.now() - 1000 }));
    expect((await chen.post(RECOMMEND, { kind: 'file', itemId: reviewFile })).statusCode).toBe(409);
    let home = await ok<{ recommended: Item[]; recent: Item[] }>(li.get(`${KNOWLEDGE}/home`));
    expect(home.recommended.map((i) => i.name)).toEqual(['季度评审.txt', '评审流程']);
    // Recently updated documents and pages she can read; the hidden page and the other library never.
    const recent = home.recent.map((i) => i.name);
    expect(recent).toEqual(expect.arrayContaining(['季度评审.txt', '评审流程']));
    expect(recent).not.toContain('人事评审');
    expect(recent).not.toContain('预算.txt');

    await ok(chen.put(`${RECOMMEND}/order`, { ids: [second.id, third.id, first.id] }));
    home = await ok(li.get(`${KNOWLEDGE}/home`));
    expect(home.recommended.map((i) => i.name)).toEqual(['评审流程', '季度评审.txt']);
    expect((await chen.put(`${RECOMMEND}/order`, { ids: [second.id, first.id] })).statusCode).toBe(400);
    await ok(chen.put(`${RECOMMEND}/${third.id}`, { expiresAt: null }));
    const list = await ok<{ id: number; expired: boolean; item: Item | null }[]>(chen.get(RECOMMEND));
    expect(list.map((r) => [r.item?.name, r.expired])).toEqual([
      ['评审流程', false],
      ['设计文档', false],
      ['季度评审.txt', false],
    ]);
    await ok(chen.delete(`${RECOMMEND}/${first.id}`));
    expect((await chen.delete(`${RECOMMEND}/${first.id}`)).statusCode).toBe(404);
    home = await ok(li.get(`${KNOWLEDGE}/home`));
    expect(home.recommended.map((i) => i.name)).toEqual(['评审流程', '设计文档']);
    const actions = (await records()).map((r) => r.action);
    expect(actions.filter((a) => a === 'RECOMMEND').length).toBeGreaterThanOrEqual(5);
    expect(actions).toContain('UNRECOMMEND');
  });

  it('finds candidates by name, assigns and unassigns, and deletes a category saying where its contents went', async () => {
    const found = await ok<Item[]>(chen.get(`${CLASSIFY}/candidates?keyword=${encodeURIComponent('评审')}`));
    expect(found.map((i) => `${i.kind}:${i.name}`)).toEqual(expect.arrayContaining(['file:季度评审.txt', 'folder:评审记录', 'wiki:评审流程', 'wiki:人事评审']));
    expect((await ok<Item[]>(chen.get(`${CLASSIFY}/candidates?keyword=${encodeURIComponent('评审')}&kind=wiki`))).every((i) => i.kind === 'wiki')).toBe(true);

    const parent = await create('上级');
    const doomed = await create('待删', parent.id);
    const grandchild = await create('孙', doomed.id);
    await assign(doomed.id, 'file', reviewFile);
    await assign(doomed.id, 'wiki', page);
    await assign(parent.id, 'wiki', page);
    expect((await chen.post(`${CLASSIFY}/${doomed.id}/items`, { kind: 'file', itemId: reviewFile })).statusCode).toBe(409);
    const removed = await ok(chen.delete(`${CLASSIFY}/${doomed.id}`));
    expect(removed).toEqual({ movedCategories: 1, movedItems: 1, unassignedItems: 1 });
    const all = await tree(chen);
    expect(all.find((c) => c.id === grandchild.id)!.parentId).toBe(parent.id);
    expect(all.find((c) => c.id === parent.id)!.count).toBe(2);
    await ok(chen.delete(`${CLASSIFY}/${parent.id}/items?kind=wiki&itemId=${page}`));
    expect((await chen.delete(`${CLASSIFY}/${parent.id}/items?kind=wiki&itemId=${page}`)).statusCode).toBe(404);
    expect((await items(chen, parent.id)).content.map((i) => i.name)).toEqual(['季度评审.txt']);
    // At the top level a deleted category's items are unassigned.
    const top = await create('顶层');
    await assign(top.id, 'file', reviewFile);
    expect(await ok(chen.delete(`${CLASSIFY}/${top.id}`))).toEqual({ movedCategories: 0, movedItems: 0, unassignedItems: 1 });
    const actions = (await records()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['CLASSIFY_ASSIGN', 'CLASSIFY_UNASSIGN', 'CLASSIFY_DELETE']));
    expect((await records()).find((r) => r.action === 'CLASSIFY_DELETE')!.information).toContain('取消分类');
  });

  it('records publishing and ending the notice, and shows its state to the back office', async () => {
    await ok(chen.post(`${DOC}/message`, { content: '周六 22:00 维护', department: true }));
    expect(await ok(chen.get(`${DOC}/manage/notice`))).toMatchObject({ content: '周六 22:00 维护', department: true, showing: true, createdBy: { account: 'chen.jie' } });
    await ok(chen.post(`${DOC}/message`, { content: 'END', department: true }));
    expect(await ok(chen.get(`${DOC}/manage/notice`))).toMatchObject({ content: 'END', showing: false });
    const actions = (await records()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['NOTICE_PUBLISH', 'NOTICE_END']));
  });

  it('answers 403 to anyone else on every management call', async () => {
    const category = (await tree(chen))[0]!;
    const calls = [
      li.post(CLASSIFY, { name: 'x', parentId: null }),
      li.put(`${CLASSIFY}/${category.id}`, { name: 'x' }),
      li.put(`${CLASSIFY}/${category.id}/move`, { parentId: null, position: 0 }),
      li.delete(`${CLASSIFY}/${category.id}`),
      li.get(`${CLASSIFY}/candidates?keyword=x`),
      li.post(`${CLASSIFY}/${category.id}/items`, { kind: 'file', itemId: reviewFile }),
      li.delete(`${CLASSIFY}/${category.id}/items?kind=file&itemId=${reviewFile}`),
      li.get(RECOMMEND),
      li.post(RECOMMEND, { kind: 'file', itemId: reviewFile }),
      li.put(`${RECOMMEND}/1`, { expiresAt: null }),
      li.put(`${RECOMMEND}/order`, { ids: [1] }),
      li.delete(`${RECOMMEND}/1`),
      li.get(`${DOC}/manage/notice`),
      li.post(`${DOC}/message`, { content: 'x' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
    expect((await tree(li)).find((c) => c.id === category.id)!.name).toBe(category.name);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const bad = [
      chen.post(CLASSIFY, { name: '' }),
      chen.post(CLASSIFY, { name: 'x'.repeat(101) }),
      chen.post(CLASSIFY, { name: 'x', parentId: 'abc' }),
      chen.post(CLASSIFY, { name: 'x', extra: 1 }),
      chen.put(`${CLASSIFY}/abc`, { name: 'x' }),
      chen.put(`${CLASSIFY}/1/move`, { parentId: null, position: -1 }),
      chen.post(`${CLASSIFY}/1/items`, { kind: 'page', itemId: 1 }),
      chen.get(`${CLASSIFY}/candidates`),
      chen.get(`${KNOWLEDGE}/classify/1/items?sort=size`),
      chen.get(`${KNOWLEDGE}/classify/1/items?pageSize=100000`),
      li.put(`${KNOWLEDGE}/follow/1?kind=file&follow=2`),
      li.put(`${KNOWLEDGE}/follow/1`),
      chen.post(RECOMMEND, { kind: 'file', itemId: reviewFile, expiresAt: 'soon' }),
      chen.put(`${RECOMMEND}/order`, { ids: [] }),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const missing = [
      chen.put(`${CLASSIFY}/999999`, { name: 'x' }),
      chen.delete(`${CLASSIFY}/999999`),
      chen.post(CLASSIFY, { name: 'x', parentId: 999999 }),
      chen.get(`${KNOWLEDGE}/classify/999999/items`),
      chen.post(`${CLASSIFY}/${(await tree(chen))[0]!.id}/items`, { kind: 'file', itemId: 999999 }),
      chen.post(RECOMMEND, { kind: 'wiki', itemId: 999999 }),
      li.put(`${KNOWLEDGE}/follow/999999?kind=library&follow=1`),
    ];
    for (const response of await Promise.all(missing)) expect(response.statusCode, response.body).toBe(404);
  });
});
