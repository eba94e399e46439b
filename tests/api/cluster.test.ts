import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COOKIE, HEADER } from '../../contract/constants';
import { WIKI_COLLAB, wikiDocumentName } from '../../contract/wiki';
import { FIXTURE_REPO_ROOT } from '../fixtures/make-repo';
import { DOC } from './library-support';
import { DEFECT, TASK } from './support/codecheck';
import { type ServerProcess, sleep, startServerProcess } from './support/server-process';
import { appendParagraph, paragraphs, until, WIKI } from './wiki-support';

/**
 * `npm start` with two worker processes, as a real server in a child process. Every request here goes
 * over a connection of its own, so consecutive requests are handed to alternate workers: whatever one
 * worker did must hold in the other.
 */

const ADMIN_PASSWORD = 'cluster-admin-pass-1';
const LOGIN_LIMIT = 3;
/**
 * How often the job worker looks for scheduled scans here (SCAN_SCHEDULE_CHECK_SECONDS) instead of every 30 s:
 * still longer than the workers' start-up apart, so a second runner would check well after the first.
 */
const SCHEDULE_CHECK_MS = 5_000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One request on a connection of its own (no keep-alive pool), so the primary routes each one afresh. */
function freshRequest(base: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, agent: false, headers: { connection: 'close', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cookies: response.headers['set-cookie'] ?? [] }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed-in person whose every request takes a new connection. */
async function signIn(base: string, account: string, password: string) {
  const answer = await freshRequest(base, 'POST', '/api/erp/login', {}, JSON.stringify({ username: account, password }));
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  const cookies = new Map(answer.cookies.map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]));
  const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), [HEADER.csrf]: cookies.get(COOKIE.csrf) ?? '' };
  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const answer = await freshRequest(base, method, url, headers, body === undefined ? undefined : JSON.stringify(body));
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.body}`);
    return (JSON.parse(answer.body) as { data: T }).data;
  }
  return { headers, call };
}

interface Editor {
  doc: Y.Doc;
  synced: Promise<void>;
  refusal: () => string | null;
  /** Changes made here that the server has not confirmed yet. */
  unsynced: () => boolean;
  close(): void;
}

/** An editor of the page as the browser connects it: the page named in the socket's address unless `withAddress` is false. */
function connectEditor(base: string, cookie: string, pageId: number, withAddress = true): Editor {
  const query = withAddress ? `?${new URLSearchParams({ [WIKI_COLLAB.documentParameter]: wikiDocumentName(pageId) })}` : '';
  const url = `${base.replace('http', 'ws')}/api${WIKI_COLLAB.path}${query}`;
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { cookie } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket, maxAttempts: 1 });
  let refusal: string | null = null;
  let resolveSynced: () => void = () => {};
  const synced = new Promise<void>((resolve) => (resolveSynced = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: wikiDocumentName(pageId),
    document: doc,
    token: WIKI_COLLAB.token,
    onSynced: () => resolveSynced(),
    onAuthenticationFailed: (data) => {
      refusal = data.reason;
    },
  });
  provider.attach();
  return {
    doc,
    synced,
    refusal: () => refusal,
    unsynced: () => provider.hasUnsyncedChanges,
    close() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** The primary's worker processes (not the other helpers it may start, such as tsx's esbuild service). */
function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('server/main.ts'))
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

async function startCluster(extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-cluster-'));
  const server = await startServerProcess({
    WORKERS: '2',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    SCAN_SCHEDULE_CHECK_SECONDS: String(SCHEDULE_CHECK_MS / 1000),
    REPO_LOCAL_ROOTS: FIXTURE_REPO_ROOT,
    ...extra,
  });
  // The primary answers once a worker is ready; the tests need both.
  try {
    await until(async () => workerPids(server.pid).length === 2, 120_000, 'two workers');
    await until(async () => (await Promise.all([0, 1].map(() => freshRequest(server.base, 'GET', '/api/health/live')))).every((answer) => answer.status === 200), 120_000, 'both workers ready');
  } catch (error) {
    await server.stop('SIGTERM');
    throw new Error(`${(error as Error).message}; the server wrote: ${server.output()}`);
  }
  return { server, dataDir };
}

async function wikiPage(admin: Awaited<ReturnType<typeof signIn>>) {
  const library = await admin.call<{ id: number }>('POST', `${DOC}/doc_library`, { name: `协作库${randomBytes(3).toString('hex')}` });
  const page = await admin.call<{ id: number }>('POST', `${WIKI}/${library.id}/pages`, { title: '两个进程', parentId: null });
  return { libraryId: library.id, pageId: page.id };
}

describe('a server of two worker processes without Redis', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    ({ server, dataDir } = await startCluster());
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a guesser whose failed sign-ins alternate between the workers once the limit is reached', async () => {
    // Not 'admin': the other tests sign in as it from this same address.
    const account = `guessed-${randomBytes(3).toString('hex')}`;
    const attempt = (password: string) => freshRequest(server.base, 'POST', '/api/erp/login', {}, JSON.stringify({ username: account, password }));
    for (let failure = 0; failure < LOGIN_LIMIT; failure++) expect((await attempt(`wrong-${failure}`)).status).toBe(401);
    // Both workers refuse now: the failures were counted for the server as a whole, not per worker.
    for (let next = 0; next < 2; next++) expect((await attempt('wrong-again')).status).toBe(429);
  });

  it('lets two editors of one page type to each other, and a restore asked of either worker reaches them live', async () => {
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    const { libraryId, pageId } = await wikiPage(admin);
    const first = connectEditor(server.base, admin.headers.cookie, pageId);
    const second = connectEditor(server.base, admin.headers.cookie, pageId);
    try {
      await Promise.all([first.synced, second.synced]);
      appendParagraph(first.doc, 'typed in the first editor');
      await until(() => paragraphs(second.doc).includes('typed in the first editor'), 10_000, 'the second editor to see the first');
      appendParagraph(second.doc, 'typed in the second editor');
      await until(() => paragraphs(first.doc).includes('typed in the second editor'), 10_000, 'the first editor to see the second');

      // Versions taken and restored over new connections: one of each pair lands on the worker that does not hold the page.
      for (const round of [1, 2]) {
        const version = await admin.call<{ id: number }>('POST', `${WIKI}/${libraryId}/pages/${pageId}/versions`, { name: `round ${round}` });
        const kept = paragraphs(first.doc);
        appendParagraph(first.doc, `typed after round ${round}`);
        await until(() => paragraphs(second.doc).includes(`typed after round ${round}`), 10_000, 'the typing to arrive');
        await admin.call('PUT', `${WIKI}/${libraryId}/pages/${pageId}/versions/${version.id}/restore`);
        await until(() => JSON.stringify(paragraphs(first.doc)) === JSON.stringify(kept) && JSON.stringify(paragraphs(second.doc)) === JSON.stringify(kept), 10_000, `restore ${round} to reach both editors`);
      }
    } finally {
      first.close();
      second.close();
    }
  }, 60_000);

  it('refuses an editor whose socket does not name its page when it reached the worker not holding the page', async () => {
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    const { pageId } = await wikiPage(admin);
    // Consecutive connections go to alternate workers: one of the two holds the page, the other does not.
    const editors = [connectEditor(server.base, admin.headers.cookie, pageId, false), connectEditor(server.base, admin.headers.cookie, pageId, false)];
    try {
      await until(() => editors.some((editor) => editor.refusal() !== null), 10_000, 'a refusal');
      await Promise.race(editors.map((editor) => editor.synced));
      expect(editors.map((editor) => editor.refusal()).sort()).toEqual(['wrong-worker', null].sort());
    } finally {
      editors.forEach((editor) => editor.close());
    }
  }, 30_000);

  it('fires a scheduled scan once, not once per worker', async () => {
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    // A folder that is no repository: its scan fails at once, so a second runner checking the schedule
    // later would find nothing running and fire the same moment again.
    const notARepository = fs.mkdtempSync(path.join(FIXTURE_REPO_ROOT, 'librarium-not-a-repo-'));
    const task = await admin.call<{ taskId: number }>('POST', `${TASK}/task`, {
      nameEn: `cluster_${randomBytes(3).toString('hex')}`,
      nameCn: '定时任务',
      langs: ['JAVASCRIPT'],
      repoUrl: `file://${notARepository}`,
      branch: 'main',
      tools: ['ESLINT'],
    });
    // The next whole minute, at least 5 s away so the schedule is saved before it comes.
    const moment = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const time = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
    await admin.call('PUT', `${TASK}/timing`, { taskId: task.taskId, days: [moment.getDay()], time });

    type Log = { total: number; lastAnalysisResult: { flag: number; buildNum: number } | null };
    const log = () => admin.call<Log>('GET', `${DEFECT}/tasklog?taskId=${task.taskId}&pageSize=10`);
    // Nothing fires before its moment: asking meanwhile would only keep both workers busy.
    await sleep(Math.max(0, moment.getTime() - Date.now()));
    // The schedule is checked every few seconds: the scan starts within one check of its moment.
    await until(async () => (await log()).lastAnalysisResult !== null, 30_000, 'the scheduled scan');
    await until(async () => (await log()).lastAnalysisResult?.flag !== 3, 30_000, 'the scan to end');
    // Every worker would have checked the schedule at least twice since: still the one build.
    await sleep(2 * SCHEDULE_CHECK_MS + 2_000);
    expect((await log()).lastAnalysisResult?.buildNum).toBe(1);
    fs.rmSync(notARepository, { recursive: true, force: true });
  }, 120_000);

  it('replaces a worker killed with kill -9 and keeps answering meanwhile', async () => {
    const [victim, survivor] = workerPids(server.pid);
    expect(survivor).toBeGreaterThan(0);
    process.kill(victim!, 'SIGKILL');
    // Connections handed to the worker in the instant between its death and the primary seeing it are
    // lost with it, as with any crashed server process; from then on the others take every connection.
    // A worker started in its place is the sign that the primary saw the death.
    await until(() => workerPids(server.pid).some((pid) => pid !== victim && pid !== survivor), 30_000, 'a replacement worker to be started');
    for (let request = 0; request < 6; request++) expect((await freshRequest(server.base, 'GET', '/api/health/live')).status).toBe(200);
    await until(() => workerPids(server.pid).length === 2, 60_000, 'a replacement worker');
    expect(workerPids(server.pid)).not.toContain(victim);
    // The replacement takes requests again: a signed-in call answered by both workers in turn.
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    await until(async () => (await Promise.all([0, 1].map(() => freshRequest(server.base, 'GET', '/api/health/live')))).every((answer) => answer.status === 200), 60_000, 'both workers ready');
    for (let request = 0; request < 4; request++) await admin.call('GET', `${DOC}/doc_library/by_user`);
  }, 120_000);

  it('stops every worker on SIGTERM, storing what was just typed on an open page first', async () => {
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    const { pageId } = await wikiPage(admin);
    const editor = connectEditor(server.base, admin.headers.cookie, pageId);
    try {
      await editor.synced;
      appendParagraph(editor.doc, 'typed just before the stop');
      // Received by the server, but not stored yet: storing waits out WIKI_STORE_DEBOUNCE_MS (2 s).
      await until(() => !editor.unsynced(), 10_000, 'the server to confirm the typing');
      const workers = workerPids(server.pid);
      await server.stop('SIGTERM');
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(workers.filter(alive)).toEqual([]);
    } finally {
      editor.close();
    }
    const db = new Database(path.join(dataDir, 'librarium.db'), { readonly: true });
    try {
      const stored = db.prepare('select text from wiki_documents where page_id = ?').get(pageId) as { text: string } | undefined;
      expect(stored?.text).toContain('typed just before the stop');
    } finally {
      db.close();
    }
  }, 60_000);
});

describe('a server of two worker processes with Redis', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    ({ server, dataDir } = await startCluster({ REDIS_URL, QUEUE_PREFIX: `cluster-${randomBytes(4).toString('hex')}` }));
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('lets editors of one page on different workers see each other typing', async () => {
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    const { pageId } = await wikiPage(admin);
    // Without the page in their address the two sockets go to alternate workers; Redis joins them.
    const editors = [connectEditor(server.base, admin.headers.cookie, pageId, false), connectEditor(server.base, admin.headers.cookie, pageId, false)];
    try {
      await Promise.all(editors.map((editor) => editor.synced));
      appendParagraph(editors[0]!.doc, 'from one worker');
      await until(() => paragraphs(editors[1]!.doc).includes('from one worker'), 10_000, 'the typing to cross workers');
      appendParagraph(editors[1]!.doc, 'from the other worker');
      await until(() => paragraphs(editors[0]!.doc).includes('from the other worker'), 10_000, 'the typing to cross back');
    } finally {
      editors.forEach((editor) => editor.close());
    }
  }, 60_000);
});
