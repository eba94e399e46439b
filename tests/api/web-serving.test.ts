import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestServer } from './support/build';

describe('serving the web app', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Librarium</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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
