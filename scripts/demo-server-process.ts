/**
 * The real server with the demo data in a process of its own, as playwright.config.ts starts it: the
 * benches that drive a browser measure it from outside, so their own work never competes with the
 * server's event loop. Serves WEB_DIST when set, else dist/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { demoRepositoryDir } from '../server/demo/demo-repo';
import { freePort } from './free-port';

export const DEMO_PASSWORD = 'demo-pass-1';


async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${origin}/login`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 3 minutes:\n${log()}`);
}

export interface DemoServer {
  origin: string;
  apiPrefix: string;
  dataDir: string;
  /** The session and CSRF cookies of a demo account, as `name=value` pairs. */
  signIn(account: string): Promise<{ name: string; value: string }[]>;
  /** One read of the demo database (SQLite), for ids the benches need in their addresses. */
  query<Row>(sql: string, ...params: unknown[]): Row[];
  close(): Promise<void>;
}

export async function startDemoServer(name: string): Promise<DemoServer> {
  const webDist = path.resolve(process.env.WEB_DIST ?? 'dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} has no built app: run \`npm run build\` first or set WEB_DIST`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `librarium-bench-${name}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const apiPrefix = '/api';
  let output = '';
  const child = spawn('sh', ['-c', 'npx tsx server/demo.ts && exec npx tsx server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      API_PREFIX: apiPrefix,
      ADMIN_PASSWORD: 'bench-admin-1',
      LOG_LEVEL: 'warn',
      // The demo repository is made beside the data directory (server/demo/demo-repo.ts).
      REPO_LOCAL_ROOTS: path.dirname(dataDir),
      RECYCLE_SWEEP_HOURS: '0',
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const removeFiles = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(demoRepositoryDir(dataDir), { recursive: true, force: true });
  };
  // An interrupted bench takes its server along rather than leaving it running.
  const stopOnSignal = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    removeFiles();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const close = async () => {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    removeFiles();
  };
  try {
    await waitUntilServing(origin, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    origin,
    apiPrefix,
    dataDir,
    async signIn(account) {
      const response = await fetch(`${origin}${apiPrefix}/erp/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`signing in ${account}: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie().map((cookie) => {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
      });
    },
    query(sql, ...params) {
      const db = new Database(path.join(dataDir, 'librarium.db'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as never;
      } finally {
        db.close();
      }
    },
    close,
  };
}
