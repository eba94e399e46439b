import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrary, DOC, list, multipart, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe.each(DIALECTS)('an upload meeting a file of the same name on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let libraryId: number;
  let rootId: number;

  /** Uploads `data` in one chunk as `name` and answers the stored file's id. */
  async function upload(name: string, data: Buffer, extra: Record<string, unknown> = {}): Promise<number> {
    const permit = await zhao.post(`${DOC}/doc/${libraryId}/get_upload_permit`, { parentId: rootId, chunkSize: data.length, relativePath: '', name, size: data.length, totalChunk: 1, fileMd5: md5(data), ...extra });
    expect(permit.statusCode).toBe(200);
    const { identifier } = permit.json().data;
    const { body, contentType } = multipart([{ name: 'blob', content: data }], {
      chunkNumber: '1',
      chunkSize: String(data.length),
      currentChunkSize: String(data.length),
      totalSize: String(data.length),
      identifier,
      filename: name,
      relativePath: '',
      totalChunks: '1',
    });
    const chunk = await server.app.inject({ method: 'POST', url: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(zhao), 'content-type': contentType }, payload: body });
    expect(chunk.json().data.complete).toBe(true);
    return chunk.json().data.nodeId as number;
  }

  const files = async () => (await list(zhao, libraryId)).page.content.map((node) => ({ name: node.name, version: node.version })).sort((a, b) => a.name.localeCompare(b.name));

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei');
    zhao = await server.signIn('zhao.lei', 'password-1');
    ({ id: libraryId, rootId } = await createLibrary(zhao, '会议纪要'));
  });
  afterAll(() => server.close());

  it('keeps both when asked, naming the upload "name (1).ext" and then "name (2).ext"', async () => {
    const first = await upload('周报.md', randomBytes(40));
    const second = await upload('周报.md', randomBytes(41), { onConflict: 'rename' });
    const third = await upload('周报.md', randomBytes(42), { onConflict: 'rename' });
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await files()).toEqual([
      { name: '周报 (1).md', version: 1 },
      { name: '周报 (2).md', version: 1 },
      { name: '周报.md', version: 1 },
    ]);
  });

  it('keeps a name without an extension apart the same way, and leaves a free name as it is', async () => {
    await upload('README', randomBytes(30));
    await upload('README', randomBytes(31), { onConflict: 'rename' });
    await upload('新文件.txt', randomBytes(32), { onConflict: 'rename' });
    const names = (await files()).map((file) => file.name);
    expect(names).toContain('README (1)');
    expect(names).toContain('新文件.txt');
    expect(names).not.toContain('新文件 (1).txt');
  });

  it('stores a new version of the file when asked to replace it, as it always did', async () => {
    const first = await upload('plan.txt', randomBytes(50));
    const again = await upload('plan.txt', randomBytes(51), { onConflict: 'version' });
    expect(again).toBe(first);
    expect((await files()).filter((file) => file.name.startsWith('plan'))).toEqual([{ name: 'plan.txt', version: 2 }]);
  });
});
