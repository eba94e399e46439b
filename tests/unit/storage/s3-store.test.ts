import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobMissingError } from '../../../server/storage/blob-store';
import { s3BlobStore } from '../../../server/storage/s3-store';

/** Just enough of the S3 REST API, path-style, in memory, to drive the real SDK against. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const log: string[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const key = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    log.push(`${request.method} ${key}`);
    const stored = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      response.writeHead(200, { ETag: '"e"' }).end();
    } else if (!stored) {
      response.writeHead(404, { 'Content-Type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
    } else if (request.method === 'HEAD') {
      response.writeHead(200, { 'Content-Length': stored.length }).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      const body = range ? stored.subarray(Number(range[1]), Number(range[2]) + 1) : stored;
      response.writeHead(range ? 206 : 200, { 'Content-Length': body.length }).end(body);
    }
  });
  return { server, objects, log };
}

describe('the S3 blob store against an S3-compatible endpoint', () => {
  const fake = fakeS3();
  let endpoint: string;
  let staging: string;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test-key';
    process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    staging = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-s3-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
    fs.rmSync(staging, { recursive: true, force: true });
  });

  it('publishes a staged blob with one PUT under its prefixed key, and reads it back whole or in part', async () => {
    const store = await s3BlobStore({ bucket: 'docs', endpoint, region: 'us-east-1', prefix: 'blobs/', forcePathStyle: true }, staging);
    const staged = await store.stage(Readable.from([Buffer.from('hello s3 world')]));
    expect(await store.exists(staged.sha256)).toBe(false);
    await store.commit(staged);
    expect(fake.objects.get(`/docs/blobs/${staged.sha256}`)?.toString()).toBe('hello s3 world');
    expect(fs.readdirSync(staging)).toEqual([]);
    expect(await store.exists(staged.sha256)).toBe(true);
    expect(await text(await store.read(staged.sha256))).toBe('hello s3 world');
    expect(await text(await store.read(staged.sha256, { start: 6, end: 7 }))).toBe('s3');
  });

  it('sends nothing when the content is already there', async () => {
    const store = await s3BlobStore({ bucket: 'docs', endpoint, region: 'us-east-1', prefix: '', forcePathStyle: true }, staging);
    const first = await store.stage(Readable.from(['twice']));
    await store.commit(first);
    const puts = fake.log.filter((line) => line.startsWith('PUT')).length;
    await store.commit(await store.stage(Readable.from(['twice'])));
    expect(fake.log.filter((line) => line.startsWith('PUT')).length).toBe(puts);
  });

  it('deletes, and reports a missing blob as missing', async () => {
    const store = await s3BlobStore({ bucket: 'docs', endpoint, region: 'us-east-1', prefix: '', forcePathStyle: true }, staging);
    const staged = await store.stage(Readable.from(['short-lived']));
    await store.commit(staged);
    await store.delete(staged.sha256);
    expect(await store.exists(staged.sha256)).toBe(false);
    await expect(store.read(staged.sha256)).rejects.toBeInstanceOf(BlobMissingError);
  });
});
