import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, grantLibrary } from './wiki-support';

const HOME = `${DOC}/personal/home`;
/** A small quota, so a few bytes fill the personal space. */
const QUOTA = 100;

interface Home {
  recent: { kind: string; name: string; libraryName: string }[];
  added: { kind: string; name: string }[];
  tasks: { taskId: number; nameEn: string }[];
  space: { libraryId: number; usedBytes: number; quotaBytes: number; files: number };
}

describe.each(DIALECTS)('the personal home on %s', (dialect) => {
  let server: TestServer;
  let li: ApiClient;
  let zhao: ApiClient;
  let shared: number;
  let own: number;
  let ownRoot: number;

  const home = async (client: ApiClient) => {
    const response = await client.get(HOME);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Home;
  };

  beforeAll(async () => {
    server = await build(dialect, { PERSONAL_QUOTA_BYTES: String(QUOTA) });
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    li = await server.signIn('li.na', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    shared = (await createLibrary(zhao, '共享资料')).id;
    await grantLibrary(zhao, shared, 'li.na', 'edit');
    ({ id: own, rootId: ownRoot } = (await li.get(`${DOC}/doc_library/personal`)).json().data);
  });
  afterAll(() => server.close());

  it('starts empty, with the whole quota free', async () => {
    expect(await home(li)).toEqual({ recent: [], added: [], tasks: [], space: { libraryId: own, usedBytes: 0, quotaBytes: QUOTA, files: 0 } });
  });

  it('lists what the person changed and added, newest first, and what their own space holds', async () => {
    expect((await upload(server, li, shared, null, [{ name: '周报.txt', content: 'a' }])).statusCode).toBe(200);
    expect((await upload(server, zhao, shared, null, [{ name: '赵磊的.txt', content: 'b' }])).statusCode).toBe(200);
    const page = await li.post(`${WIKI}/${shared}/pages`, { title: '会议纪要', parentId: null });
    expect(page.statusCode, page.body).toBe(200);
    expect((await upload(server, li, own, null, [{ name: '草稿.txt', content: '0123456789' }])).statusCode).toBe(200);

    const mine = await home(li);
    expect(mine.recent.map((item) => `${item.kind}:${item.name}`)).toEqual(['file:草稿.txt', 'wiki:会议纪要', 'file:周报.txt']);
    expect(mine.recent[2]!.libraryName).toBe('共享资料');
    expect(mine.added.map((item) => item.name)).toEqual(['草稿.txt', '周报.txt']);
    expect(mine.space).toEqual({ libraryId: own, usedBytes: 10, quotaBytes: QUOTA, files: 1 });
    expect((await home(zhao)).recent.map((item) => item.name)).toEqual(['赵磊的.txt']);
  });

  it('drops what the person can no longer read', async () => {
    const revoke = await zhao.post(`${DOC}/common/perm/remove`, { libraryId: shared, grantees: [{ type: 'user', account: 'li.na' }] });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await home(li)).recent.map((item) => item.name)).toEqual(['草稿.txt']);
  });

  it('refuses an upload that would overfill the personal space, before any byte for a resumable one', async () => {
    const direct = await upload(server, li, own, null, [{ name: '大文件.bin', content: 'x'.repeat(QUOTA) }]);
    expect(direct.statusCode).toBe(413);
    expect(direct.json().message).toBe('个人空间已满：上限 0 MB，请先清理不需要的文件');
    const permit = await li.post(`${DOC}/doc/${own}/get_upload_permit`, { name: '大文件.bin', parentId: ownRoot, chunkSize: 1024 * 1024, relativePath: '', size: QUOTA, totalChunk: 1 });
    expect(permit.statusCode).toBe(413);
    expect(permit.json().data.code).toBe('PERSONAL_QUOTA');
    // What still fits goes in; other libraries are not bounded by it.
    expect((await upload(server, li, own, null, [{ name: '小文件.txt', content: 'x'.repeat(QUOTA - 10) }])).statusCode).toBe(200);
    expect((await upload(server, zhao, shared, null, [{ name: '大文件.bin', content: 'x'.repeat(QUOTA * 2) }])).statusCode).toBe(200);
    expect((await home(li)).space).toMatchObject({ usedBytes: QUOTA, files: 2 });
  });

  it('answers only a signed-in person', async () => {
    expect((await server.client().get(HOME)).statusCode).toBe(401);
  });
});
