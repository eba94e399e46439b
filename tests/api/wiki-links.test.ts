import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WIKI_COLLAB, WIKI_PAGE_LINK } from '../../contract/wiki';
import { documentRepositories } from '../../server/modules/documents/document-repositories';
import { wikiDocumentService } from '../../server/modules/wiki/wiki-document-service';
import { createLibrary, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage, unzip } from './wiki-support';

describe.each(DIALECTS)('links between wiki pages on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let libraryId: number;

  /** The page's content as the editor writes it: a paragraph with a link to `targetId` in the middle. */
  async function writeLink(pageId: number, targetId: number) {
    const doc = new Y.Doc();
    const paragraph = new Y.XmlElement('paragraph');
    const link = new Y.XmlElement(WIKI_PAGE_LINK.node);
    link.setAttribute(WIKI_PAGE_LINK.attr, targetId as unknown as string);
    paragraph.insert(0, [new Y.XmlText('详见 '), link, new Y.XmlText(' 一节')]);
    doc.getXmlFragment(WIKI_COLLAB.fragment).insert(0, [paragraph]);
    await wikiDocumentService(documentRepositories(server.db)).store(pageId, Y.encodeStateAsUpdate(doc), []);
  }

  async function exported(url: string) {
    const response = await server.app.inject({ method: 'GET', url, headers: sessionHeaders(owner) });
    expect(response.statusCode).toBe(200);
    return unzip(response.rawPayload);
  }

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    owner = await server.signIn('wang.fang', 'password-1');
    libraryId = (await createLibrary(owner, '链接手册')).id;
  });
  afterAll(() => server.close());

  it('exports a page link under the linked page’s title after a rename, pointing at its file', async () => {
    const from = await createPage(owner, libraryId, '入门');
    const to = await createPage(owner, libraryId, '发布流程');
    await writeLink(from.id, to.id);
    const renamed = await owner.put(`${WIKI}/${libraryId}/pages/${to.id}/title`, { title: '上线 流程' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const single = await exported(`${WIKI}/${libraryId}/pages/${from.id}/export`);
    expect(single.get('入门.md')!.toString()).toBe('详见 [上线 流程](上线%20流程.md) 一节\n');

    const whole = await exported(`${WIKI}/${libraryId}/export`);
    const name = [...whole.keys()].find((key) => key.endsWith('入门.md'))!;
    const target = [...whole.keys()].find((key) => key.endsWith('上线 流程.md'))!;
    expect(whole.get(name)!.toString()).toBe(`详见 [上线 流程](${target.replace(/ /g, '%20')}) 一节\n`);
  });

  it('exports a link to a deleted page without its title, and keeps it out of the search text', async () => {
    const from = await createPage(owner, libraryId, '旧索引');
    const gone = await createPage(owner, libraryId, '作废页面');
    await writeLink(from.id, gone.id);
    expect((await owner.delete(`${WIKI}/${libraryId}/pages/${gone.id}`)).statusCode).toBe(200);

    const single = await exported(`${WIKI}/${libraryId}/pages/${from.id}/export`);
    expect(single.get('旧索引.md')!.toString()).toBe('详见 （已删除或无权查看的页面） 一节\n');
    const page = (await owner.get(`${WIKI}/${libraryId}/pages/${from.id}`)).json().data;
    expect(page.text).toBe('详见  一节');
    expect(page.content.content[0].content[1]).toEqual({ type: WIKI_PAGE_LINK.node, attrs: { [WIKI_PAGE_LINK.attr]: gone.id } });
  });

  it('imports [[Title]] as a link to the page of that title, leaving unknown titles and code as written', async () => {
    const target = await createPage(owner, libraryId, '值班表');
    const response = await owner.post(`${WIKI}/${libraryId}/pages/import`, { title: '导入的页', markdown: '看 [[值班表]] 和 [[没有的页]]，`[[值班表]]`\n\n```\n[[值班表]]\n```\n' });
    expect(response.statusCode, response.body).toBe(200);
    const page = (await owner.get(`${WIKI}/${libraryId}/pages/${response.json().data.id}`)).json().data;
    expect(page.content.content[0].content).toEqual([
      { type: 'text', text: '看 ' },
      { type: WIKI_PAGE_LINK.node, attrs: { [WIKI_PAGE_LINK.attr]: target.id } },
      { type: 'text', text: ' 和 [[没有的页]]，' },
      { type: 'text', text: '[[值班表]]', marks: [{ type: 'code' }] },
    ]);
    expect(page.content.content[1].content).toEqual([{ type: 'text', text: '[[值班表]]' }]);
  });
});
