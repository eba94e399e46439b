import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG, STEP } from '../../contract/codecheck-codes';
import { addFollowUpCommit, type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK, waitForBuild } from './support/codecheck';

const GATE = `${TASK}/qualityGate`;
const RESULT = `${DEFECT}/qualityGate/result`;

describe.each(DIALECTS)("a task's quality gate on %s", (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let liNa: ApiClient;
  let zhao: ApiClient;
  let taskId: number;

  const gateOf = async (client: ApiClient = wang) => (await client.get(`${GATE}/${taskId}`)).json().data;
  const resultOf = async (buildNum?: number) => (await wang.get(`${RESULT}/${taskId}${buildNum ? `?buildNum=${buildNum}` : ''}`)).json().data;
  const scan = async () => {
    const started = await wang.post(`${TASK}/execute`, { taskId });
    expect(started.statusCode, started.body).toBe(200);
    return waitForBuild(wang, taskId);
  };
  const setGate = (enabled: boolean, conditions: unknown[], client: ApiClient = wang) => client.put(GATE, { taskId, enabled, conditions });

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'li.na');
    await createUser(server.db, 'zhao.lei');
    wang = await server.signIn('wang.fang', 'password-1');
    liNa = await server.signIn('li.na', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    const created = await wang.post(`${TASK}/task`, {
      nameEn: `gate_${dialect}`,
      nameCn: '门禁任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN', 'DUPC'],
    });
    taskId = created.json().data.taskId;
    expect((await wang.put(`${TASK}/task/member`, { taskId, admins: ['wang.fang'], users: ['li.na'] })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('starts with no new high-severity defect allowed, which the first scan passes: its findings are history', async () => {
    expect(await gateOf()).toEqual({ enabled: true, isDefault: true, conditions: [{ metric: 'newHighDefects', toolName: null, operator: 'gt', threshold: 0 }] });
    expect(await resultOf()).toBeNull();

    const first = await scan();
    expect(first).toMatchObject({ buildNum: 1, flag: 1 });
    expect(first.gate).toMatchObject({ status: 'passed', conditions: [{ metric: 'newHighDefects', toolName: null, operator: 'gt', threshold: 0, value: 0, failed: false }] });
    expect(await resultOf()).toEqual({ buildNum: 1, flag: 1, gate: first.gate });
  }, 150_000);

  it('fails a scan when a condition holds, naming the condition with its measured value', async () => {
    expect((await wang.put(`${TASK}/task`, { taskId, newDefectTime: 0 })).statusCode).toBe(200);
    const changed = await setGate(true, [
      { metric: 'newHighDefects', toolName: 'ESLINT', operator: 'gt', threshold: 4 },
      { metric: 'duplicationRate', toolName: null, operator: 'gt', threshold: 99.5 },
      { metric: 'newRiskyFunctions', toolName: 'CCN', operator: 'lt', threshold: 0 },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ enabled: true, isDefault: false });
    expect(await gateOf()).toEqual(changed.json().data);

    const second = await scan();
    expect(second).toMatchObject({ buildNum: 2, flag: 1 });
    const overview = (await wang.get(`${TASK}/overview/${taskId}`)).json().data;
    const duplication = overview.tools.find((tool: { toolName: string }) => tool.toolName === 'DUPC').metrics.rate;
    expect(duplication).toBeGreaterThan(0);
    expect(second.gate.status).toBe('failed');
    expect(second.gate.conditions).toEqual([
      { metric: 'newHighDefects', toolName: 'ESLINT', operator: 'gt', threshold: 4, value: 5, failed: true },
      { metric: 'duplicationRate', toolName: null, operator: 'gt', threshold: 99.5, value: duplication, failed: false },
      { metric: 'newRiskyFunctions', toolName: 'CCN', operator: 'lt', threshold: 0, value: expect.any(Number), failed: false },
    ]);
    expect(overview.lastAnalysis.gate).toEqual(second.gate);
    expect(await resultOf(1)).toMatchObject({ buildNum: 1, gate: { status: 'passed' } });
  }, 150_000);

  it('keeps each verdict with its scan: fixing a defect passes the next scan and leaves the earlier verdicts as they were', async () => {
    const before = await resultOf(2);
    await addFollowUpCommit(repo);
    const third = await scan();
    expect(third.gate.status).toBe('passed');
    expect(third.gate.conditions[0]).toMatchObject({ metric: 'newHighDefects', toolName: 'ESLINT', value: 4, failed: false });

    expect(await resultOf(2)).toEqual(before);
    expect(before.gate.conditions[0]).toMatchObject({ value: 5, failed: true });
    expect(await resultOf()).toMatchObject({ buildNum: 3, gate: { status: 'passed' } });
    const history = (await wang.get(`${DEFECT}/tasklog?taskId=${taskId}&pageSize=10`)).json().data.taskLogPage.content;
    expect(history.map((entry: { buildNum: number; gate: { status: string } }) => [entry.buildNum, entry.gate.status])).toEqual([
      [3, 'passed'],
      [2, 'failed'],
      [1, 'passed'],
    ]);
  }, 150_000);

  it('records none for a scan while the gate is switched off, and keeps its conditions for later', async () => {
    const conditions = (await gateOf()).conditions;
    const off = await setGate(false, conditions);
    expect(off.json().data).toEqual({ enabled: false, isDefault: false, conditions });
    const fourth = await scan();
    expect(fourth.gate).toMatchObject({ status: 'none', conditions: [] });
    expect(await resultOf(3)).toMatchObject({ gate: { status: 'passed' } });
  }, 150_000);

  it('refuses conditions it cannot check, in the reader’s language, and keeps the gate as it was', async () => {
    const kept = await gateOf();
    const refused = async (condition: Record<string, unknown>, language = 'en') => {
      const response = await wang.put(GATE, { taskId, enabled: true, conditions: [{ metric: 'newHighDefects', operator: 'gt', threshold: 0, ...condition }] }, { 'accept-language': language });
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    expect((await refused({ metric: 'newBugs' })).data.code).toBe('VALIDATION');
    expect((await refused({ operator: 'eq' })).data.code).toBe('VALIDATION');
    expect((await refused({ threshold: 'zero' })).data.code).toBe('VALIDATION');
    expect((await refused({ threshold: -1 })).data.fields['conditions.0.threshold']).toBe('Must be at least 0');
    expect((await refused({ toolName: 'NOSUCHTOOL' })).data.code).toBe('VALIDATION');

    const notOnTask = await refused({ toolName: 'PYLINT' });
    expect(notOnTask.message).toMatch(/PyLint is not one of the task's tools that measure this metric/);
    expect(notOnTask.data).toEqual({ code: 'BAD_REQUEST', fields: { 'conditions.0.toolName': 'toolName' } });
    expect((await refused({ toolName: 'PYLINT' }, 'zh-CN')).message).toContain('不是任务中统计该指标的工具');
    expect((await refused({ toolName: 'CCN' })).message).toMatch(/not one of the task's tools that measure this metric/);
    expect((await refused({ threshold: 1.5 })).message).toBe('A count threshold is a whole number');
    expect((await refused({ metric: 'duplicationRate', threshold: 150 })).message).toBe('Must be at most 100');
    const tooMany = await wang.put(GATE, { taskId, enabled: true, conditions: Array.from({ length: 21 }, () => ({ metric: 'newDefects', operator: 'gt', threshold: 0 })) });
    expect(tooMany.statusCode).toBe(400);

    expect(await gateOf()).toEqual(kept);
  });

  it('lets members read the gate and its verdicts, and only task administrators change it', async () => {
    expect(await gateOf(liNa)).toMatchObject({ enabled: false });
    expect((await liNa.get(`${RESULT}/${taskId}?buildNum=2`)).json().data).toMatchObject({ buildNum: 2, gate: { status: 'failed' } });
    expect((await setGate(true, [], liNa)).statusCode).toBe(403);

    expect((await zhao.get(`${GATE}/${taskId}`)).statusCode).toBe(403);
    expect((await zhao.get(`${RESULT}/${taskId}`)).statusCode).toBe(403);
    expect((await setGate(true, [], zhao)).statusCode).toBe(403);
    expect((await server.client().get(`${GATE}/${taskId}`)).statusCode).toBe(401);

    expect((await wang.get(`${RESULT}/${taskId}?buildNum=99`)).statusCode).toBe(404);
    expect((await wang.get(`${GATE}/999999`)).statusCode).toBe(404);
    expect(await gateOf()).toMatchObject({ enabled: false });
  });
});

describe.each(DIALECTS)('the quality gate of a scan a restart cut short on %s', (dialect) => {
  let repo: FixtureRepo;
  beforeAll(async () => {
    repo = await makeFixtureRepo();
  });
  afterAll(() => removeFixtureRepo(repo));

  it('gives the cut-short scan no verdict, and checks the next scan as usual', async () => {
    const first = await build(dialect, {}, undefined, true);
    await createUser(first.db, 'wang.fang');
    const before = await first.signIn('wang.fang', 'password-1');
    const created = await before.post(`${TASK}/task`, { nameEn: `gate_restart_${dialect}`, nameCn: '重启任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] });
    const taskId = created.json().data.taskId as number;
    // A scan the previous process was storing the results of when it was killed.
    const row = await first.db
      .insertInto('builds')
      .values({ task_id: taskId, build_number: 1, flag: FLAG.running, trigger: 'manual', scan_type: 'full', created_by: 'wang.fang', queued_at: Date.now(), start_at: Date.now(), end_at: null, commit_id: null, message: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await first.db.insertInto('build_steps').values({ build_id: row.id, tool_name: 'ESLINT', step: STEP.submitting, flag: FLAG.running, message: null, start_at: Date.now(), end_at: null }).execute();
    await first.close();

    const second = await build(dialect, {}, first.state);
    try {
      const wang = await second.signIn('wang.fang', 'password-1');
      expect((await wang.get(`${RESULT}/${taskId}`)).json().data).toEqual({ buildNum: 1, flag: FLAG.interrupted, gate: null });
      expect((await wang.post(`${TASK}/execute`, { taskId })).json().data.buildNum).toBe(2);
      expect(await waitForBuild(wang, taskId)).toMatchObject({ buildNum: 2, flag: FLAG.success, gate: { status: 'passed' } });
      expect((await wang.get(`${RESULT}/${taskId}?buildNum=1`)).json().data.gate).toBeNull();
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe.each(DIALECTS)("a pipeline's report checked against the quality gate on %s", (dialect) => {
  let repo: FixtureRepo;
  let server: TestServer;
  beforeAll(async () => {
    repo = await makeFixtureRepo();
    server = await build(dialect);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('keeps a verdict with each uploaded report, as with a scan', async () => {
    await createUser(server.db, 'wang.fang');
    const wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, { nameEn: `gate_ingest_${dialect}`, nameCn: '流水线任务', langs: ['KOTLIN'], repoUrl: repo.url, branch: repo.branch, tools: ['DETEKT'] });
    const taskId = created.json().data.taskId as number;
    const gate = await wang.put(GATE, { taskId, enabled: true, conditions: [{ metric: 'newDefects', toolName: 'DETEKT', operator: 'gt', threshold: 0 }] });
    expect(gate.statusCode, gate.body).toBe(200);
    const report = (rules: string[]) =>
      JSON.stringify({
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'detekt' } }, results: rules.map((ruleId) => ({ ruleId, level: 'warning', message: { text: ruleId }, locations: [{ physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: 2 } } }] })) }],
      });
    const upload = async (rules: string[]) => {
      const response = await wang.request('POST', `${DEFECT}/ingest?taskId=${taskId}&toolName=DETEKT&format=sarif`, report(rules), { 'content-type': 'application/sarif+json' });
      expect(response.statusCode, response.body).toBe(200);
      return (await wang.get(`${RESULT}/${taskId}`)).json().data;
    };

    expect(await upload(['MagicNumber'])).toMatchObject({ buildNum: 1, gate: { status: 'passed', conditions: [{ value: 0, failed: false }] } });
    expect(await upload(['MagicNumber', 'LongMethod'])).toMatchObject({ buildNum: 2, gate: { status: 'failed', conditions: [{ metric: 'newDefects', toolName: 'DETEKT', value: 1, failed: true }] } });
  }, 60_000);
});
