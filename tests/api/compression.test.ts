import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/http/compression';
import { DOC, createLibrary, getRaw, sessionHeaders, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const ACCEPT_ALL = 'gzip, deflate, br, zstd';
/** A text file that compresses well, so nothing but the rule keeps its download uncompressed. */
const REPORT = '季度报告：第一季度销售额增长，第二季度持平。\n'.repeat(2000);

describe.each(DIALECTS)('compressing API answers on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let libraryId: number;
  let fileId: number;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    libraryId = (await createLibrary(zhao, '压缩库')).id;
    const files = Array.from({ length: 20 }, (_, i) => ({ name: `会议纪要-${String(i).padStart(2, '0')}.txt`, content: `第 ${i} 次会议` }));
    expect((await upload(server, zhao, libraryId, null, files)).statusCode).toBe(200);
    fileId = (await upload(server, zhao, libraryId, null, [{ name: '季度报告.txt', content: REPORT, type: 'text/plain' }])).json().data.files[0].node.id;
  });
  afterAll(() => server.close());

  const listUrl = () => `${DOC}/file/list?libraryId=${libraryId}&pageSize=50`;

  it('compresses a large JSON answer with brotli when the browser accepts it, and the answer reads the same', async () => {
    const plain = await zhao.get(listUrl());
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const compressed = await zhao.get(listUrl(), { 'accept-encoding': ACCEPT_ALL });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli, and sends plain JSON to one that asks for none', async () => {
    const gzipped = await zhao.get(listUrl(), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString()).data.page.totalElements).toBe(21);
    const plain = await zhao.get(listUrl());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.page.totalElements).toBe(21);
  });

  it('leaves an answer below the threshold uncompressed', async () => {
    const response = await zhao.get('/api/getuser', { 'accept-encoding': ACCEPT_ALL });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data.account).toBe('zhao.lei');
  });

  it('never compresses a file download or preview: its bytes, length and ranges stay those of the file', async () => {
    const size = Buffer.byteLength(REPORT);
    for (const disposition of ['attachment', 'inline']) {
      const response = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${fileId}?disposition=${disposition}`, { 'accept-encoding': ACCEPT_ALL });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(size);
      expect(response.body).toBe(REPORT);
    }
    const range = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${fileId}`, { 'accept-encoding': ACCEPT_ALL, range: 'bytes=0-5' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 0-5/${size}`);
    expect(range.rawPayload.equals(Buffer.from(REPORT).subarray(0, 6))).toBe(true);
  });

  it('never inflates a request body sent with a Content-Encoding: the body is refused, not unpacked', async () => {
    const packed = zlib.gzipSync(JSON.stringify({ name: '压缩的请求' }));
    const response = await server.app.inject({
      method: 'POST',
      url: `${DOC}/doc_library`,
      headers: { ...sessionHeaders(zhao), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: packed,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
