import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRepositoryDir } from '../../server/demo/demo-repo';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { DOC } from './library-support';
import { freePort, HttpSession } from './support/http-session';

/**
 * The README's order of things with real processes: the server runs on a fresh data folder (its first
 * start prints the generated admin password in a frame), and `npm run demo` loads the demo into that
 * same folder while the server keeps running (SQLite in WAL mode lets both write).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the demo loaded while the server runs on the same data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-demo-live-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST: path.join(dataDir, 'no-web') };
  // No ADMIN_PASSWORD: the first start generates one, as on a fresh installation.
  delete env.ADMIN_PASSWORD;
  let server: ChildProcess;
  let stdout = '';
  let base = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Started from another folder: the data folder comes from DATA_DIR, relative paths from the project.
    server = spawn(TSX, [path.join(ROOT, 'server/main.ts')], { cwd: os.tmpdir(), env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    server.stdout!.on('data', (data: Buffer) => (stdout += data.toString()));
    server.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped while starting: ${stderr}`);
      if (await fetch(`${base}/api/erp/login`, { method: 'POST' }).catch(() => null)) break;
      if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
      await sleep(200);
    }
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(demoRepositoryDir(dataDir), { recursive: true, force: true });
  });

  it('prints the generated admin password once in a plain frame, never in a log line, and it signs in', async () => {
    const password = fs.readFileSync(path.join(dataDir, 'initial-admin-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const frameLines = stdout.split('\n').filter((line) => line.startsWith('|') || line.startsWith('+'));
    expect(frameLines.find((line) => line.includes('password:'))).toMatch(new RegExp(`^\\|\\s+password:\\s+${password}\\s+\\|$`));
    expect(frameLines.some((line) => line.includes('account:') && line.includes('admin'))).toBe(true);
    // Every frame line has the same width, so the box closes.
    expect(new Set(frameLines.map((line) => line.length)).size).toBe(1);
    const logLines = stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
    const admin = new HttpSession(base);
    expect((await admin.json('POST', '/api/erp/login', { username: 'admin', password })).status).toBe(200);
  });

  it('loads the demo from another folder into the running server, says where, and its people sign in and see it', async () => {
    const demo = spawnSync(TSX, [path.join(ROOT, 'server/demo.ts')], { cwd: os.tmpdir(), env, encoding: 'utf8', timeout: 120_000 });
    expect(demo.stderr).toBe('');
    expect(demo.status).toBe(0);
    expect(demo.stdout).toContain(`Demo data loaded into ${dataDir} `);
    // The server made the database first, so the demo does not warn about a folder no server uses.
    expect(demo.stdout).not.toContain('had no database');

    const li = new HttpSession(base);
    expect((await li.json('POST', '/api/erp/login', { username: 'li.na', password: DEMO_PASSWORD })).status).toBe(200);
    const libraries = await (await li.request('GET', `${DOC}/doc_library/by_user?kind=department`)).json();
    expect(libraries.data.content.map((library: { name: string }) => library.name)).toContain('研发部文档库');
  }, 150_000);
});
