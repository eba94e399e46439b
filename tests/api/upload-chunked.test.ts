import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrary, DOC, getRaw, list, multipart, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const CHUNK = 64 * 1024;
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe.each(DIALECTS)('resumable chunked upload on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let libraryId: number;
  let rootId: number;

  const permit = (body: Record<string, unknown>, client = zhao, query = '') =>
    client.post(`${DOC}/doc/${libraryId}/get_upload_permit${query}`, { parentId: rootId, chunkSize: CHUNK, relativePath: '', ...body });

  const sendChunk = (identifier: string, data: Buffer, chunkNumber: number, extra: Record<string, string> = {}, client = zhao) => {
    const totalChunks = Math.ceil(data.length / CHUNK);
    const bytes = data.subarray((chunkNumber - 1) * CHUNK, chunkNumber * CHUNK);
    const { body, contentType } = multipart([{ name: 'blob', content: bytes }], {
      chunkNumber: String(chunkNumber),
      chunkSize: String(CHUNK),
      currentChunkSize: String(bytes.length),
      totalSize: String(data.length),
      identifier,
      filename: 'data.bin',
      relativePath: '',
      totalChunks: String(totalChunks),
      ...extra,
    });
    return server.app.inject({ method: 'POST', url: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(client), 'content-type': contentType }, payload: body });
  };

  const testChunk = (identifier: string, chunkNumber: number, client = zhao) =>
    getRaw(server, client, `${DOC}/doc/upload/chunk?identifier=${identifier}&chunkNumber=${chunkNumber}`);

  const partFile = (identifier: string) => path.join(server.dataDir, 'uploads', `${identifier}.part`);

  beforeAll(async () => {
    server = await build(dialect, { UPLOAD_MAX_BYTES: String(10 * 1024 * 1024) });
    await createUser(server.db, 'zhao.lei');
    await createUser(server.db, 'li.na');
    zhao = await server.signIn('zhao.lei', 'password-1');
    ({ id: libraryId, rootId } = await createLibrary(zhao, '图纸库'));
  });
  afterAll(() => server.close());

  it('takes chunks in any order, answers the test call 200/204, and stores a file whose MD5 matches', async () => {
    const data = randomBytes(CHUNK * 2 + 1000);
    const granted = (await permit({ name: 'drawing.dwg', size: data.length, totalChunk: 3 })).json().data;
    expect(granted).toMatchObject({ uploadedChunks: [], instant: false, nodeId: null, totalChunks: 3, target: `${DOC}/doc/upload/chunk` });
    const id = granted.identifier;
    expect(fs.statSync(partFile(id)).size).toBe(data.length);

    expect((await sendChunk(id, data, 3)).json().data).toEqual({ complete: false, nodeId: null, uploadedChunks: 1 });
    expect((await sendChunk(id, data, 1)).json().data.complete).toBe(false);
    expect((await sendChunk(id, data, 1)).json().data.uploadedChunks).toBe(2);
    expect((await testChunk(id, 1)).statusCode).toBe(200);
    expect((await testChunk(id, 2)).statusCode).toBe(204);
    expect((await list(zhao, libraryId)).page.content.map((n) => n.name)).not.toContain('drawing.dwg');

    const resumed = (await permit({ name: 'drawing.dwg', size: data.length, totalChunk: 3, identifier: id })).json().data;
    expect(resumed.uploadedChunks).toEqual([1, 3]);

    const last = (await sendChunk(id, data, 2, { fileMd5: md5(data) })).json().data;
    expect(last.complete).toBe(true);
    const stored = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${last.nodeId}?disposition=attachment`);
    expect(md5(stored.rawPayload)).toBe(md5(data));
    expect(fs.existsSync(partFile(id))).toBe(false);
  });

  it('finishes at once, sending nothing, when the server already holds the same content', async () => {
    const data = randomBytes(CHUNK + 10);
    const first = (await permit({ name: 'a.bin', size: data.length, totalChunk: 2, fileMd5: md5(data) })).json().data;
    await sendChunk(first.identifier, data, 1);
    expect((await sendChunk(first.identifier, data, 2)).json().data.complete).toBe(true);

    const again = (await permit({ name: 'copy-of-a.bin', size: data.length, totalChunk: 2, fileMd5: md5(data) })).json().data;
    expect(again).toMatchObject({ instant: true, uploadedChunks: [] });
    expect(again.nodeId).toEqual(expect.any(Number));
    expect(fs.existsSync(partFile(again.identifier))).toBe(false);
    const names = (await list(zhao, libraryId)).page.content.map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(['a.bin', 'copy-of-a.bin']));
  });

  it('turns an upload instant when the hash arrives after sending started', async () => {
    const data = randomBytes(CHUNK * 2);
    const seeded = (await permit({ name: 'seed.bin', size: data.length, totalChunk: 2, fileMd5: md5(data) })).json().data;
    await sendChunk(seeded.identifier, data, 1);
    await sendChunk(seeded.identifier, data, 2);
    const late = (await permit({ name: 'late.bin', size: data.length, totalChunk: 2 })).json().data;
    await sendChunk(late.identifier, data, 1);
    const known = (await permit({ name: 'late.bin', size: data.length, totalChunk: 2, identifier: late.identifier, fileMd5: md5(data) })).json().data;
    expect(known).toMatchObject({ instant: true });
    expect(fs.existsSync(partFile(late.identifier))).toBe(false);
  });

  it('refuses a file whose MD5 is wrong: nothing is created and the user is told why', async () => {
    const data = randomBytes(CHUNK + 5);
    const granted = (await permit({ name: 'broken.bin', size: data.length, totalChunk: 2, fileMd5: md5(Buffer.from('something else')) })).json().data;
    await sendChunk(granted.identifier, data, 1);
    const last = await sendChunk(granted.identifier, data, 2);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('文件校验失败（MD5 不一致），未创建文件，请重新上传');
    expect((await list(zhao, libraryId)).page.content.map((n) => n.name)).not.toContain('broken.bin');
    expect(fs.existsSync(partFile(granted.identifier))).toBe(false);
  });

  it('stores a file whose uploader sent no MD5 at all, as simple-uploader does, when its last chunk arrives', async () => {
    const data = randomBytes(CHUNK * 2 + 700);
    const granted = (await permit({ name: 'unhashed.bin', size: data.length, totalChunk: 3 })).json().data;
    expect((await sendChunk(granted.identifier, data, 2)).json().data).toEqual({ complete: false, nodeId: null, uploadedChunks: 1 });
    expect((await sendChunk(granted.identifier, data, 3)).json().data.complete).toBe(false);
    const last = (await sendChunk(granted.identifier, data, 1)).json().data;
    expect(last).toEqual({ complete: true, nodeId: expect.any(Number), uploadedChunks: 3 });
    const stored = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${last.nodeId}?disposition=attachment`);
    expect(md5(stored.rawPayload)).toBe(md5(data));
    expect((await testChunk(granted.identifier, 2)).statusCode).toBe(200);
    // Asked again, the permit tells the same: the file is stored.
    const again = (await permit({ name: 'unhashed.bin', size: data.length, totalChunk: 3, identifier: granted.identifier })).json().data;
    expect(again.nodeId).toBe(last.nodeId);
  });

  it("reads a relativePath that ends in the file's own name as the file's path, not as a folder named like it", async () => {
    const inFolder = randomBytes(50);
    const alone = randomBytes(60);
    const first = (await permit({ name: 'b.txt', relativePath: '图册/b.txt', size: inFolder.length, totalChunk: 1 })).json().data;
    expect((await sendChunk(first.identifier, inFolder, 1, { relativePath: '图册/b.txt' })).json().data.complete).toBe(true);
    const second = (await permit({ name: 'c.txt', relativePath: 'c.txt', size: alone.length, totalChunk: 1 })).json().data;
    expect((await sendChunk(second.identifier, alone, 1, { relativePath: 'c.txt' })).json().data.complete).toBe(true);

    const top = (await list(zhao, libraryId)).page.content;
    expect(top.filter((n) => n.name === 'c.txt')).toHaveLength(1);
    const album = top.find((n) => n.name === '图册')!;
    expect((await list(zhao, libraryId, album.id)).page.content).toEqual([expect.objectContaining({ name: 'b.txt', size: inFolder.length })]);
  });

  it('creates the folders of a picked folder and adds a version through fileId', async () => {
    const data = randomBytes(100);
    const granted = (await permit({ name: 'plan.txt', relativePath: '项目/二期', size: 100, totalChunk: 1, fileMd5: md5(data) })).json().data;
    const done = (await sendChunk(granted.identifier, data, 1)).json().data;
    expect(done.complete).toBe(true);
    const project = (await list(zhao, libraryId)).page.content.find((n) => n.name === '项目')!;
    const phase = (await list(zhao, libraryId, project.id)).page.content.find((n) => n.name === '二期')!;
    expect((await list(zhao, libraryId, phase.id)).page.content.map((n) => n.name)).toEqual(['plan.txt']);

    const newer = randomBytes(120);
    const version = (await permit({ name: 'whatever.txt', size: 120, totalChunk: 1, fileMd5: md5(newer) }, zhao, `?fileId=${done.nodeId}`)).json().data;
    const second = (await sendChunk(version.identifier, newer, 1)).json().data;
    expect(second.nodeId).toBe(done.nodeId);
    const [file] = (await list(zhao, libraryId, phase.id)).page.content;
    expect(file).toMatchObject({ name: 'plan.txt', version: 2, size: 120 });
  });

  it('gives each bad request a clear 4xx and writes nothing outside the upload area', async () => {
    const data = randomBytes(CHUNK * 2);
    const ok = (await permit({ name: 'ok.bin', size: data.length, totalChunk: 2 })).json().data;
    const short = await sendChunk(ok.identifier, data, 1, { currentChunkSize: String(CHUNK - 1) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('分片大小与约定不符');
    expect((await sendChunk(ok.identifier, data, 3, { totalChunks: '2' })).statusCode).toBe(400);
    expect((await testChunk(ok.identifier, 9)).statusCode).toBe(400);

    for (const [body, status] of [
      [{ name: '../escape.bin', size: 10, totalChunk: 1 }, 400],
      [{ name: 'ok.bin', relativePath: '../../etc', size: 10, totalChunk: 1 }, 400],
      [{ name: 'ok.bin', relativePath: '/abs/path', size: 10, totalChunk: 1 }, 400],
      [{ name: 'bad\u0007name', size: 10, totalChunk: 1 }, 400],
      [{ name: 'empty.bin', size: 0, totalChunk: 1 }, 400],
      [{ name: 'wrong.bin', size: CHUNK * 3, totalChunk: 2 }, 400],
      [{ name: 'wrong.bin', size: CHUNK * 3 + 5, totalChunk: 5 }, 400],
      [{ name: 'huge.bin', size: 11 * 1024 * 1024, totalChunk: 176 }, 413],
    ] as const) {
      const response = await permit(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message.length).toBeGreaterThan(0);
    }
    const uploadsDir = path.join(server.dataDir, 'uploads');
    expect(fs.readdirSync(uploadsDir).every((name) => /^[A-Za-z0-9_-]+\.part$/.test(name))).toBe(true);
    expect(fs.existsSync(path.join(server.dataDir, 'escape.bin'))).toBe(false);
  });

  it("keeps one person's upload away from everyone else", async () => {
    const data = randomBytes(CHUNK);
    const mine = (await permit({ name: 'mine.bin', size: data.length, totalChunk: 1 })).json().data;
    const li = await server.signIn('li.na', 'password-1');
    expect((await permit({ name: 'x.bin', size: 10, totalChunk: 1 }, li)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await sendChunk(mine.identifier, data, 1, {}, li)).statusCode).toBe(404);
    expect((await testChunk(mine.identifier, 1, li)).statusCode).toBe(404);
    const theirs = await permit({ name: 'mine.bin', size: 10, totalChunk: 1, identifier: mine.identifier }, li);
    expect(theirs.statusCode).toBeGreaterThanOrEqual(403);
    expect(theirs.body).not.toContain(mine.identifier);
  });

  it('accepts a last chunk that carries the remainder, as simple-uploader counts', async () => {
    const data = randomBytes(CHUNK * 2 + 300);
    const granted = (await permit({ name: 'remainder.bin', size: data.length, totalChunk: 2, fileMd5: md5(data) })).json().data;
    expect(granted.totalChunks).toBe(2);
    const first = data.subarray(0, CHUNK);
    const rest = data.subarray(CHUNK);
    const post = (chunkNumber: number, bytes: Buffer) => {
      const { body, contentType } = multipart([{ name: 'blob', content: bytes }], {
        chunkNumber: String(chunkNumber), chunkSize: String(CHUNK), currentChunkSize: String(bytes.length), totalSize: String(data.length),
        identifier: granted.identifier, filename: 'remainder.bin', relativePath: '', totalChunks: '2',
      });
      return server.app.inject({ method: 'POST', url: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(zhao), 'content-type': contentType }, payload: body });
    };
    expect((await post(1, first)).json().data.complete).toBe(false);
    const done = (await post(2, rest)).json().data;
    expect(done.complete).toBe(true);
    const stored = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${done.nodeId}`);
    expect(md5(stored.rawPayload)).toBe(md5(data));
  });

  it('resumes after a server restart and collects uploads abandoned for a day', async () => {
    const restartable = await build(dialect, {}, undefined, true);
    await createUser(restartable.db, 'zhao.lei');
    const before = await restartable.signIn('zhao.lei', 'password-1');
    const library = await createLibrary(before, '重启库');
    const data = randomBytes(CHUNK * 2);
    const start = async (name: string) =>
      (await before.post(`${DOC}/doc/${library.id}/get_upload_permit`, { name, parentId: library.rootId, chunkSize: CHUNK, size: data.length, totalChunk: 2 })).json().data;
    const kept = await start('kept.bin');
    const abandoned = await start('abandoned.bin');
    await restartable.db.updateTable('uploads').set({ updated_at: Date.now() - 2 * 86_400_000 }).where('identifier', '=', abandoned.identifier).execute();
    const partOf = (id: string) => path.join(restartable.dataDir, 'uploads', `${id}.part`);
    expect(fs.existsSync(partOf(abandoned.identifier))).toBe(true);
    await restartable.close();

    const after = await build(dialect, {}, restartable.state);
    try {
      expect(fs.existsSync(partOf(abandoned.identifier))).toBe(false);
      const zhaoAgain = await after.signIn('zhao.lei', 'password-1');
      const url = `${DOC}/doc/${library.id}/get_upload_permit`;
      const gone = (await zhaoAgain.post(url, { name: 'abandoned.bin', parentId: library.rootId, chunkSize: CHUNK, size: data.length, totalChunk: 2, identifier: abandoned.identifier })).json().data;
      expect(gone.identifier).not.toBe(abandoned.identifier);
      expect(gone.uploadedChunks).toEqual([]);
      const resumed = (await zhaoAgain.post(url, { name: 'kept.bin', parentId: library.rootId, chunkSize: CHUNK, size: data.length, totalChunk: 2, identifier: kept.identifier, fileMd5: md5(data) })).json().data;
      expect(resumed.uploadedChunks).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
