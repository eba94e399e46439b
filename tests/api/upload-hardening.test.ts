import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { createLibrary, DOC, getRaw, list, multipart, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const CHUNK = 64 * 1024;
const MIB = 1024 * 1024;
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe.each(DIALECTS)('attacks on the upload on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let zhaoLibrary: { id: number; rootId: number };
  let liLibrary: { id: number; rootId: number };
  /** What the server is told is free on its disk. */
  let freeBytes = 1024 * 1024 * MIB;

  const permit = (client: ApiClient, library: { id: number; rootId: number }, body: Record<string, unknown>) =>
    client.post(`${DOC}/doc/${library.id}/get_upload_permit`, { parentId: library.rootId, chunkSize: CHUNK, relativePath: '', ...body });

  const postChunk = (client: ApiClient, payload: Buffer, contentType: string) =>
    server.app.inject({ method: 'POST', url: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(client), 'content-type': contentType }, payload });

  const sendChunk = (client: ApiClient, identifier: string, data: Buffer, chunkNumber: number) => {
    const bytes = data.subarray((chunkNumber - 1) * CHUNK, chunkNumber * CHUNK);
    const { body, contentType } = multipart([{ name: 'blob', content: bytes }], {
      chunkNumber: String(chunkNumber),
      chunkSize: String(CHUNK),
      currentChunkSize: String(bytes.length),
      totalSize: String(data.length),
      identifier,
      filename: 'data.bin',
      relativePath: '',
      totalChunks: String(Math.ceil(data.length / CHUNK)),
      fileMd5: md5(data),
    });
    return postChunk(client, body, contentType);
  };

  /** Uploads `data` through permit and chunks; answers the stored file's id. */
  async function uploadChunked(client: ApiClient, library: { id: number; rootId: number }, name: string, data: Buffer) {
    const granted = (await permit(client, library, { name, size: data.length, totalChunk: Math.ceil(data.length / CHUNK), fileMd5: md5(data) })).json().data;
    let last;
    for (let chunk = 1; chunk <= granted.totalChunks; chunk += 1) last = (await sendChunk(client, granted.identifier, data, chunk)).json().data;
    return last.nodeId as number;
  }

  const grant = (download: boolean) =>
    zhao.post(`${DOC}/common/perm`, { libraryId: zhaoLibrary.id, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download }] });

  beforeAll(async () => {
    server = await build(dialect, {}, undefined, false, { freeBytes: async () => freeBytes });
    await createUser(server.db, 'zhao.lei');
    await createUser(server.db, 'li.na');
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    zhaoLibrary = await createLibrary(zhao, '赵的资料');
    liLibrary = await createLibrary(li, '李的资料');
  });
  afterAll(() => server.close());

  it('reads to its end the body of a chunk it refuses unread, so a sender that first sends its whole body gets the answer', async () => {
    // Larger than what the sockets buffer: the body only goes through if the server reads it.
    const bytes = Buffer.alloc(32 * MIB);
    const { body, contentType } = multipart([{ name: 'blob', content: bytes }], {
      chunkNumber: '1',
      chunkSize: String(bytes.length),
      currentChunkSize: String(bytes.length),
      totalSize: String(bytes.length),
      identifier: 'NoSuchUpload0000000000',
      filename: 'data.bin',
      relativePath: '',
      totalChunks: '1',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const outcome = await new Promise<{ status: number | undefined; bodySent: boolean }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(li), 'content-type': contentType } });
      let status: number | undefined;
      let bodySent = false;
      const giveUp = setTimeout(() => resolve({ status, bodySent }), 10_000);
      const settle = () => {
        if (status === undefined || !bodySent) return;
        clearTimeout(giveUp);
        resolve({ status, bodySent });
      };
      request.on('response', (response) => {
        status = response.statusCode;
        response.resume();
        settle();
      });
      request.on('finish', () => {
        bodySent = true;
        settle();
      });
      request.on('error', reject);
      request.end(body);
    });
    expect(outcome).toEqual({ status: 404, bodySent: true });
  });

  it('gives no copy of a file for its MD5 and size alone, and the answer does not tell whether the server holds it', async () => {
    const secret = randomBytes(CHUNK + 77);
    await uploadChunked(zhao, zhaoLibrary, 'secret.bin', secret);
    const unknown = randomBytes(CHUNK + 77);

    const claimed = (await permit(li, liLibrary, { name: 'secret.bin', size: secret.length, totalChunk: 2, fileMd5: md5(secret) })).json().data;
    const never = (await permit(li, liLibrary, { name: 'unknown.bin', size: unknown.length, totalChunk: 2, fileMd5: md5(unknown) })).json().data;
    expect(claimed).toMatchObject({ instant: false, nodeId: null, uploadedChunks: [] });
    const { identifier: a, ...claimedRest } = claimed;
    const { identifier: b, ...neverRest } = never;
    expect(a).not.toBe(b);
    expect(claimedRest).toEqual(neverRest);
    expect((await list(li, liLibrary.id)).page.content.map((n) => n.name)).not.toContain('secret.bin');

    // Sending the bytes works as usual, and the store keeps the content once.
    for (const chunk of [1, 2]) await sendChunk(li, claimed.identifier, secret, chunk);
    const mine = (await list(li, liLibrary.id)).page.content.find((n) => n.name === 'secret.bin')!;
    const stored = await getRaw(server, li, `${DOC}/file/content/${liLibrary.id}/${mine.id}?disposition=attachment`);
    expect(md5(stored.rawPayload)).toBe(md5(secret));
    const blobs = await server.db.selectFrom('blobs').select(['ref_count']).where('md5', '=', md5(secret)).execute();
    expect(blobs.map((row) => Number(row.ref_count))).toEqual([2]);
  });

  it('gives no downloadable copy to someone who may read the file but not download it', async () => {
    const plan = randomBytes(CHUNK * 2);
    await uploadChunked(zhao, zhaoLibrary, 'plan.bin', plan);
    await grant(false);
    const refused = (await permit(li, liLibrary, { name: 'plan.bin', size: plan.length, totalChunk: 2, fileMd5: md5(plan) })).json().data;
    expect(refused).toMatchObject({ instant: false, nodeId: null });
    expect((await list(li, liLibrary.id)).page.content.map((n) => n.name)).not.toContain('plan.bin');

    // With the download right she could fetch it anyway: then the upload may finish at once.
    await grant(true);
    const allowed = (await permit(li, liLibrary, { name: 'plan.bin', size: plan.length, totalChunk: 2, fileMd5: md5(plan), identifier: refused.identifier })).json().data;
    expect(allowed).toMatchObject({ instant: true, nodeId: expect.any(Number) });
    const copy = await getRaw(server, li, `${DOC}/file/content/${liLibrary.id}/${allowed.nodeId}?disposition=attachment`);
    expect(md5(copy.rawPayload)).toBe(md5(plan));
  });

  it('answers a broken multipart chunk with the same 400 as the single-request upload', async () => {
    const granted = (await permit(zhao, zhaoLibrary, { name: 'broken.bin', size: CHUNK, totalChunk: 1 })).json().data;
    const { body, contentType } = multipart([{ name: 'blob', content: randomBytes(CHUNK) }], {
      chunkNumber: '1',
      chunkSize: String(CHUNK),
      currentChunkSize: String(CHUNK),
      totalSize: String(CHUNK),
      identifier: granted.identifier,
      filename: 'broken.bin',
      totalChunks: '1',
    });
    const cases: [string, Buffer, string][] = [
      ['no boundary', body, 'multipart/form-data'],
      ['cut inside the first field', body.subarray(0, 60), contentType],
      ['wrong boundary', body, 'multipart/form-data; boundary=----not-the-one-used'],
    ];
    for (const [label, payload, type] of cases) {
      const chunk = await postChunk(zhao, payload, type);
      const single = await server.app.inject({
        method: 'POST',
        url: `${DOC}/file/upload?libraryId=${zhaoLibrary.id}`,
        headers: { ...sessionHeaders(zhao), 'content-type': type },
        payload,
      });
      expect(single.statusCode, label).toBe(400);
      expect(chunk.statusCode, label).toBe(400);
      expect(chunk.json().message, label).toBe(single.json().message);
      expect(chunk.json().message, label).toBe('上传内容不完整或格式错误，请重新上传');
    }
  });

  it('refuses a permit whose bytes would not fit beside those promised to uploads in progress', async () => {
    const open = await server.db.selectFrom('uploads').select(['identifier']).where('status', '=', 'uploading').execute();
    await server.db.deleteFrom('upload_chunks').where('identifier', 'in', ['', ...open.map((row) => row.identifier)]).execute();
    await server.db.deleteFrom('uploads').where('status', '=', 'uploading').execute();
    // Room for three 1 MiB files beside the reserve the server keeps free.
    freeBytes = 64 * MIB + 3 * MIB + 1000;
    try {
      const ask = (name: string) => permit(zhao, zhaoLibrary, { name, size: MIB, totalChunk: MIB / CHUNK });
      for (const name of ['one.bin', 'two.bin', 'three.bin']) expect((await ask(name)).statusCode, name).toBe(200);
      const fourth = await ask('four.bin');
      expect(fourth.statusCode).toBe(413);
      expect(fourth.json().message).toBe('服务器磁盘空间不足');
      const reader = await server.signIn('zhao.lei', 'password-1');
      reader.setCookie(COOKIE.language, 'en');
      const english = await permit(reader, zhaoLibrary, { name: 'four.bin', size: MIB, totalChunk: MIB / CHUNK });
      expect(english.statusCode).toBe(413);
      expect(english.json().message).toBe('There is not enough space on the server');
    } finally {
      freeBytes = 1024 * 1024 * MIB;
    }
  });
});
