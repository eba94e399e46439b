import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../server/observability/metrics-server';
import { createLibrary, DOC, multipart, sessionHeaders } from './library-support';
import { build, createUser, DIALECTS, type TestServer } from './support/build';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(DIALECTS)('health and metrics on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await build(dialect);
  });
  afterAll(() => server.close());

  it('answers live and ready without a session, and ready names each dependency', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'not configured' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the blob store cannot take bytes, and is again once it can', async () => {
    const staging = path.join(server.dataDir, 'blobs', '.staging');
    fs.rmSync(staging, { recursive: true, force: true });
    // A file where the staging folder must be: the store cannot write anything.
    fs.writeFileSync(staging, 'not a folder');
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed', redis: 'not configured' } });
      expect(ready.body).not.toContain(server.dataDir);
    } finally {
      fs.rmSync(staging, { force: true });
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('serves Prometheus metrics on their own port: requests by route template, upload bytes, queue depth', async () => {
    const metrics = await startMetricsServer(server.metrics, 0, '127.0.0.1');
    try {
      await createUser(server.db, 'metrics.user', { password: 'metrics-pass-1' });
      const person = await server.signIn('metrics.user', 'metrics-pass-1');
      const library = await createLibrary(person, '度量库');
      const data = randomBytes(300_000);
      const permit = (
        await person.post(`${DOC}/doc/${library.id}/get_upload_permit`, {
          name: 'measured.bin',
          parentId: library.rootId,
          chunkSize: data.length,
          relativePath: '',
          size: data.length,
          totalChunk: 1,
          fileMd5: createHash('md5').update(data).digest('hex'),
        })
      ).json().data as { identifier: string };
      const { body, contentType } = multipart([{ name: 'blob', content: data }], {
        chunkNumber: '1',
        chunkSize: String(data.length),
        currentChunkSize: String(data.length),
        totalSize: String(data.length),
        identifier: permit.identifier,
        filename: 'measured.bin',
        relativePath: '',
        totalChunks: '1',
      });
      const chunk = await server.app.inject({ method: 'POST', url: `${DOC}/doc/upload/chunk`, headers: { ...sessionHeaders(person), 'content-type': contentType }, payload: body });
      expect(chunk.json().data.complete).toBe(true);
      await server.app.inject({ method: 'GET', url: `${DOC}/doc_library/no-such-id` });

      const answer = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(sample(text, 'librarium_http_requests_total{method="POST",route="/api/erp/login",status="200"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, `librarium_http_requests_total{method="POST",route="${DOC}/doc/upload/chunk",status="200"}`)).toBe(1);
      expect(sample(text, `librarium_http_request_duration_seconds_count{method="POST",route="${DOC}/doc/upload/chunk"}`)).toBe(1);
      expect(sample(text, 'librarium_upload_bytes_total')).toBe(data.length);
      expect(sample(text, 'librarium_scan_queue_depth')).toBe(0);
      expect(text).toContain('librarium_scan_duration_seconds_bucket');
      // Series are by route template: a raw path with an id never becomes a label.
      expect(text).not.toContain('no-such-id');
      expect(text).not.toContain(permit.identifier);

      expect((await fetch(`http://127.0.0.1:${metrics.port}/other`)).status).toBe(404);
    } finally {
      await metrics.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('reports Redis as a dependency that answers', async () => {
    server = await build('sqlite', { REDIS_URL, QUEUE_PREFIX: `health-${randomBytes(4).toString('hex')}` });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
  });
});
