import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrary } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage, grantLibrary } from './wiki-support';

const MARKDOWN = `# 上线手册

按 **顺序** 执行，详见 [规范](https://wiki.example/rules)。

- [x] 备份数据库
- [ ] 切换流量

<script>alert('x')</script>

[危险链接](javascript:alert(1))
`;

describe.each(DIALECTS)('a wiki page made from Markdown on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let reader: ApiClient;
  let libraryId: number;

  const importMarkdown = (client: ApiClient, body: unknown) => client.post(`${WIKI}/${libraryId}/pages/import`, body);

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    owner = await server.signIn('wang.fang', 'password-1');
    reader = await server.signIn('li.na', 'password-1');
    libraryId = (await createLibrary(owner, '运维手册')).id;
    await grantLibrary(owner, libraryId, 'li.na', 'read');
  });
  afterAll(() => server.close());

  it('becomes a page titled by its top heading, with its content, a first version, and found by search', async () => {
    const response = await importMarkdown(owner, { markdown: MARKDOWN });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.title).toBe('上线手册');
    const read = (await reader.get(`${WIKI}/${libraryId}/pages/${page.id}`)).json().data;
    expect(read.text).toContain('按 顺序 执行，详见 规范。');
    expect(read.markdown).toContain('- [x] 备份数据库');
    expect(read.markdown).toContain('[规范](https://wiki.example/rules)');
    // Nothing that runs: the script is gone, the javascript: link is plain text.
    expect(JSON.stringify(read.content)).not.toMatch(/javascript:|<script/i);
    expect(read.text).toContain('危险链接');
    // What the web app asks for: the same content, without the text and Markdown it does not draw.
    const contentOnly = (await reader.get(`${WIKI}/${libraryId}/pages/${page.id}?contentOnly=1`)).json().data;
    expect(contentOnly.content).toEqual(read.content);
    expect(contentOnly).not.toHaveProperty('text');
    expect(contentOnly).not.toHaveProperty('markdown');
    const versions = (await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions`)).json().data.content;
    expect(versions.map((v: { name: string }) => v.name)).toEqual(['导入']);
    const hits = (await reader.get(`${WIKI}/${libraryId}/search?keyword=${encodeURIComponent('备份')}`)).json().data.content;
    expect(hits.map((hit: { page: { id: number } }) => hit.page.id)).toEqual([page.id]);
  });

  it('takes a given title and parent', async () => {
    const parent = await createPage(owner, libraryId, '归档');
    const response = await importMarkdown(owner, { markdown: '正文', title: '旧手册', parentId: parent.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: '旧手册', parentId: parent.id });
  });

  it('takes its title from YAML front matter, leaving no rule or `title:` heading in the content', async () => {
    const response = await importMarkdown(owner, { markdown: '---\ntitle: 值班手册\nauthor: 王芳\n---\n# 第一章\n\n1\\. 不是列表\n\n用 `` a`b `` 命令\n' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.title).toBe('值班手册');
    const read = (await owner.get(`${WIKI}/${libraryId}/pages/${page.id}`)).json().data;
    expect(read.content.content.map((node: { type: string }) => node.type)).toEqual(['heading', 'paragraph', 'paragraph']);
    expect(read.text).not.toContain('title:');
    expect(read.markdown).toBe('# 第一章\n\n1\\. 不是列表\n\n用 ``a`b`` 命令\n');
  });

  it('refuses what it cannot take with a clear 4xx, leaving no page behind', async () => {
    const before = (await owner.get(`${WIKI}/${libraryId}/pages`)).json().data.pages.length;
    const untitled = await importMarkdown(owner, { markdown: '没有标题的正文' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe('请填写页面标题（Markdown 开头没有一级标题）');
    const taken = await importMarkdown(owner, { markdown: '# 上线手册\n\n又一次' });
    expect(taken.statusCode).toBe(409);
    const tooLong = await importMarkdown(owner, { markdown: 'x'.repeat(1_000_001), title: '太长' });
    expect(tooLong.statusCode).toBe(400);
    expect((await importMarkdown(owner, { markdown: '正文', title: '孤儿', parentId: 999_999 })).statusCode).toBe(400);
    expect((await importMarkdown(owner, { markdown: 1 })).statusCode).toBe(400);
    expect((await importMarkdown(reader, { markdown: '# 读者的页面' })).statusCode).toBe(403);
    expect((await owner.get(`${WIKI}/${libraryId}/pages`)).json().data.pages.length).toBe(before);
  });
});
