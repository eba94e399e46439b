import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkBody, DOC } from './library-support';
import { dropSchema, POSTGRES_URL } from './support/build';
import { dataOf, type HttpSession } from './support/http-session';
import { type ServerProcess, startServerProcess } from './support/server-process';

/**
 * Two app instances with nothing on disk in common: their uploads wait in S3 multipart uploads and
 * their files live in the bucket (a real S3-speaking server on loopback), so any chunk may reach either,
 * even when the other was killed part-way.
 */

const ADMIN_PASSWORD = 's3-admin-pass-1';
const BUCKET = 'librarium';
const MIB = 1024 * 1024;
const CHUNK = 5 * MIB;
const SIZE = 4 * CHUNK + 4321;

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('two app instances on S3 storage with separate data folders', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-s3-'));
  const dataDirs = [path.join(root, 'first'), path.join(root, 'second')];
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const secretKey = randomBytes(32).toString('base64');
  let s3: S3rver;
  let first: ServerProcess;
  let second: ServerProcess;
  let firstEnv: Record<string, string>;

  const envFor = (endpoint: string) => ({
    DATA_DIR: dataDirs[0]!,
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    // The instances share no folder, so they share the key that signs sessions and seals secrets.
    SECRET_KEY: secretKey,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_PREFIX: `t-${randomBytes(4).toString('hex')}/`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_PASSWORD,
    WEB_DIST: path.join(root, 'no-web'),
  });

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    firstEnv = envFor(`http://127.0.0.1:${port}`);
    first = await startServerProcess(firstEnv);
    second = await startServerProcess({ ...firstEnv, DATA_DIR: dataDirs[1]! });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop('SIGTERM'), second?.stop('SIGTERM')]);
    await s3?.close();
    await dropSchema(schema);
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  async function newUpload(session: HttpSession, name: string, bytes: Buffer, chunkSize = CHUNK) {
    const library = await dataOf<{ id: number; rootId: number }>(await session.json('POST', `${DOC}/doc_library`, { name: `${name} 库` }));
    const total = Math.ceil(bytes.length / chunkSize);
    const permit = await session.json('POST', `${DOC}/doc/${library.id}/get_upload_permit`, {
      name,
      relativePath: '',
      parentId: library.rootId,
      chunkSize,
      size: bytes.length,
      totalChunk: total,
      fileMd5: md5(bytes),
    });
    return { library, total, permit };
  }

  const sendChunk = async (session: HttpSession, identifier: string, name: string, bytes: Buffer, chunkNumber: number) => {
    const { body, contentType } = chunkBody({ identifier, filename: name, data: bytes, chunkSize: CHUNK, chunkNumber, fileMd5: md5(bytes) });
    return dataOf<{ complete: boolean; nodeId: number | null }>(await session.request('POST', `${DOC}/doc/upload/chunk`, body, contentType));
  };

  it('finishes an upload whose chunks went to both instances, one of them killed part-way, and keeps no part file on either disk', async () => {
    const bytes = randomBytes(SIZE);
    const atFirst = await first.signIn('admin', ADMIN_PASSWORD);
    const atSecond = await second.signIn('admin', ADMIN_PASSWORD);
    const { library, total, permit } = await newUpload(atFirst, 'survey.bin', bytes);
    const { identifier } = await dataOf<{ identifier: string }>(permit);

    expect((await sendChunk(atFirst, identifier, 'survey.bin', bytes, 1)).complete).toBe(false);
    expect((await sendChunk(atSecond, identifier, 'survey.bin', bytes, 2)).complete).toBe(false);
    expect((await sendChunk(atFirst, identifier, 'survey.bin', bytes, 3)).complete).toBe(false);
    // The first instance dies with chunks it took; the second takes the rest and finishes.
    await first.stop('SIGKILL');
    let finished = { complete: false, nodeId: null as number | null };
    for (let chunk = 4; chunk <= total; chunk += 1) finished = await sendChunk(atSecond, identifier, 'survey.bin', bytes, chunk);
    expect(finished.complete).toBe(true);

    const stored = await atSecond.request('GET', `${DOC}/file/content/${library.id}/${finished.nodeId}?disposition=attachment`);
    expect(stored.status).toBe(200);
    expect(md5(Buffer.from(await stored.arrayBuffer()))).toBe(md5(bytes));
    for (const dataDir of dataDirs) {
      expect(fs.existsSync(path.join(dataDir, 'uploads')), `part files under ${dataDir}`).toBe(false);
      const staging = path.join(dataDir, 'staging');
      expect(fs.existsSync(staging) ? fs.readdirSync(staging) : []).toEqual([]);
    }

    // Started again on its own (empty) folder, the first instance serves the file from the bucket.
    first = await startServerProcess(firstEnv);
    const again = await first.signIn('admin', ADMIN_PASSWORD);
    const fromFirst = await again.request('GET', `${DOC}/file/content/${library.id}/${finished.nodeId}?disposition=attachment`);
    expect(md5(Buffer.from(await fromFirst.arrayBuffer()))).toBe(md5(bytes));
  }, 240_000);

  it('refuses chunks smaller than S3 takes, with the reason', async () => {
    const atSecond = await second.signIn('admin', ADMIN_PASSWORD);
    const { permit } = await newUpload(atSecond, 'small-chunks.bin', randomBytes(3 * MIB), MIB);
    expect(permit.status).toBe(400);
    expect(((await permit.json()) as { message: string }).message).toBe('分片须不小于 5 MB，且不超过 10000 片');
  }, 60_000);
});
