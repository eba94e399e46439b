import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { ENGINEER, signIn as signInAt } from './support';

/**
 * What the upload specs share: a server of their own (they count the chunks it receives, and some stop
 * and start it), a throttling proxy in front of it so an upload lasts long enough to be interrupted on
 * purpose, generated files with their MD5, and the steps a person takes in the upload panel.
 */

const ADMIN_PASSWORD = 'e2e-upload-admin-1';
const ROOT = path.resolve(import.meta.dirname, '../..');

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Chunk POSTs the server answered, as its request log tells them (one line in, one line out). */
export interface ChunkLog {
  /** Chunk uploads the server answered with 200 (stored). */
  stored: number;
  /** Every chunk upload that reached the server, whatever it answered. */
  received: number;
}

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

/** The real server (`server/main.ts`) on a data folder of its own, with the demo people and libraries. */
export class UploadServer {
  readonly dataDir: string;
  readonly log: ChunkLog = { stored: 0, received: 0 };
  private process: ChildProcess | null = null;
  private readonly chunkRequests = new Set<string>();

  private constructor(
    readonly port: number,
    private readonly settings: NodeJS.ProcessEnv,
  ) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'librarium-upload-e2e-'));
  }

  /** `settings`: more of the server's environment (UPLOAD_MAX_BYTES…). */
  static async create(settings: NodeJS.ProcessEnv = {}): Promise<UploadServer> {
    const server = new UploadServer(await freePort(), settings);
    await server.run(['server/demo.ts'], { wait: false });
    await server.start();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      ADMIN_PASSWORD,
      // Info logs every request: how the spec counts the chunks that reached the server.
      LOG_LEVEL: 'info',
      ...this.settings,
    };
  }

  /** Runs a script of the server through tsx in node itself, so a signal reaches the server, not a wrapper. */
  private run(args: string[], options: { wait: boolean }): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    if (options.wait) return Promise.resolve(child);
    return new Promise((resolve, reject) => {
      child.stdout?.resume();
      child.once('exit', (code) => (code === 0 ? resolve(child) : reject(new Error(`${args.join(' ')} failed: ${stderr}`))));
    });
  }

  async start(): Promise<void> {
    const child = await this.run(['server/main.ts'], { wait: true });
    this.process = child;
    // A worker that ends abruptly (a timed-out test) must not leave a server running behind it.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => process.off('exit', orphaned));
    let pending = '';
    child.stdout?.on('data', (data: Buffer) => {
      pending += data.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.read(line);
    });
    // A shared, busy machine can take well over half a minute to start a server.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server stopped while starting');
      const answer = await fetch(`${this.url}/login`).catch(() => null);
      if (answer?.ok) return;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private read(line: string): void {
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      return;
    }
    if (entry.msg === 'incoming request' && entry.req?.method === 'POST' && entry.req.url?.endsWith('/doc/upload/chunk') && entry.reqId) {
      this.chunkRequests.add(entry.reqId);
      this.log.received += 1;
    } else if (entry.msg === 'request completed' && entry.reqId && this.chunkRequests.delete(entry.reqId) && entry.res?.statusCode === 200) {
      this.log.stored += 1;
    }
  }

  /** SIGTERM, as a service manager stops it; resolves once the process is gone. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }

  /** SIGKILL, as a crash or an out-of-memory kill ends it: no shutdown runs. Resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  /** The server's database, opened beside it (SQLite in WAL mode lets both read and write). */
  async withDatabase<T>(task: (db: Database.Database) => T | Promise<T>): Promise<T> {
    const db = new Database(path.join(this.dataDir, 'librarium.db'), { fileMustExist: true });
    try {
      return await task(db);
    } finally {
      db.close();
    }
  }

  /** Where the server keeps the bytes received so far of an upload in progress. */
  partFile(identifier: string): string {
    return path.join(this.dataDir, 'uploads', `${identifier}.part`);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A TCP proxy that passes what the browser sends at a set rate (all connections together), so a big
 * upload takes seconds rather than a blink on loopback. Answers come back at full speed. A stopped
 * server makes the proxy drop the connection, as the network would.
 */
export class ThrottlingProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly held: net.Socket[] = [];
  private nextSlot = 0;
  private stalled = false;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
    private bytesPerSecond: number,
  ) {}

  static async create(upstreamPort: number, bytesPerSecond: number): Promise<ThrottlingProxy> {
    const port = await freePort();
    let proxy: ThrottlingProxy | null = null;
    const server = net.createServer((client) => proxy?.connect(client, upstreamPort));
    proxy = new ThrottlingProxy(server, port, bytesPerSecond);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setRate(bytesPerSecond: number): void {
    this.bytesPerSecond = bytesPerSecond;
  }

  /** Nothing more goes up until `resume()`: requests under way hang, as on a link that stalled. */
  stall(): void {
    this.stalled = true;
  }

  resume(): void {
    this.stalled = false;
    this.nextSlot = Date.now();
    for (const socket of this.held.splice(0)) socket.resume();
  }

  private connect(client: net.Socket, upstreamPort: number): void {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    this.sockets.add(client);
    this.sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
    upstream.pipe(client);
    client.on('data', (data: Buffer) => {
      upstream.write(data);
      if (this.stalled) {
        client.pause();
        this.held.push(client);
        return;
      }
      // Each slice waits for its turn on the shared line before the next one is read.
      const now = Date.now();
      const start = Math.max(now, this.nextSlot);
      this.nextSlot = start + (data.length / this.bytesPerSecond) * 1000;
      const wait = this.nextSlot - now;
      if (wait >= 2) {
        client.pause();
        setTimeout(() => {
          if (this.stalled) this.held.push(client);
          else client.resume();
        }, wait);
      }
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export const MB = 1024 * 1024;

/** A file of random bytes (so nothing on the server already has it), with its MD5. */
export async function randomFile(dir: string, name: string, size: number): Promise<{ path: string; md5: string; size: number }> {
  const file = path.join(dir, name);
  const hash = createHash('md5');
  const out = createWriteStream(file);
  for (let written = 0; written < size; ) {
    const piece = randomBytes(Math.min(8 * MB, size - written));
    hash.update(piece);
    written += piece.length;
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { path: file, md5: hash.digest('hex'), size };
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'librarium-upload-files-'));
}

/** Signs the demo engineer in through the sign-in page of the server at `base`. */
export function signIn(page: Page, base: string): Promise<void> {
  return signInAt(page, ENGINEER, `${base}/login`);
}

/** Opens the person's own library and waits until the service worker is in charge of the page. */
export async function openPersonalSpace(page: Page, base: string): Promise<{ libraryId: number; folderId: number }> {
  await page.goto(`${base}/personal`);
  const manager = page.getByTestId('file-manager');
  // A browser just started (its worker, its restored cache) can take a while on a loaded machine.
  await expect(manager).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  return { libraryId: Number(await manager.getAttribute('data-library')), folderId: Number(await manager.getAttribute('data-folder')) };
}

export function uploadRow(page: Page, name: string): Locator {
  return page.locator(`[data-testid="upload-row"][data-name="${name}"]`);
}

/** Resolves once the row shows at least `percent` progress (something the server holds). */
export async function progressOf(row: Locator): Promise<number> {
  return Number((await row.getAttribute('data-progress')) ?? '0');
}

interface ListedNode {
  id: number;
  name: string;
  kind: 'file' | 'folder';
  size: number;
}

/** A folder's entries, through the same API the file manager reads. */
export async function listFolder(page: Page, base: string, libraryId: number, parentId: number): Promise<ListedNode[]> {
  const answer = await page.request.get(`${base}/api/ms/doc/api/user/file/list`, { params: { libraryId, parentId, pageSize: 200 } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { data: { page: { content: ListedNode[] } } };
  return body.data.page.content;
}

/** The stored file's bytes, downloaded through the API, hashed here. */
export async function storedMd5(page: Page, base: string, libraryId: number, nodeId: number): Promise<string> {
  const answer = await page.request.get(`${base}/api/ms/doc/api/user/file/content/${libraryId}/${nodeId}?disposition=attachment`, { timeout: 60_000 });
  expect(answer.ok()).toBe(true);
  return createHash('md5').update(await answer.body()).digest('hex');
}

/** The stored file named `name` in the folder, once the server has it. */
export async function storedFile(page: Page, base: string, libraryId: number, parentId: number, name: string): Promise<ListedNode> {
  let found: ListedNode | undefined;
  await expect
    .poll(async () => {
      found = (await listFolder(page, base, libraryId, parentId)).find((node) => node.name === name);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Names of the uploads this browser keeps in IndexedDB (files not yet stored on the server). */
export function keptUploads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('librarium-uploads');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('items').objectStore('items').getAll();
          reading.onsuccess = () => {
            db.close();
            resolve((reading.result as { name: string }[]).map((item) => item.name));
          };
        };
      }),
  );
}
