import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

const ANALYSES = `${TASK}/branchAnalysis`;
const TOKENS = '/api/erp/token';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const run = promisify(execFile);

/** git in the fixture repository, as its authors would run it. */
async function git(dir: string, args: string[]) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'Bob Li', GIT_AUTHOR_EMAIL: 'bob@example.com', GIT_COMMITTER_NAME: 'Bob Li', GIT_COMMITTER_EMAIL: 'bob@example.com' };
  return (await run('git', args, { cwd: dir, env })).stdout.trim();
}

async function commitFile(dir: string, file: string, text: string, message: string) {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message]);
  return git(dir, ['rev-parse', 'HEAD']);
}

/**
 * A merge request's branch: it adds a line with an unused variable right above an old defective line and
 * changes a line below the old `debugger`, so two old defects sit between changed lines, moved but not
 * changed. Meanwhile the base branch gains a file with a defect of its own, which is not the branch's doing.
 */
async function makeBranches(repo: FixtureRepo) {
  const original = await readFile(join(repo.dir, 'src/app.js'), 'utf8');
  await git(repo.dir, ['checkout', '-q', '-b', 'feature/spare']);
  const changed = original.replace('function check(a) {\n', 'function check(a) {\n  const spare = a;\n').replace('  return a;\n', '  return a || 0;\n');
  expect(changed).not.toBe(original);
  const source = await commitFile(repo.dir, 'src/app.js', changed, 'Keep a spare');
  await git(repo.dir, ['checkout', '-q', repo.branch]);
  const mergeBase = await git(repo.dir, ['rev-parse', 'HEAD']);
  await commitFile(repo.dir, 'src/later.js', 'const late = 1;\n', 'Later on the base branch');
  return { source, mergeBase };
}

