import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG, STEP } from '../../contract/codecheck-codes';
import { codecheckServices } from '../../server/modules/codecheck/services';
import { ALICE, type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(DIALECTS)('scan jobs on %s', (dialect) => {
  let repo: FixtureRepo;
  beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  afterAll(() => removeFixtureRepo(repo));

  const newTask = async (server: TestServer, tools: string[]) => {
    await createUser(server.db, 'wang.fang').catch(() => undefined);
    const wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, { nameEn: `job_${randomBytes(3).toString('hex')}`, nameCn: '任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools });
    return { wang, taskId: created.json().data.taskId as number };
  };

  it('marks a scan that a restart cut short as interrupted', async () => {
    const first = await build(dialect, {}, undefined, true);
    const { taskId } = await newTask(first, ['ESLINT']);
    // A build the previous process had started when it went down.
    const row = await first.db
      .insertInto('builds')
      .values({ task_id: taskId, build_number: 1, flag: FLAG.running, trigger: 'manual', scan_type: 'full', created_by: 'wang.fang', queued_at: Date.now(), start_at: Date.now(), end_at: null, commit_id: null, message: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await first.db.insertInto('build_steps').values({ build_id: row.id, tool_name: 'ESLINT', step: STEP.scanning, flag: FLAG.running, message: null, start_at: Date.now(), end_at: null }).execute();
    await first.close();

    const second = await build(dialect, {}, first.state);
    try {
      const wang = await second.signIn('wang.fang', 'password-1');
      const log = (await wang.get(`${DEFECT}/tasklog?taskId=${taskId}`)).json().data.lastAnalysisResult;
      expect(log.flag).toBe(4);
      expect(log.steps.map((s: { step: number }) => s.step)).toEqual([3, 6]);
      expect(log.failure).toEqual({ code: 'interrupted', params: {} });
      expect(log.message).toBe('服务器重启，扫描被中断');
      expect((await wang.post(`${TASK}/execute`, { taskId })).json().data.buildNum).toBe(2);
      expect((await waitForBuild(wang, taskId)).flag).toBe(1);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('runs scans on BullMQ workers when REDIS_URL is set', async () => {
    const env = { REDIS_URL, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` };
    const server = await build(dialect, env);
    const worker = codecheckServices(server.db, server.config, server.app.log);
    try {
      const { wang, taskId } = await newTask(server, ['ESLINT']);
      await wang.post(`${TASK}/execute`, { taskId });
      // The app only enqueues: without a worker the build waits in the queue.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await wang.get(`${DEFECT}/tasklog?taskId=${taskId}`)).json().data.lastAnalysisResult.startTime).toBeNull();
      worker.queue.work(worker.scans.run);
      expect((await waitForBuild(wang, taskId)).flag).toBe(1);
      expect((await lintList(wang, taskId, 'ESLINT')).lintList.totalElements).toBeGreaterThan(0);
    } finally {
      await worker.queue.close();
      await server.close();
    }
  }, 120_000);

  it('files a pipeline SARIF report under its tool and tracks it like a scan', async () => {
    const server = await build(dialect);
    try {
      const { wang, taskId } = await newTask(server, ['DETEKT', 'ESLINT']);
      const token = (await wang.post('/api/erp/token', { name: 'pipeline', scopes: ['ingest', 'read'], expiresAt: null })).json().data.token;
      const pipeline = server.client();
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/sarif+json' };
      const sarif = (results: unknown[]) =>
        JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'detekt', rules: [{ id: 'MagicNumber' }] } }, results }] });
      const result = { ruleId: 'MagicNumber', level: 'warning', message: { text: 'This expression contains a magic number.' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: 3 } } }] };
      const url = `${DEFECT}/ingest?taskId=${taskId}&toolName=DETEKT&format=sarif`;

      const first = await pipeline.request('POST', url, sarif([result]), auth);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ buildNum: 1, findings: 1, created: 1 });
      const listed = (await lintList(wang, taskId, 'DETEKT')).lintList.content;
      expect(listed).toEqual([expect.objectContaining({ checker: 'MagicNumber', filePath: 'src/app.js', line: 3, severity: 2, author: ALICE.name })]);

      const second = await pipeline.request('POST', url, sarif([]), auth);
      expect(second.json().data).toMatchObject({ buildNum: 2, fixed: 1 });

      const malformed = await pipeline.request('POST', url, '{"version": "1.0"}', auth);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^报告格式错误/);
      const otherTool = await pipeline.request('POST', `${DEFECT}/ingest?taskId=${taskId}&toolName=STYLECOP&format=sarif`, sarif([]), auth);
      expect(otherTool.statusCode).toBe(400);
    } finally {
      await server.close();
    }
  }, 120_000);
});
