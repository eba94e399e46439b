import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unicodeTextPdf } from '../fixtures/documents';
import { docx, pdf, pptx, readZip, xlsx } from './library-fixtures';
import { DOC, createFolder, createLibrary, getRaw, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

describe.each(DIALECTS)('documents: text extraction for search and folder zips on %s', (dialect) => {
  let server: TestServer;
  let li: ApiClient;
  let libraryId: number;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'li.na', { name: '李娜' });
    li = await server.signIn('li.na', 'password-1');
    libraryId = (await createLibrary(li, '资料库')).id;
    const uploaded = await upload(server, li, libraryId, null, [
      { name: '评审纪要.docx', content: await docx('项目里程碑评审纪要') },
      { name: '预算.xlsx', content: await xlsx('年度采购预算') },
      { name: '路线图.pptx', content: await pptx('季度发布路线图') },
      { name: 'report.pdf', content: pdf('Quarterly budget review') },
      { name: 'README.md', content: '# 部署指南\n\n先备份数据库，再执行迁移脚本。' },
      { name: 'main.go', content: 'package main\n\n// retryBackoff doubles the wait between attempts.\nfunc retryBackoff() {}\n' },
      { name: '旧编码.txt', content: Buffer.from([0xc9, 0xe8, 0xbc, 0xc6, 0xc6, 0xc0, 0xc9, 0xf3]) },
    ]);
    expect(uploaded.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  async function foundBy(keyword: string) {
    const response = await li.get(`${DOC}/search?libraryId=${libraryId}&scope=content&keyword=${encodeURIComponent(keyword)}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.content.map((hit: { node: { name: string } }) => hit.node.name);
  }

  it('finds Word, Excel, PowerPoint and PDF files by the words inside them', async () => {
    expect(await foundBy('里程碑')).toEqual(['评审纪要.docx']);
    expect(await foundBy('采购')).toEqual(['预算.xlsx']);
    expect(await foundBy('路线图')).toEqual(['路线图.pptx']);
    expect(await foundBy('budget')).toEqual(['report.pdf']);
  });

  it('finds Markdown, source code and GB18030 text by their words', async () => {
    expect(await foundBy('备份')).toEqual(['README.md']);
    expect(await foundBy('retryBackoff')).toEqual(['main.go']);
    expect(await foundBy('评审')).toEqual(expect.arrayContaining(['评审纪要.docx', '旧编码.txt']));
  });

  it('highlights the words in a passage of the document', async () => {
    const hit = (await li.get(`${DOC}/search?libraryId=${libraryId}&keyword=${encodeURIComponent('迁移')}`)).json().data.content[0];
    expect(hit).toMatchObject({ matchedContent: true, node: { name: 'README.md' } });
    // The passage reads as text: the heading's # is Markdown, not a word of the document.
    expect(hit.snippet).toBe('部署指南 先备份数据库，再执行<mark>迁移</mark>脚本。');
  });

  it('finds a PDF written with Kangxi radicals by the ordinary characters, and shows them ordinary in the passage', async () => {
    // PDF producers often map CJK glyphs to the look-alike radicals: ⾥ (U+2FA5) for 里, ⽉ (U+2F49) for 月.
    const minutes = (await createLibrary(li, '会议纪要')).id;
    const uploaded = await upload(server, li, minutes, null, [{ name: '进度.pdf', content: unicodeTextPdf('项目⾥程碑：11⽉20⽇完成评审') }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const search = async (keyword: string) =>
      (await li.get(`${DOC}/search?libraryId=${minutes}&scope=content&keyword=${encodeURIComponent(keyword)}`)).json().data.content as { node: { name: string }; snippet: string }[];
    const [milestone] = await search('里程碑');
    expect(milestone).toMatchObject({ node: { name: '进度.pdf' } });
    expect(milestone!.snippet).toBe('项目<mark>里程碑</mark>：11月20日完成评审');
    const [date] = await search('11月20日');
    expect(date).toMatchObject({ node: { name: '进度.pdf' } });
    expect(date!.snippet).toBe('项目里程碑：<mark>11月20日</mark>完成评审');
  });

  it('downloads a folder as a zip with everything in it, empty folders included', async () => {
    const top = await createFolder(li, libraryId, '项目');
    const inner = await createFolder(li, libraryId, '图纸', top.id);
    await createFolder(li, libraryId, '空', top.id);
    await upload(server, li, libraryId, top.id, [{ name: '说明.txt', content: 'top level' }]);
    await upload(server, li, libraryId, inner.id, [
      { name: 'a.txt', content: 'x'.repeat(5000) },
      { name: 'b.pdf', content: pdf('drawing') },
    ]);
    const response = await getRaw(server, li, `${DOC}/file/zip/${libraryId}/${top.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('项目.zip')}`);
    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['图纸/', '图纸/a.txt', '图纸/b.pdf', '空/', '说明.txt']);
    expect(entries.get('图纸/a.txt')!.toString()).toBe('x'.repeat(5000));
    expect(entries.get('说明.txt')!.toString()).toBe('top level');
    expect(entries.get('图纸/b.pdf')!.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('zips the whole library from its root, leaving out what is in the recycle bin', async () => {
    const trash = await createFolder(li, libraryId, '回收');
    await li.put(`${DOC}/file/delete`, { libraryId, nodeIds: [trash.id] });
    const root = (await li.get(`${DOC}/doc_library/${libraryId}`)).json().data.rootId;
    const response = await getRaw(server, li, `${DOC}/file/zip/${libraryId}/${root}`);
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('资料库.zip'));
    const names = [...readZip(response.rawPayload).keys()];
    expect(names).toContain('评审纪要.docx');
    expect(names).toContain('项目/图纸/a.txt');
    expect(names.some((name) => name.startsWith('回收'))).toBe(false);
  });
});
