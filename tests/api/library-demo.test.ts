import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../server/demo/seed';
import { DOC } from './library-support';
import { DIALECTS, build, type TestServer } from './support/build';

describe.each(DIALECTS)('demo libraries on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
    await seedDemo(server.db, server.config);
    await seedDemo(server.db, server.config);
  });
  afterAll(() => server.close());

  it('gives Li Na a followed department library she edits, once even when loaded twice', async () => {
    const li = await server.signIn('li.na', DEMO_PASSWORD);
    const followed = (await li.get(`${DOC}/doc_library/follow`)).json().data;
    expect(followed.map((l: { name: string }) => l.name)).toEqual(['研发部文档库']);
    expect(followed[0].permission).toMatchObject({ role: 'edit' });
    const libraries = (await li.get(`${DOC}/doc_library/by_user?kind=department`)).json().data.content;
    expect(libraries.map((l: { name: string }) => l.name).sort()).toEqual(['技术知识库', '研发部文档库'].sort());
  });

  it('has files to browse and search, one of them with two versions', async () => {
    const li = await server.signIn('li.na', DEMO_PASSWORD);
    const library = (await li.get(`${DOC}/doc_library/follow`)).json().data[0];
    const hits = (await li.get(`${DOC}/search?libraryId=${library.id}&keyword=${encodeURIComponent('评审')}`)).json().data.content;
    const minutes = hits.find((h: { node: { name: string } }) => h.node.name === '上季度设计评审纪要.md');
    expect(minutes).toMatchObject({ path: '/设计/评审', node: { version: 2 } });
    const root = (await li.get(`${DOC}/file/list?libraryId=${library.id}`)).json().data.page.content.map((n: { name: string }) => n.name);
    expect(root).toEqual(['归档', '设计', 'README.md']);
  });

  it('has the demo projects’ libraries, a personal space and a share template', async () => {
    const zhao = await server.signIn('zhao.lei', DEMO_PASSWORD);
    const projects = (await zhao.get(`${DOC}/ppm_project_doc_library/by_user`)).json().data.content.map((l: { name: string }) => l.name);
    expect(projects.sort()).toEqual(['代码检查服务', '文库平台']);
    const li = await server.signIn('li.na', DEMO_PASSWORD);
    const personal = (await li.get(`${DOC}/doc_library/personal`)).json().data;
    expect((await li.get(`${DOC}/file/list?libraryId=${personal.id}`)).json().data.page.content.map((n: { name: string }) => n.name)).toEqual(['待办.md']);
    expect((await li.get(`${DOC}/manage/shareTemplate`)).json().data.map((t: { name: string }) => t.name)).toEqual(['研发部只读']);
  });
});
