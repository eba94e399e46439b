import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_REPO_ROOT, type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { chunkBody, DOC } from './library-support';
import { dropSchema, POSTGRES_URL } from './support/build';
import { DEFECT, TASK } from './support/codecheck';
import { dataOf, type HttpSession } from './support/http-session';
import { ROOT, type ServerProcess, sleep, startServerProcess } from './support/server-process';

/**
 * The scale-out profile as it runs in production: two app instances behind one address, on one
 * PostgreSQL schema, one Redis and one shared data folder, with a separate scan worker. Each is a real
 * process, so nothing is shared through memory by accident.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'scale-admin-pass-1';
const MIB = 1024 * 1024;
const CHUNK = 5 * MIB;
const SIZE = 8 * CHUNK + 12_345;
const LOGIN_LIMIT = 3;

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** `npm run worker` as a child process. */
function startWorker(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('two app instances and a scan worker on PostgreSQL, Redis and a shared data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-scale-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    QUEUE_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web'),
    REPO_LOCAL_ROOTS: FIXTURE_REPO_ROOT,
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
  };
  let first: ServerProcess;
  let second: ServerProcess;
  let worker: ReturnType<typeof startWorker>;
  let repo: FixtureRepo;

  beforeAll(async () => {
    repo = await makeFixtureRepo();
    // The first instance creates the schema; the others start on it.
    first = await startServerProcess(env);
    second = await startServerProcess(env);
    worker = startWorker(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop('SIGTERM'), second?.stop('SIGTERM'), worker?.stop()]);
    await dropSchema(schema);
    await removeFixtureRepo(repo);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('takes one upload whose chunks alternate between the instances, and either serves the file', async () => {
    const bytes = randomBytes(SIZE);
    const fileMd5 = md5(bytes);
    const total = Math.ceil(SIZE / CHUNK);
    const atFirst = await first.signIn('admin', ADMIN_PASSWORD);
    const atSecond = await second.signIn('admin', ADMIN_PASSWORD);
    const library = await dataOf<{ id: number; rootId: number }>(await atFirst.json('POST', `${DOC}/doc_library`, { name: '两台实例库' }));
    const permitBody = { name: 'survey.bin', relativePath: '', parentId: library.rootId, chunkSize: CHUNK, size: SIZE, totalChunk: total, fileMd5 };
    const { identifier } = await dataOf<{ identifier: string }>(await atFirst.json('POST', `${DOC}/doc/${library.id}/get_upload_permit`, permitBody));

    const send = async (session: HttpSession, chunkNumber: number) => {
      const { body, contentType } = chunkBody({ identifier, filename: 'survey.bin', data: bytes, chunkSize: CHUNK, chunkNumber, fileMd5 });
      return dataOf<{ complete: boolean; nodeId: number | null }>(await session.request('POST', `${DOC}/doc/upload/chunk`, body, contentType));
    };
    // Odd chunks to one instance, even to the other, two at a time as the browser sends them.
    let finished: { complete: boolean; nodeId: number | null } | null = null;
    for (let chunk = 1; chunk <= total; chunk += 2) {
      const answers = await Promise.all([send(atFirst, chunk), ...(chunk + 1 <= total ? [send(atSecond, chunk + 1)] : [])]);
      finished = answers.find((answer) => answer.complete) ?? finished;
    }
    expect(finished?.nodeId).toBeGreaterThan(0);

    // Each instance answers the upload's state the same way, and each serves the whole file.
    const permitAgain = await dataOf<{ uploadedChunks: number[]; nodeId: number | null }>(
      await atSecond.json('POST', `${DOC}/doc/${library.id}/get_upload_permit`, { ...permitBody, identifier }),
    );
    expect(permitAgain.nodeId).toBe(finished!.nodeId);
    for (const session of [atFirst, atSecond]) {
      const stored = await session.request('GET', `${DOC}/file/content/${library.id}/${finished!.nodeId}?disposition=attachment`);
      expect(stored.status).toBe(200);
      expect(md5(Buffer.from(await stored.arrayBuffer()))).toBe(fileMd5);
    }
    const listing = await dataOf<{ page: { content: { name: string }[] } }>(await atSecond.request('GET', `${DOC}/file/list?libraryId=${library.id}`));
    expect(listing.page.content.map((node) => node.name)).toEqual(['survey.bin']);
  }, 120_000);

  it('runs a scan asked for at one instance exactly once, on the worker, and both instances show it', async () => {
    const atFirst = await first.signIn('admin', ADMIN_PASSWORD);
    const atSecond = await second.signIn('admin', ADMIN_PASSWORD);
    const task = await dataOf<{ taskId: number }>(
      await atFirst.json('POST', `${TASK}/task`, { nameEn: `scale_${randomBytes(3).toString('hex')}`, nameCn: '扩展任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] }),
    );
    expect((await dataOf<{ buildNum: number }>(await atSecond.json('POST', `${TASK}/execute`, { taskId: task.taskId }))).buildNum).toBe(1);

    type Log = { lastAnalysisResult: { flag: number; buildNum: number } | null };
    let last: Log['lastAnalysisResult'] = null;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(500)) {
      last = (await dataOf<Log>(await atFirst.request('GET', `${DEFECT}/tasklog?taskId=${task.taskId}&pageSize=1`))).lastAnalysisResult;
      if (last && last.flag !== 3) break;
    }
    expect(last).toMatchObject({ flag: 1, buildNum: 1 });

    // Exactly one build row and one run of each step: no instance ran the scan beside the worker.
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const builds = await client.query(`select id from "${schema}".builds where task_id = $1`, [task.taskId]);
      expect(builds.rows).toHaveLength(1);
      const steps = await client.query<{ step: number; runs: string }>(
        `select step, count(*) as runs from "${schema}".build_steps where build_id = $1 group by step`,
        [builds.rows[0].id],
      );
      expect(steps.rows.length).toBeGreaterThan(0);
      expect(steps.rows.every((row) => Number(row.runs) === 1)).toBe(true);
    } finally {
      await client.end();
    }
    const defects = await dataOf<{ lintList: { totalElements: number } }>(await atSecond.json('POST', `${DEFECT}/warn/list?pageSize=10`, { taskId: task.taskId, toolName: 'ESLINT' }));
    expect(defects.lintList.totalElements).toBeGreaterThan(0);
  }, 240_000);

  it('holds one sign-in limit across both instances', async () => {
    const attempt = (server: ServerProcess, password: string) => fetch(`${server.base}/api/erp/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const servers = [first, second];
    for (let i = 0; i < LOGIN_LIMIT; i += 1) expect((await attempt(servers[i % 2]!, `guess-${i}`)).status).toBe(401);
    // The limit is reached though neither instance saw it alone: both refuse even the right password now.
    expect((await attempt(second, ADMIN_PASSWORD)).status).toBe(429);
    expect((await attempt(first, ADMIN_PASSWORD)).status).toBe(429);
  }, 60_000);
});
