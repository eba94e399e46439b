import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndex } from '../../server/modules/search-index/search-index';
import { queryTerms } from '../../server/modules/search-index/segmenter';
import { createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

/**
 * Content search ranks by relevance; with more matches than it keeps, the newest of them are the ones ranked
 * (so a word in half of all documents costs a bounded walk of the index). Shown here with a cap of three.
 */
describe.each(DIALECTS)('ranking content matches on %s', (dialect) => {
  let server: TestServer;
  let libraryId: number;
  const ids = new Map<string, number>();
  const matches = async (keyword: string, cap: number) => {
    const found = await searchIndex(server.db).contentMatches([libraryId], queryTerms(keyword), cap);
    return found.map((id) => [...ids].find(([, value]) => value === id)?.[0]);
  };

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'wang.fang');
    const wang = await server.signIn('wang.fang', 'password-1');
    libraryId = (await createLibrary(wang, '评审资料')).id;
    // Oldest first; the oldest says 评审 most often, and alone holds the rare word.
    const files = [
      ['old.txt', '评审 评审 评审 评审 评审 评审 归档'],
      ['a.txt', '评审 会议 记录 内容 较长 的 一段 文字'],
      ['b.txt', '评审 评审 评审 会议'],
      ['c.txt', '评审 评审 会议 记录'],
      ['d.txt', '评审 会议 记录 其他'],
    ];
    for (const [name, content] of files) {
      const response = await upload(server, wang, libraryId, null, [{ name: name!, content: content! }]);
      ids.set(name!, (response.json().data.files as { node: { id: number } }[])[0]!.node.id);
    }
  });
  afterAll(() => server.close());

  it('ranks every match by relevance while they fit under the cap', async () => {
    expect((await matches('评审', 10))[0]).toBe('old.txt');
    expect(await matches('评审', 10)).toHaveLength(5);
  });

  it('ranks the newest matches when there are more than the cap, and still finds a rare word in an old document', async () => {
    expect(await matches('评审', 3)).toEqual(['b.txt', 'c.txt', 'd.txt']);
    expect(await matches('归档', 3)).toEqual(['old.txt']);
  });
});