async function startReceiver() {
  const received: { event: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ event: String(request.headers['x-librarium-event']), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(DIALECTS)('branch and merge-request analysis on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let wang: ApiClient;
  let zhao: ApiClient;
  let taskId: number;
  let commits: { source: string; mergeBase: string };
  let mainState: unknown;

  const analysisOf = async (id: number, client: ApiClient = wang) => (await client.get(`${ANALYSES}/${taskId}/${id}`)).json().data;
  const ended = (id: number) => waitFor(async () => {
    const analysis = await analysisOf(id);
    return analysis.status === 'queued' || analysis.status === 'running' ? undefined : analysis;
  });
  /** What the task shows of its own branch: defects with their first-seen times, scans with their verdicts, figures. */
  const stateOfMain = async () => ({
    defects: (await lintList(wang, taskId, 'ESLINT')).defectList,
    risky: (await wang.post(`${DEFECT}/warn/list?pageSize=100`, { taskId, toolName: 'CCN' })).json().data,
    log: (await wang.get(`${DEFECT}/tasklog?taskId=${taskId}&pageSize=10`)).json().data,
    overview: (await wang.get(`${TASK}/overview/${taskId}`)).json().data,
    task: (await wang.get(`${TASK}/taskId/${taskId}`)).json().data,
  });

  beforeAll(async () => {
    server = await build(dialect, { REPO_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_SWEEP_SECONDS: '0.1' });
    repo = await makeFixtureRepo();
    receiver = await startReceiver();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'zhao.lei');
    wang = await server.signIn('wang.fang', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    const created = await wang.post(`${TASK}/task`, { nameEn: `branches_${dialect}`, nameCn: '分支任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT', 'CCN', 'DUPC'] });
    taskId = created.json().data.taskId;
    const hook = await wang.post(`${TASK}/webhook`, { taskId, url: receiver.url, events: ['scan.finished', 'gate.failed'] });
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await wang.post(`${TASK}/execute`, { taskId })).statusCode).toBe(200);
    expect(await waitForBuild(wang, taskId)).toMatchObject({ buildNum: 1, flag: 1 });
    commits = await makeBranches(repo);
    receiver.received.length = 0;
    mainState = await stateOfMain();
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await receiver.close();
    await removeFixtureRepo(repo);
  });

  it('reports only the defect the branch added on its changed lines, and its gate fails on it', async () => {
    const started = await wang.post(ANALYSES, { taskId, sourceBranch: 'feature/spare' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ taskId, sourceBranch: 'feature/spare', baseBranch: 'main', status: 'queued', gate: null, createdBy: 'wang.fang' });
    const analysis = await ended(started.json().data.id);

    expect(analysis).toMatchObject({ status: 'succeeded', failure: null, sourceCommit: commits.source, mergeBase: commits.mergeBase });
    expect(analysis.counts).toEqual({ defects: 1, highDefects: 1, riskyFunctions: 0, duplicatedBlocks: 0, changedLines: 2, duplicatedChangedLines: 0 });
    expect(analysis.findings).toEqual([
      expect.objectContaining({ kind: 'defect', toolName: 'ESLINT', filePath: 'src/app.js', line: 3, endLine: 3, checker: 'no-unused-vars', severity: 1, message: expect.stringContaining('spare') }),
    ]);
    // The default gate, no new high-severity defect, measured on the change; the rate on two changed lines is not measured.
    expect(analysis.gate).toMatchObject({ status: 'failed', conditions: [{ metric: 'newHighDefects', toolName: null, operator: 'gt', threshold: 0, value: 1, failed: true }] });

    const listed = (await wang.get(`${ANALYSES}/${taskId}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: analysis.id, status: 'succeeded', counts: analysis.counts, gate: analysis.gate })]);
    expect(listed[0]).not.toHaveProperty('findings');
  }, 180_000);

  it("leaves the task's own branch as it was: defects, first-seen times, scans and figures", async () => {
    expect(await stateOfMain()).toEqual(mainState);
  });

  it('tells the webhooks, with the branch and its base in the payload and no scan number', async () => {
    const finished = await waitFor(async () => receiver.received.find((request) => request.event === 'scan.finished'), 20_000);
    const branch = { analysisId: expect.any(Number), name: 'feature/spare', commit: commits.source, base: 'main', mergeBase: commits.mergeBase };
    expect(finished.body).toMatchObject({ event: 'scan.finished', buildNum: null, branch, status: 'success', counts: [{ toolName: 'ESLINT', metrics: { newDefects: 1 } }], gate: { status: 'failed' } });
    const failed = await waitFor(async () => receiver.received.find((request) => request.event === 'gate.failed'), 20_000);
    expect(failed.body).toMatchObject({ event: 'gate.failed', buildNum: null, branch, conditions: [{ metric: 'newHighDefects', value: 1, failed: true }] });
  }, 30_000);

  it('measures the duplication rate on changed lines once a change is large enough, and passes a clean gate', async () => {
    expect((await wang.put(`${TASK}/qualityGate`, { taskId, enabled: true, conditions: [{ metric: 'duplicationRate', operator: 'gt', threshold: 50 }, { metric: 'newRiskyFunctions', operator: 'gt', threshold: 0 }] })).statusCode).toBe(200);
    await git(repo.dir, ['checkout', '-q', '-b', 'feature/copy', commits.mergeBase]);
    const copied = Array.from({ length: 30 }, (_, index) => `export function copy${index % 3}(value) {\n  return value * ${index % 3};\n}\n`).join('');
    await commitFile(repo.dir, 'src/copies.js', copied, 'Copy and paste');
    await git(repo.dir, ['checkout', '-q', repo.branch]);
    const started = await wang.post(ANALYSES, { taskId, sourceBranch: 'feature/copy', baseBranch: 'main' });
    expect(started.statusCode, started.body).toBe(200);
    const analysis = await ended(started.json().data.id);
    expect(analysis.status).toBe('succeeded');
    expect(analysis.counts.changedLines).toBe(90);
    expect(analysis.counts.duplicatedBlocks).toBeGreaterThan(0);
    expect(analysis.findings.every((finding: { filePath: string }) => finding.filePath === 'src/copies.js')).toBe(true);
    const rate = analysis.gate.conditions[0];
    expect(rate.value).toBeGreaterThan(50);
    expect(rate).toMatchObject({ metric: 'duplicationRate', failed: true });
    expect(analysis.gate.conditions[1]).toMatchObject({ metric: 'newRiskyFunctions', value: 0, failed: false });
    expect(await stateOfMain()).toMatchObject({ defects: (mainState as { defects: unknown }).defects });
  }, 180_000);

  it('refuses bad input in the reader’s language, and starts nothing', async () => {
    const before = (await wang.get(`${ANALYSES}/${taskId}`)).json().data.length;
    const refused = async (body: Record<string, unknown>, language = 'en', client = wang) => {
      const response = await client.post(ANALYSES, { taskId, ...body }, { 'accept-language': language });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response;
    };
    const unknown = await refused({ sourceBranch: 'no-such-branch' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'The repository has no branch no-such-branch', data: { fields: { sourceBranch: 'branchNotFound' } } });
    expect((await refused({ sourceBranch: 'no-such-branch' }, 'zh-CN')).json().message).toBe('代码库中没有分支 no-such-branch');
    expect((await refused({ sourceBranch: 'feature/spare', baseBranch: 'no-such-base' })).json().data.fields).toEqual({ baseBranch: 'branchNotFound' });
    const same = await refused({ sourceBranch: 'main' });
    expect(same.json().message).toBe('The branch to analyse is the base branch main; choose another');
    expect((await refused({ sourceBranch: 'feature/spare', baseBranch: 'feature/spare' }, 'zh-CN')).json().message).toContain('相同');
    for (const sourceBranch of ['feature..spare', '-spare', '--upload-pack=touch', '', 'a b']) {
      const invalid = await refused({ sourceBranch });
      expect(invalid.statusCode, sourceBranch).toBe(400);
      expect(invalid.json().data.code).toBe('VALIDATION');
    }
    expect((await refused({ sourceBranch: 'feature/spare', baseBranch: '../main' })).statusCode).toBe(400);
    expect((await refused({ sourceBranch: 'feature/spare', extra: 1 })).statusCode).toBe(400);
    expect((await wang.post(ANALYSES, { taskId: 999_999, sourceBranch: 'feature/spare' })).statusCode).toBe(404);
    expect((await refused({ sourceBranch: 'feature/spare' }, 'en', zhao)).statusCode).toBe(403);
    expect((await zhao.get(`${ANALYSES}/${taskId}`)).statusCode).toBe(403);
    expect((await wang.get(`${ANALYSES}/${taskId}/999999`)).statusCode).toBe(404);
    expect((await wang.get(`${ANALYSES}/${taskId}/abc`)).statusCode).toBe(400);
    expect((await wang.get(`${ANALYSES}/${taskId}`)).json().data).toHaveLength(before);
  });

  it('lets an access token with the scan scope start an analysis and one with the read scope only read them', async () => {
    const token = async (scopes: string[]) => (await wang.post(TOKENS, { name: `ci-${scopes.join('-')}`, scopes, expiresAt: null })).json().data.token as string;
    const reader = await token(['read']);
    const scanner = await token(['scan']);
    const script = server.client();
    expect((await script.get(`${ANALYSES}/${taskId}`, bearer(reader))).statusCode).toBe(200);
    const refused = await script.post(ANALYSES, { taskId, sourceBranch: 'feature/spare' }, bearer(reader));
    expect(refused.statusCode).toBe(403);
    const started = await script.post(ANALYSES, { taskId, sourceBranch: 'feature/spare' }, bearer(scanner));
    expect(started.statusCode, started.body).toBe(200);
    expect((await ended(started.json().data.id)).status).toBe('succeeded');
  }, 180_000);
});

describe.each(DIALECTS)('a branch analysis cut short by a restart on %s', (dialect) => {
  it('is marked failed, interrupted, when the server starts again', async () => {
    const repo = await makeFixtureRepo();
    const first = await build(dialect, {}, undefined, true);
    try {
      await createUser(first.db, 'wang.fang');
      const wang = await first.signIn('wang.fang', 'password-1');
      const created = await wang.post(`${TASK}/task`, { nameEn: `branch_restart_${dialect}`, nameCn: '重启分支', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] });
      const taskId = created.json().data.taskId as number;
      // An analysis the previous process was running, and one still waiting for it, when it was killed.
      const row = { task_id: taskId, source_branch: 'feature/x', source_commit: null, base_branch: 'main', merge_base: null, failure: null, counts: '{}', gate: null, created_by: 'wang.fang', created_at: Date.now(), ended_at: null };
      await first.db.insertInto('branch_analyses').values([{ ...row, status: 'running', started_at: Date.now() }, { ...row, status: 'queued', started_at: null }]).execute();
    } finally {
      await first.close();
    }
    const second = await build(dialect, {}, first.state);
    try {
      const wang = await second.signIn('wang.fang', 'password-1');
      const taskId = (await wang.get(`${TASK}/task`)).json().data.enableTasks[0].taskId as number;
      const listed = (await wang.get(`${ANALYSES}/${taskId}`)).json().data;
      expect(listed).toHaveLength(2);
      for (const analysis of listed) {
        expect(analysis).toMatchObject({ status: 'failed', failure: { code: 'interrupted', params: {} }, gate: null, endedAt: expect.any(Number) });
      }
    } finally {
      await second.close();
      await removeFixtureRepo(repo);
    }
  }, 120_000);
});
