import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

/** Name search reads a trigram index for fragments of three characters or more; these are the answers a person sees. */
describe.each(DIALECTS)('searching by a part of a name on %s', (dialect) => {
  let server: TestServer;
  let wang: ApiClient;
  let libraryId: number;
  const ids = new Map<string, number>();

  const names = async (keyword: string) =>
    ((await wang.get(`${DOC}/search?libraryId=${libraryId}&scope=name&keyword=${encodeURIComponent(keyword)}`)).json().data.content as { node: { name: string } }[])
      .map((hit) => hit.node.name)
      .sort();

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    wang = await server.signIn('wang.fang', 'password-1');
    libraryId = (await createLibrary(wang, '项目资料')).id;
    const files = ['季度设计评审纪要.md', 'Storage-Design.txt', '100%_done.txt', '100x_done.txt', '评审.txt'];
    const response = await upload(server, wang, libraryId, null, files.map((name) => ({ name, content: name })));
    for (const { node } of response.json().data.files as { node: { id: number; name: string } }[]) ids.set(node.name, node.id);
  });
  afterAll(() => server.close());

  it('finds a name by any part of it, Chinese or English, in any letter case', async () => {
    expect(await names('设计评审')).toEqual(['季度设计评审纪要.md']);
    expect(await names('storage-des')).toEqual(['Storage-Design.txt']);
    expect(await names('DESIGN')).toEqual(['Storage-Design.txt']);
    // Two characters are shorter than a trigram: still found.
    expect(await names('评审')).toEqual(['季度设计评审纪要.md', '评审.txt']);
  });

  it('takes % and _ in the words literally', async () => {
    expect(await names('100%_')).toEqual(['100%_done.txt']);
    expect(await names('0x_d')).toEqual(['100x_done.txt']);
  });

  it('follows renames and deletions at once', async () => {
    const renamed = await wang.put(`${DOC}/file/rename`, { libraryId, nodeId: ids.get('Storage-Design.txt')!, name: '存储方案.txt' });
    expect(renamed.statusCode).toBe(200);
    expect(await names('storage')).toEqual([]);
    expect(await names('存储方案')).toEqual(['存储方案.txt']);
    await wang.put(`${DOC}/file/delete`, { libraryId, nodeIds: [ids.get('季度设计评审纪要.md')!] });
    expect(await names('设计评审')).toEqual([]);
  });
});
