import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanScheduler } from '../../server/jobs/scan-scheduler';
import { parseJsonList } from '../../server/modules/codecheck/task-presenter';
import { taskRepo } from '../../server/modules/codecheck/task-repo';
import { JS_ENVIRONMENT_FILES, UNDEFINED_WITH_DETECTED_ENVIRONMENTS } from '../fixtures/js-environment-samples';
import { type FixtureRepo, makeFixtureRepo, makeRepoWithFiles, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

describe.each(DIALECTS)('code-check task settings on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let taskId: number;

  const create = (body: Record<string, unknown>) =>
    wang.post(`${TASK}/task`, { nameCn: '设置任务', langs: ['PYTHON'], repoUrl: repo.url, branch: repo.branch, tools: ['PYLINT', 'CCN'], ...body });

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    wang = await server.signIn('wang.fang', 'password-1');
    taskId = (await create({ nameEn: 'settings_task' })).json().data.taskId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('validates a new task: names, at least one language, a usable repository and branch', async () => {
    const taken = await create({ nameEn: 'SETTINGS_TASK' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status).toBe(2300017);
    expect((await wang.get(`${TASK}/duplicate/streamName/settings_task`)).json().data).toEqual({ duplicate: true });
    expect((await wang.get(`${TASK}/duplicate/streamName/free_name`)).json().data).toEqual({ duplicate: false });
    const bad = await create({ nameEn: 'bad-name', langs: [], repoUrl: 'ftp://x', branch: '--upload-pack=evil' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      nameEn: '只能包含字母、数字或下划线',
      langs: '至少选择一项',
      repoUrl: '仓库地址无效（支持 file、http(s)、ssh）',
      branch: '分支名无效',
    });
    // A Chinese character counts 2: one is too short a Chinese name, two are enough.
    const short = await create({ nameEn: 'ab', nameCn: '任' });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields).toMatchObject({ nameEn: '至少 3 个字符', nameCn: '至少 4 个字符' });
    expect((await create({ nameEn: 'abc_short', nameCn: '任务' })).statusCode).toBe(200);
  });

  it('creates a task with its weekly scan in one call, and a create that fails leaves no half task behind', async () => {
    const scheduled = await create({ nameEn: 'scheduled_task', timing: { days: [5, 1, 5], time: '02:15' } });
    expect(scheduled.statusCode).toBe(200);
    const created = (await wang.get(`${TASK}/taskId/${scheduled.json().data.taskId}`)).json().data;
    expect(created.timing).toEqual({ days: [1, 5], time: '02:15' });
    expect(created.admins).toEqual(['wang.fang']);
    const records = (await wang.post(`${DEFECT}/operation/taskId/${scheduled.json().data.taskId}`, {})).json().data;
    expect(records.map((record: { operationType: string }) => record.operationType).sort()).toEqual(['CREATE', 'SCHEDULE']);

    expect((await create({ nameEn: 'bad_schedule', timing: { days: [1], time: '24:00' } })).statusCode).toBe(400);
    // The same name sent twice at once: whichever check or index refuses the later one, it is a 409, never a 500.
    const [first, second] = await Promise.all([create({ nameEn: 'raced_name' }), create({ nameEn: 'raced_name' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const names = (await wang.get(`${TASK}/task`)).json().data.enableTasks.map((task: { nameEn: string }) => task.nameEn.toLowerCase());
    expect(names.filter((name: string) => name === 'raced_name')).toHaveLength(1);
    expect(names).not.toContain('bad_schedule');
  });

  it('lists branches of the repository with git ls-remote', async () => {
    expect((await wang.get(`${TASK}/tool/branches?url=${encodeURIComponent(repo.url)}`)).json().data).toEqual(['main']);
    const missing = await wang.get(`${TASK}/tool/branches?url=${encodeURIComponent('file:///nonexistent/repo')}`);
    expect(missing.statusCode).toBe(400);
  });

  it('adds and removes path filters, refusing duplicates and empty paths, and shows the folder tree', async () => {
    expect((await wang.post(`${TASK}/add/filter/path`, { taskId, path: 'src/py' })).statusCode).toBe(200);
    const duplicate = await wang.post(`${TASK}/add/filter/path`, { taskId, path: './src/py/' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('路径重复');
    expect((await wang.post(`${TASK}/add/filter/path`, { taskId, path: '   ' })).statusCode).toBe(400);
    expect((await wang.get(`${TASK}/filter/path/${taskId}`)).json().data.map((f: { path: string }) => f.path)).toEqual(['src/py']);
    const tree = (await wang.get(`${TASK}/filter/path/tree?taskId=${taskId}`)).json().data;
    const src = tree.children.find((node: { name: string }) => node.name === 'src');
    expect(src.children.map((node: { name: string }) => node.name)).toEqual(expect.arrayContaining(['py', 'js', 'dup']));
  });

  it('leaves filtered paths out of the scan', async () => {
    await wang.post(`${TASK}/execute`, { taskId });
    expect((await waitForBuild(wang, taskId)).flag).toBe(1);
    const paths = (await lintList(wang, taskId, 'PYLINT')).lintList.content.map((d: { filePath: string }) => d.filePath);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p: string) => !p.startsWith('src/py/'))).toBe(true);
    expect((await wang.delete(`${TASK}/del/filter?taskId=${taskId}&path=src/py`)).statusCode).toBe(200);
    expect((await wang.delete(`${TASK}/del/filter?taskId=${taskId}&path=src/py`)).statusCode).toBe(404);
  }, 120_000);

  it('configures checkers: none is refused, the same set is refused, a real change is kept', async () => {
    const checkers = (await wang.get(`${DEFECT}/checker/toolName/PYLINT?taskId=${taskId}`)).json().data;
    expect(checkers.length).toBeGreaterThan(50);
    const enabled = checkers.filter((c: { enabled: boolean }) => c.enabled).map((c: { key: string }) => c.key);
    const empty = await wang.post(`${DEFECT}/checker/config/package`, { taskId, toolName: 'PYLINT', checkers: [] });
    expect(empty.json().message).toBe('请至少选择一条规则');
    wang.setCookie('language', 'en');
    const same = await wang.post(`${DEFECT}/checker/config/package`, { taskId, toolName: 'PYLINT', checkers: enabled });
    expect(same.json().message).toBe('No Changed Checkers');
    const emptyEn = await wang.post(`${DEFECT}/checker/config/package`, { taskId, toolName: 'PYLINT', checkers: [] });
    expect(emptyEn.json().message).toBe('Empty Checkers');
    wang.setCookie('language', 'zh-CN');
    const fewer = enabled.filter((key: string) => key !== 'unused-import');
    expect((await wang.post(`${DEFECT}/checker/config/package`, { taskId, toolName: 'PYLINT', checkers: fewer })).statusCode).toBe(200);
    const after = (await wang.get(`${DEFECT}/checker/toolName/PYLINT?taskId=${taskId}`)).json().data;
    expect(after.find((c: { key: string }) => c.key === 'unused-import').enabled).toBe(false);
    const unknown = await wang.post(`${DEFECT}/checker/config/package`, { taskId, toolName: 'PYLINT', checkers: ['no-such-rule'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the JavaScript environments a task chose, and ESLint gives them to every file instead of detecting them', async () => {
    const jsRepo = await makeRepoWithFiles(JS_ENVIRONMENT_FILES);
    try {
      const created = await wang.post(`${TASK}/task`, { nameEn: 'js_environments', nameCn: '环境任务', langs: ['JAVASCRIPT'], repoUrl: jsRepo.url, branch: jsRepo.branch, tools: ['ESLINT'] });
      const jsTask = created.json().data.taskId;
      const undefinedNames = async () => {
        await wang.post(`${TASK}/execute`, { taskId: jsTask });
        expect((await waitForBuild(wang, jsTask)).flag).toBe(1);
        const defects = (await lintList(wang, jsTask, 'ESLINT', { checker: 'no-undef' })).lintList.content as { filePath: string; line: number }[];
        return defects.map((defect) => [defect.filePath, defect.line]).sort();
      };
      expect((await wang.get(`${TASK}/taskId/${jsTask}`)).json().data.jsEnvironments).toBeNull();
      expect(await undefinedNames()).toEqual(UNDEFINED_WITH_DETECTED_ENVIRONMENTS.map(([path, line]) => [path, line]).sort());

      expect((await wang.put(`${TASK}/task`, { taskId: jsTask, jsEnvironments: ['deno'] })).statusCode).toBe(400);
      expect((await wang.put(`${TASK}/task`, { taskId: jsTask, jsEnvironments: ['node', 'node'] })).statusCode).toBe(200);
      expect((await wang.get(`${TASK}/taskId/${jsTask}`)).json().data.jsEnvironments).toEqual(['node']);
      const nodeOnly = await undefinedNames();
      expect(nodeOnly).toEqual(expect.arrayContaining([['public/app.js', 1], ['server/index.test.js', 3], ['packages/widgets/src/badge.js', 2]]));

      expect((await wang.put(`${TASK}/task`, { taskId: jsTask, jsEnvironments: null })).statusCode).toBe(200);
      expect((await wang.get(`${TASK}/taskId/${jsTask}`)).json().data.jsEnvironments).toBeNull();
      expect(await undefinedNames()).toEqual(UNDEFINED_WITH_DETECTED_ENVIRONMENTS.map(([path, line]) => [path, line]).sort());
    } finally {
      await removeFixtureRepo(jsRepo);
    }
  }, 180_000);

  it('refuses to suspend every tool at once', async () => {
    const response = await wang.put(`${TASK}/tool/status`, { taskId, toolNames: ['PYLINT', 'CCN'], status: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('不能停用全部工具');
    const one = await wang.put(`${TASK}/tool/status`, { taskId, toolNames: ['CCN'], status: 1 });
    expect(one.json().data.find((t: { toolName: string }) => t.toolName === 'CCN').status).toBe(1);
    const detail = (await wang.get(`${TASK}/taskId/${taskId}`)).json().data;
    expect(detail.disableToolList.map((t: { toolName: string }) => t.toolName)).toEqual(['CCN']);
    await wang.put(`${TASK}/tool/status`, { taskId, toolNames: ['CCN'], status: 0 });
  });

  it('suspends with a reason of ten characters or more, refuses scans while suspended, and resumes', async () => {
    const short = await wang.put(`${TASK}/stop`, { taskId, reason: 'too short' });
    expect(short.json().data.fields.reason).toBe('至少 10 个字符');
    expect((await wang.put(`${TASK}/stop`, { taskId, reason: 'repository moved to another group' })).statusCode).toBe(200);
    expect((await wang.get(`${TASK}/status?taskId=${taskId}`)).json().data).toEqual({ status: 1, suspendReason: 'repository moved to another group' });
    const list = (await wang.get(`${TASK}/task`)).json().data;
    expect(list.disableTasks.map((t: { taskId: number }) => t.taskId)).toContain(taskId);
    expect((await wang.post(`${TASK}/execute`, { taskId })).json().message).toBe('任务已停用');
    expect((await wang.put(`${TASK}/start`, { taskId })).statusCode).toBe(200);
    expect((await wang.get(`${TASK}/status?taskId=${taskId}`)).json().data.status).toBe(0);
  });

  it('schedules weekly scans and stops them while the task is suspended', async () => {
    expect((await wang.put(`${TASK}/timing`, { taskId, days: [1, 3], time: '25:00' })).statusCode).toBe(400);
    expect((await wang.put(`${TASK}/timing`, { taskId, days: [3, 1, 1], time: '03:30' })).statusCode).toBe(200);
    expect((await wang.get(`${TASK}/taskId/${taskId}`)).json().data.timing).toEqual({ days: [1, 3], time: '03:30' });

    // A fake clock walks through a week; the scheduler reads the tasks from the database as the app does.
    let clock = new Date(2026, 10, 16, 0, 0).getTime(); // Monday 00:00 local time
    const fired: number[] = [];
    const tasks = taskRepo(server.db);
    const scheduler = scanScheduler({
      now: () => clock,
      activeTasks: async () => (await tasks.tasksWithTiming()).map((t) => ({ id: t.id, days: parseJsonList<number>(t.timing_days), time: t.timing_time! })),
      fire: async (id, slot) => {
        if (id === taskId) fired.push(slot.getDay());
      },
    });
    const walk = async (hours: number) => {
      for (let i = 0; i < hours * 2; i++) {
        clock += 30 * 60_000;
        await scheduler.check();
      }
    };
    await walk(24); // through Monday
    expect(fired).toEqual([1]);
    expect((await wang.put(`${TASK}/stop`, { taskId, reason: 'paused for the migration week' })).statusCode).toBe(200);
    await walk(48); // Tuesday and Wednesday, suspended
    expect(fired).toEqual([1]);
    await wang.put(`${TASK}/start`, { taskId });
    await walk(24 * 7); // Thursday to the next Wednesday
    expect(fired).toEqual([1, 1, 3]);
  });

  it('leaves pipeline-managed settings to the pipeline', async () => {
    const pipelineTask = (await create({ nameEn: 'from_pipeline', fromPipeline: true })).json().data.taskId;
    for (const [method, url, body] of [
      ['PUT', `${TASK}/code/lib/update`, { taskId: pipelineTask, repoUrl: repo.url, branch: 'main' }],
      ['POST', `${TASK}/tool`, { taskId: pipelineTask, tools: ['ESLINT'] }],
      ['PUT', `${TASK}/timing`, { taskId: pipelineTask, days: [1], time: '01:00' }],
      ['PUT', `${TASK}/scan/type/incremental`, { taskId: pipelineTask }],
      ['PUT', `${TASK}/stop`, { taskId: pipelineTask, reason: 'a long enough reason' }],
    ] as const) {
      const response = await wang.request(method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toContain('流水线');
    }
    expect((await wang.post(`${TASK}/add/filter/path`, { taskId: pipelineTask, path: 'docs' })).statusCode).toBe(200);
  });

  it('runs one analysis at a time and stops one in progress', async () => {
    await wang.post(`${TASK}/execute`, { taskId });
    const again = await wang.post(`${TASK}/execute`, { taskId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('已有分析在进行中');
    expect((await wang.post(`${TASK}/stopAnalysisTask`, { taskId })).statusCode).toBe(200);
    const last = await waitForBuild(wang, taskId);
    expect(last.flag).toBe(4);
    expect(last.steps.filter((s: { step: number }) => s.step === 6).map((s: { toolName: string }) => s.toolName).sort()).toEqual(['CCN', 'PYLINT']);
    expect((await wang.post(`${TASK}/stopAnalysisTask`, { taskId })).statusCode).toBe(409);
  }, 120_000);
});
