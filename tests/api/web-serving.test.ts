import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';
import { PROJECT_ROOT } from '../../server/config';
import { build, type TestServer } from './support/build';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>Librarium</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(8)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const label${i} = 'label number ${i}';`).join('\n');
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

describe('serving the web app', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
    fs.copyFileSync(path.join(PROJECT_ROOT, 'public', 'robots.txt'), path.join(dist, 'robots.txt'));
    await precompressFolder(dist);
    server = await build('sqlite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers any screen path with the app shell (history-mode routing), revalidated each time', async () => {
    for (const url of ['/', '/doc/lib/12/list/file/3', '/fulltext?searchValue=%E8%AE%BE%E8%AE%A1']) {
      const response = await server.client().get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.client().get('/assets/app-1234.js');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli copy of an asset to a browser that accepts brotli, typed as the asset itself', async () => {
    const response = await server.client().get('/assets/app-1234.js', { 'accept-encoding': CHROME_ACCEPT_ENCODING });
    const plain = await server.client().get('/assets/app-1234.js');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await server.client().get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await server.client().get('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A cache between must not hand either answer to the other kind of client.
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('sends the shell of a screen path compressed too, still revalidated each time', async () => {
    const response = await server.client().get('/doc/lib/12/list', { 'accept-encoding': CHROME_ACCEPT_ENCODING });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
  });

  it('answers /robots.txt with a plain-text file that keeps every crawler out, not the shell', async () => {
    const response = await server.client().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/$/m);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('sends a CSP that forbids inline and foreign scripts, and framing', async () => {
    const csp = String((await server.client().get('/doc')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('keeps unknown API paths as 404 envelopes, not the shell', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });

  it('publishes the OpenAPI document of every route', async () => {
    const doc = (await server.client().get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/erp/login', '/api/getuser', '/api/ms/doc/api/user/message/get', '/api/task/api/user/toolList']));
    expect(doc.paths['/api/erp/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});
