import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const REPORT = [
  '# 迁移周报',
  '',
  '本周**网关迁移**进入联调，详见 [迁移计划](https://example.com/plan)。',
  '',
  '- 第一阶段：*网关迁移*的灰度',
  '- 第二阶段：回滚演练',
  '',
  '| 阶段 | 负责人 | 网关迁移进度 |',
  '| --- | --- | --- |',
  '| 联调 | 李娜 | 80% |',
].join('\n');

describe.each(DIALECTS)('passages of Markdown files in search on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let libraryId: number;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    libraryId = (await createLibrary(zhao, '运维文档')).id;
    expect((await upload(server, zhao, libraryId, null, [{ name: '迁移周报.md', content: REPORT }])).statusCode).toBe(200);
    expect((await upload(server, zhao, libraryId, null, [{ name: '原样.txt', content: '纯文本里的 **网关迁移** 照原样显示' }])).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const passageOf = (hits: { name: string; snippet: string }[], name: string) => hits.find((hit) => hit.name === name)?.snippet ?? '';

  it('shows the words of a Markdown file without its syntax, the match still marked', async () => {
    const response = await zhao.get(`${DOC}/fulltext?keyword=${encodeURIComponent('网关迁移')}`);
    expect(response.statusCode, response.body).toBe(200);
    const snippet = passageOf(response.json().data.content, '迁移周报.md');
    expect(snippet).toContain('<mark>网关迁移</mark>');
    for (const syntax of ['#', '**', '|', '](', '- 第', '*网关']) expect(snippet).not.toContain(syntax);
    // A text file is shown as it is written.
    expect(passageOf(response.json().data.content, '原样.txt')).toContain('**');
  });

  it('does the same in a library search', async () => {
    const response = await zhao.get(`${DOC}/search?libraryId=${libraryId}&keyword=${encodeURIComponent('回滚演练')}`);
    expect(response.statusCode, response.body).toBe(200);
    const snippet = passageOf(response.json().data.content.map((hit: { node: { name: string }; snippet: string }) => ({ name: hit.node.name, snippet: hit.snippet })), '迁移周报.md');
    expect(snippet).toContain('<mark>回滚演练</mark>');
    for (const syntax of ['#', '**', '|', '](']) expect(snippet).not.toContain(syntax);
  });
});
