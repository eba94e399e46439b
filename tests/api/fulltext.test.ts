import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createFolder, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, grantLibrary } from './wiki-support';

const FULLTEXT = `${DOC}/fulltext`;

interface Hit {
  kind: 'file' | 'folder' | 'wiki';
  id: number;
  libraryId: number;
  libraryName: string;
  name: string;
  path: string;
  owner: { account: string } | null;
  matchedName: boolean;
  matchedContent: boolean;
  nameHighlight: string;
  snippet: string;
}
interface Result {
  totalElements: number;
  totalPages: number;
  content: Hit[];
  capped: boolean;
}

describe.each(DIALECTS)('full-library search (/fulltext) on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let wang: ApiClient;
  let li: ApiClient;
  let design: number;
  let secretLibrary: number;
  let secretPage: number;
  let beforeLater: number;

  const search = async (client: ApiClient, query: string) => {
    const response = await client.get(`${FULLTEXT}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Result;
  };
  const names = (result: Result) => result.content.map((hit) => `${hit.kind}:${hit.name}`);
  const importPage = async (client: ApiClient, libraryId: number, markdown: string, parentId?: number) => {
    const response = await client.post(`${WIKI}/${libraryId}/pages/import`, { markdown, ...(parentId ? { parentId } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; title: string };
  };

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    li = await server.signIn('li.na', 'password-1');

    design = (await createLibrary(zhao, '设计文档')).id;
    await grantLibrary(zhao, design, 'li.na', 'read');
    const reviews = await createFolder(zhao, design, '评审记录');
    expect((await upload(server, zhao, design, reviews.id, [{ name: '季度评审.txt', content: '上季度的设计评审结论：接口需要重新划分。' }])).statusCode).toBe(200);
    expect((await upload(server, zhao, design, null, [{ name: 'notes.md', content: 'The 评审 of the gateway went well.' }])).statusCode).toBe(200);
    const handbook = await importPage(zhao, design, '# 评审流程\n\n每次发布前做一次代码评审。');
    await importPage(zhao, design, '# 发布清单\n\n上线前请完成评审。', handbook.id);
    const secret = await importPage(zhao, design, '# 人事评审\n\n只给管理层看的评审意见。');
    secretPage = secret.id;
    const grant = await zhao.put(`${WIKI}/${design}/pages/${secretPage}/grants`, { grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, access: 'edit' }] });
    expect(grant.statusCode, grant.body).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 5));
    beforeLater = Date.now();
    secretLibrary = (await createLibrary(wang, '财务')).id;
    expect((await upload(server, wang, secretLibrary, null, [{ name: '评审预算.txt', content: '预算评审' }])).statusCode).toBe(200);
    await importPage(wang, secretLibrary, '# 财务评审\n\n年度评审。');
  });
  afterAll(() => server.close());

  it('finds files, folders and wiki pages by two Chinese characters of their names or contents, names first', async () => {
    const result = await search(li, `keyword=${encodeURIComponent('评审')}`);
    // The restricted page and the library she cannot read never show, not even in the count.
    expect(names(result)).toEqual(expect.arrayContaining(['file:季度评审.txt', 'folder:评审记录', 'wiki:评审流程', 'wiki:发布清单', 'file:notes.md']));
    expect(names(result)).not.toContain('wiki:人事评审');
    expect(result.content.every((hit) => hit.libraryId === design)).toBe(true);
    expect(result.totalElements).toBe(5);
    const named = result.content.filter((hit) => hit.matchedName).map((hit) => hit.name);
    expect(named.sort()).toEqual(['季度评审.txt', '评审流程', '评审记录'].sort());
    expect(result.content.slice(0, 3).every((hit) => hit.matchedName)).toBe(true);
    const file = result.content.find((hit) => hit.name === '季度评审.txt')!;
    expect(file).toMatchObject({ kind: 'file', libraryName: '设计文档', path: '/评审记录', owner: { account: 'zhao.lei' }, matchedContent: true });
    expect(file.nameHighlight).toBe('季度<mark>评审</mark>.txt');
    expect(file.snippet).toContain('<mark>评审</mark>');
    const child = result.content.find((hit) => hit.name === '发布清单')!;
    expect(child).toMatchObject({ kind: 'wiki', path: '/评审流程', matchedName: false, matchedContent: true });
    expect(child.snippet).toBe('上线前请完成<mark>评审</mark>。');
  });

  it('shows a restricted page to its grantee, and each person only their own libraries', async () => {
    expect(names(await search(zhao, `keyword=${encodeURIComponent('人事')}`))).toEqual(['wiki:人事评审']);
    expect((await search(li, `keyword=${encodeURIComponent('人事')}`)).totalElements).toBe(0);
    expect(names(await search(wang, `keyword=${encodeURIComponent('评审')}`)).sort()).toEqual(['file:评审预算.txt', 'wiki:财务评审']);
  });

  it('narrows by library, kind, modified time and owner, and pages', async () => {
    const keyword = `keyword=${encodeURIComponent('评审')}`;
    expect(names(await search(li, `${keyword}&kind=wiki`)).sort()).toEqual(['wiki:发布清单', 'wiki:评审流程']);
    expect(names(await search(li, `${keyword}&kind=folder`))).toEqual(['folder:评审记录']);
    expect(names(await search(li, `${keyword}&kind=file`)).sort()).toEqual(['file:notes.md', 'file:季度评审.txt']);
    expect((await search(li, `${keyword}&libraryId=${design}`)).totalElements).toBe(5);
    expect((await search(zhao, `${keyword}&owner=li.na`)).totalElements).toBe(0);
    expect((await search(zhao, `${keyword}&owner=nobody`)).totalElements).toBe(0);
    expect((await search(wang, `${keyword}&owner=wang.fang`)).totalElements).toBe(2);
    expect((await search(zhao, `${keyword}&from=${beforeLater}`)).totalElements).toBe(0);
    expect((await search(zhao, `${keyword}&to=${beforeLater}`)).totalElements).toBe(6);
    const first = await search(li, `${keyword}&pageSize=2`);
    const third = await search(li, `${keyword}&pageSize=2&pageNum=3`);
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3 });
    expect(third.content).toHaveLength(1);
    expect(new Set([...names(first), ...names(await search(li, `${keyword}&pageSize=2&pageNum=2`)), ...names(third)]).size).toBe(5);
  });

  it('narrows to a category of the knowledge base: what is assigned to it or below it, in its sub-categories too', async () => {
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    const chen = await server.signIn('chen.jie', 'password-1');
    const category = async (name: string, parentId: number | null) => {
      const response = await chen.post(`${DOC}/manage/classify`, { name, parentId });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as number;
    };
    const assign = async (categoryId: number, kind: string, itemId: number) => expect((await chen.post(`${DOC}/manage/classify/${categoryId}/items`, { kind, itemId })).statusCode).toBe(200);
    const design = await category('设计规范', null);
    const reviews = await category('评审', design);
    const keyword = `keyword=${encodeURIComponent('评审')}`;
    const all = await search(li, keyword);
    const folder = all.content.find((hit) => hit.kind === 'folder')!;
    const handbook = all.content.find((hit) => hit.name === '评审流程')!;
    await assign(reviews, 'folder', folder.id);
    await assign(design, 'wiki', handbook.id);

    // The folder, the file in it, the page and its sub-page: from the top category, sub-category included.
    expect(names(await search(li, `${keyword}&classifyId=${design}`)).sort()).toEqual(['file:季度评审.txt', 'folder:评审记录', 'wiki:发布清单', 'wiki:评审流程']);
    expect(names(await search(li, `${keyword}&classifyId=${reviews}`)).sort()).toEqual(['file:季度评审.txt', 'folder:评审记录']);
    // A whole library assigned covers everything in it, but never what the person cannot read.
    const finance = await category('财务', null);
    await assign(finance, 'library', secretLibrary);
    expect((await search(li, `${keyword}&classifyId=${finance}`)).totalElements).toBe(0);
    expect(names(await search(wang, `${keyword}&classifyId=${finance}`)).sort()).toEqual(['file:评审预算.txt', 'wiki:财务评审']);
    expect((await li.get(`${FULLTEXT}?${keyword}&classifyId=999999`)).statusCode).toBe(404);
  });

  it('refuses a library the person cannot read, and bad input, with a clear 4xx', async () => {
    expect((await li.get(`${FULLTEXT}?keyword=x&libraryId=${secretLibrary}`)).statusCode).toBe(403);
    expect((await li.get(`${FULLTEXT}?keyword=x&libraryId=999999`)).statusCode).toBe(404);
    for (const query of ['', 'keyword=', `keyword=${'字'.repeat(101)}`, 'keyword=x&kind=page', 'keyword=x&from=-1', 'keyword=x&libraryId=abc', 'keyword=x&pageSize=51', 'keyword=x&extra=1']) {
      const response = await li.get(`${FULLTEXT}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).not.toBe('');
    }
  });
});
