import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG } from '../../contract/codecheck-codes';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK, waitForBuild } from './support/codecheck';

const MANAGE = `${DOC}/manage`;

type Failure = { code: string; params: Record<string, string | number>; detail?: string };
type Step = { toolName: string; flag: number; msg: string | null; failure: Failure | null };

/** A scan that cannot run tells why, as a code the web words with what to do, and never in git's words. */
describe.each(DIALECTS)('why a scan failed, on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let owner: ApiClient;
  let member: ApiClient;
  let admin: ApiClient;
  let counter = 0;

  const createTask = async (extra: Record<string, unknown> = {}) => {
    const created = await owner.post(`${TASK}/task`, { nameEn: `failing_${dialect}_${++counter}`, nameCn: '失败任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT', 'CCN'], ...extra });
    expect(created.statusCode).toBe(200);
    return created.json().data.taskId as number;
  };
  const scan = async (taskId: number) => {
    expect((await owner.post(`${TASK}/execute`, { taskId })).statusCode).toBe(200);
    return waitForBuild(owner, taskId);
  };
  const security = async () => (await admin.get(`${MANAGE}/security`)).json().data;
  const setLocalRoots = async (roots: string[]) => expect((await admin.put(`${MANAGE}/security`, { ...(await security()), repoLocalRoots: roots })).statusCode).toBe(200);

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'owner');
    await createUser(server.db, 'member');
    await createUser(server.db, 'chen.jie', { classifyAdmin: true });
    owner = await server.signIn('owner', 'password-1');
    member = await server.signIn('member', 'password-1');
    admin = await server.signIn('chen.jie', 'password-1');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('says a local repository outside the allowed roots is not allowed, and which setting allows it', async () => {
    const taskId = await createTask();
    await setLocalRoots([]);
    try {
      const build = await scan(taskId);
      expect(build.flag).toBe(FLAG.failure);
      expect(build.failure).toEqual({ code: 'repoLocalNotAllowed', params: {} });
      expect(build.message).toContain('REPO_LOCAL_ROOTS');
      const failedSteps = build.steps.filter((step: Step) => step.flag === FLAG.failure).map((step: Step) => [step.toolName, step.failure?.code]);
      expect(failedSteps.sort()).toEqual([
        ['CCN', 'repoLocalNotAllowed'],
        ['ESLINT', 'repoLocalNotAllowed'],
      ]);
      const english = (await owner.get(`${DEFECT}/tasklog?taskId=${taskId}&pageSize=1`, { 'accept-language': 'en' })).json().data.lastAnalysisResult;
      expect(english.message).toBe('A local repository must lie under a directory listed in REPO_LOCAL_ROOTS; ask an administrator to add it, then scan again');
      // Neither the repository's path on the server nor git's own words reach the person.
      const body = JSON.stringify(english);
      expect(body).not.toContain(repo.url.replace('file://', ''));
      expect(body).not.toMatch(/fatal|outside|DATA_DIR/);
    } finally {
      await setLocalRoots(server.config.repoLocalRoots);
    }
    expect((await scan(taskId)).flag).toBe(FLAG.success);
  }, 120_000);

  it('names a tool that only reads uploaded reports, while the others’ results are kept', async () => {
    const taskId = await createTask({ langs: ['JAVASCRIPT', 'KOTLIN'], tools: ['CCN', 'DETEKT'] });
    const build = await scan(taskId);
    expect(build.flag).toBe(FLAG.failure);
    expect(build.failure).toEqual({ code: 'toolIngestOnly', params: { tool: 'DETEKT' } });
    const steps: Step[] = build.steps;
    expect(steps.find((step) => step.toolName === 'DETEKT' && step.flag === FLAG.failure)?.failure?.code).toBe('toolIngestOnly');
    expect(steps.filter((step) => step.toolName === 'CCN').every((step) => step.failure === null)).toBe(true);
  }, 120_000);

  it('says who stopped a scan', async () => {
    const taskId = await createTask();
    // A scan in progress, as a worker that has not reached it yet leaves it.
    await server.db
      .insertInto('builds')
      .values({ task_id: taskId, build_number: 1, flag: FLAG.running, trigger: 'manual', scan_type: 'full', created_by: 'owner', queued_at: Date.now(), start_at: null, end_at: null, commit_id: null, message: null })
      .execute();
    expect((await owner.post(`${TASK}/stopAnalysisTask`, { taskId })).statusCode).toBe(200);
    const build = await waitForBuild(owner, taskId);
    expect(build.flag).toBe(FLAG.interrupted);
    expect(build.failure).toEqual({ code: 'stopped', params: { by: 'owner' } });
    expect((await owner.get(`${DEFECT}/tasklog?taskId=${taskId}`, { 'accept-language': 'en' })).json().data.lastAnalysisResult.message).toBe('Stopped by owner');
  });

  it("shows what a tool said to the task's administrators only", async () => {
    const taskId = await createTask();
    expect((await owner.put(`${TASK}/task/member`, { taskId, admins: ['owner'], users: ['member'] })).statusCode).toBe(200);
    const row = await server.db
      .insertInto('builds')
      .values({ task_id: taskId, build_number: 1, flag: FLAG.failure, trigger: 'manual', scan_type: 'full', created_by: 'owner', queued_at: Date.now(), start_at: Date.now(), end_at: Date.now(), commit_id: null, message: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const crashed = JSON.stringify({ code: 'toolCrashed', params: { tool: 'ESLINT' }, detail: 'eslint: out of memory in ./src/app.js' });
    await server.db.insertInto('build_steps').values({ build_id: row.id, tool_name: 'ESLINT', step: 5, flag: FLAG.failure, message: crashed, start_at: Date.now(), end_at: Date.now() }).execute();
    const stepOf = async (client: ApiClient) => (await client.get(`${DEFECT}/tasklog?taskId=${taskId}`, { 'accept-language': 'en' })).json().data.lastAnalysisResult.steps[0] as Step;

    const asAdmin = await stepOf(owner);
    expect(asAdmin.failure).toEqual({ code: 'toolCrashed', params: { tool: 'ESLINT' }, detail: 'eslint: out of memory in ./src/app.js' });
    expect(asAdmin.msg).toBe('ESLint stopped with an error');
    const asMember = await stepOf(member);
    expect(asMember.failure).toEqual({ code: 'toolCrashed', params: { tool: 'ESLINT' } });
    expect(JSON.stringify(asMember)).not.toContain('out of memory');
  });
});
