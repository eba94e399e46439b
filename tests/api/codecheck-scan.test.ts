import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollowUpCommit, ALICE, BOB, EXPECTED_ESLINT_AT_SECOND, EXPECTED_PYLINT_AT_SECOND, type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

type Defect = { id: number; filePath: string; line: number; checker: string; author: string; handler: string; defectType: string };
const summary = (defects: Defect[]) => defects.map((d) => [d.filePath, d.line, d.checker, d.author]).sort();

describe.each(DIALECTS)('a code-check task over a git repository on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let liNa: ApiClient;
  let taskId: number;

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'li.na');
    wang = await server.signIn('wang.fang', 'password-1');
    liNa = await server.signIn('li.na', 'password-1');
    const created = await wang.post(`${TASK}/task`, {
      nameEn: `fixture_${dialect}`,
      nameCn: '样例任务',
      langs: ['JAVASCRIPT', 'PYTHON'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'PYLINT', 'CCN', 'DUPC'],
    });
    expect(created.statusCode).toBe(200);
    taskId = created.json().data.taskId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('scans: every tool moves through the steps and the build succeeds', async () => {
    const started = await wang.post(`${TASK}/execute`, { taskId });
    expect(started.json().data.buildNum).toBe(1);
    const buildLog = await waitForBuild(wang, taskId);
    expect(buildLog).toMatchObject({ buildNum: 1, flag: 1, commit: repo.commits[1] });
    for (const tool of ['ESLINT', 'PYLINT', 'CCN', 'DUPC']) {
      const steps = buildLog.steps.filter((s: { toolName: string }) => s.toolName === tool).map((s: { step: number }) => s.step);
      expect(steps).toEqual([1, 2, 3, 4, 5]);
    }
    expect(buildLog.elapsed).toBeGreaterThanOrEqual(0);
  }, 150_000);

  it('lists lint defects with their author from git blame', async () => {
    const eslint = await lintList(wang, taskId, 'ESLINT');
    expect(summary(eslint.lintList.content)).toEqual([...EXPECTED_ESLINT_AT_SECOND].sort());
    const pylint = await lintList(wang, taskId, 'PYLINT');
    expect(summary(pylint.lintList.content)).toEqual([...EXPECTED_PYLINT_AT_SECOND].sort());
    expect(eslint.counts).toMatchObject({ open: 5, fixed: 0 });
  });

  it('lists risky functions with their complexity and duplicated files with their blocks', async () => {
    const ccn = (await lintList(wang, taskId, 'CCN')).riskyFunctionList.content;
    expect(ccn).toEqual([expect.objectContaining({ functionName: 'dispatch', ccn: 22, risk: 'medium', filePath: 'src/js/dispatch.js', beginLine: 1, endLine: 48, author: ALICE.name })]);
    const dupc = (await lintList(wang, taskId, 'DUPC')).duplicatedFileList.content;
    expect(dupc.map((f: { filePath: string }) => f.filePath).sort()).toEqual(['src/dup/first.js', 'src/dup/second.js']);
    const detail = (await wang.post(`${DEFECT}/warn/detail`, { taskId, toolName: 'DUPC', id: dupc[0].id })).json().data;
    expect(detail.blockInfoList[0]).toMatchObject({ blockNumber: 1, lines: 11 });
    expect(detail.fileContent.length).toBeGreaterThan(10);
  });

  it('counts each risky function under the band it is labelled with', async () => {
    const ccn = await lintList(wang, taskId, 'CCN');
    expect(ccn.riskyFunctionList.content.map((fn: { risk: string }) => fn.risk)).toEqual(['medium']);
    expect(ccn.counts).toMatchObject({ open: 1, extremelyHigh: 0, high: 0, medium: 1, low: 0 });
  });

  it('gives the code detail per language and the overview bands', async () => {
    const overview = (await wang.get(`${TASK}/overview/${taskId}`)).json().data;
    const javascript = overview.codeDetail.find((row: { language: string }) => row.language === 'JavaScript');
    expect(javascript.files).toBeGreaterThanOrEqual(5);
    expect(javascript.total).toBe(javascript.blank + javascript.comment + javascript.code);
    const ccn = overview.tools.find((tool: { toolName: string }) => tool.toolName === 'CCN');
    expect(ccn.metrics.riskyCount).toBe(1);
    expect(['excellent', 'good', 'general', 'poor']).toContain(ccn.band);
  });

  it('charts complexity and duplication per scan with the band of the latest one', async () => {
    const ccn = (await wang.get(`${DEFECT}/report/toolName/CCN?taskId=${taskId}`)).json().data;
    expect(ccn).toMatchObject({ toolPattern: 'CCN', byAuthor: [], bySeverity: null, latest: { buildNum: 1, riskyCount: 1 } });
    expect(['excellent', 'good', 'general', 'poor']).toContain(ccn.band);
    const dupc = (await wang.get(`${DEFECT}/report/toolName/DUPC?taskId=${taskId}`)).json().data;
    expect(dupc).toMatchObject({ toolPattern: 'DUPC', bySeverity: null, latest: { buildNum: 1, duplicatedFiles: 2 } });
    expect(dupc.trend).toHaveLength(1);
  });

  it('filters by checker, author and severity, and pages', async () => {
    expect((await lintList(wang, taskId, 'ESLINT', { checker: 'no-unused-vars' })).lintList.totalElements).toBe(3);
    expect((await lintList(wang, taskId, 'ESLINT', { author: BOB.name })).lintList.content.map((d: Defect) => d.filePath)).toEqual(['src/lib/helpers.js']);
    expect((await lintList(wang, taskId, 'PYLINT', { filePath: 'py/' })).lintList.totalElements).toBe(1);
    const page2 = await lintList(wang, taskId, 'ESLINT', {}, 'pageNum=2&pageSize=2&sortField=line&sortType=ASC');
    expect(page2.lintList).toMatchObject({ totalElements: 5, totalPages: 3, number: 2, size: 2 });
    expect(page2.lintList.content).toHaveLength(2);
    const authors = (await wang.get(`${DEFECT}/warn/checker/authors/toolName/ESLINT?taskId=${taskId}`)).json().data;
    expect(authors.checkers[0]).toEqual({ name: 'no-unused-vars', count: 3 });
  });

  it('tracks defects across scans: one fixed, one new, the rest keep their handler', async () => {
    const before = (await lintList(wang, taskId, 'ESLINT')).lintList.content as Defect[];
    const undefRow = before.find((d) => d.checker === 'no-undef')!;
    const reassigned = await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [undefRow.id], handler: 'li.na' });
    expect(reassigned.json().data.changed).toBe(1);
    // Everything found so far is history from now on.
    await wang.put(`${TASK}/task`, { taskId, newDefectTime: Date.now() });

    await addFollowUpCommit(repo);
    await wang.post(`${TASK}/execute`, { taskId });
    expect(await waitForBuild(wang, taskId)).toMatchObject({ buildNum: 2, flag: 1, commit: repo.commits[2] });

    const after = (await lintList(wang, taskId, 'ESLINT')).lintList.content as Defect[];
    expect(after.map((d) => d.checker).sort()).toEqual(['no-empty', 'no-undef', 'no-unused-vars', 'no-unused-vars', 'no-unused-vars']);
    const stillUndef = after.find((d) => d.checker === 'no-undef')!;
    expect(stillUndef).toMatchObject({ id: undefRow.id, line: 4, handler: 'li.na', defectType: 'history' });
    expect(after.find((d) => d.checker === 'no-empty')).toMatchObject({ defectType: 'new', author: BOB.name });
    const fixed = (await lintList(wang, taskId, 'ESLINT', { status: 'fixed' })).lintList.content as Defect[];
    expect(fixed.map((d) => d.checker)).toEqual(['no-debugger']);
    expect((await lintList(wang, taskId, 'ESLINT', { defectType: 'new' })).lintList.totalElements).toBe(1);

    const report = (await wang.get(`${DEFECT}/report/toolName/ESLINT?taskId=${taskId}`)).json().data;
    expect(report.trend.map((point: { buildNum: number; open: number }) => [point.buildNum, point.open])).toEqual([[1, 5], [2, 5]]);
    expect(report.bySeverity.high + report.bySeverity.medium + report.bySeverity.low).toBe(5);
  }, 150_000);

  it('keeps an ignored defect ignored across scans until it is brought back', async () => {
    const [target] = (await lintList(wang, taskId, 'ESLINT', { checker: 'no-empty' })).lintList.content as Defect[];
    expect((await wang.put(`${DEFECT}/warn/ignore`, { taskId, toolName: 'ESLINT', ids: [target!.id], ignore: true, reason: 'intended placeholder' })).json().data.changed).toBe(1);
    await wang.post(`${TASK}/execute`, { taskId });
    expect((await waitForBuild(wang, taskId)).flag).toBe(1);
    const ignored = (await lintList(wang, taskId, 'ESLINT', { status: 'ignored' })).lintList.content as Defect[];
    expect(ignored.map((d) => d.id)).toEqual([target!.id]);
    expect((await lintList(wang, taskId, 'ESLINT')).counts).toMatchObject({ open: 4, ignored: 1 });
    await wang.put(`${DEFECT}/warn/ignore`, { taskId, toolName: 'ESLINT', ids: [target!.id], ignore: false });
    expect((await lintList(wang, taskId, 'ESLINT')).counts).toMatchObject({ open: 5, ignored: 0 });
  }, 120_000);

  it('shows the defect line in its file', async () => {
    const defect = (await lintList(wang, taskId, 'ESLINT', { checker: 'no-undef' })).lintList.content[0];
    const detail = (await wang.post(`${DEFECT}/warn/detail`, { taskId, toolName: 'ESLINT', id: defect.id })).json().data;
    expect(detail.fileContent[defect.line - 1].text).toContain('undefinedThing');
    const segment = (await wang.post(`${DEFECT}/warn/fileContentSegment`, { taskId, filePath: 'src/app.js', beginLine: 4, endLine: 5 })).json().data;
    expect(segment.map((line: { number: number }) => line.number)).toEqual([4, 5]);
    expect((await wang.post(`${DEFECT}/warn/fileContentSegment`, { taskId, filePath: '../../etc/passwd', beginLine: 1, endLine: 2 })).statusCode).toBe(404);
  });

  it('keeps strangers out and lets members read but not configure', async () => {
    expect((await liNa.get(`${TASK}/taskId/${taskId}`)).statusCode).toBe(403);
    expect((await liNa.post(`${DEFECT}/warn/list`, { taskId, toolName: 'ESLINT' })).statusCode).toBe(403);
    expect((await wang.put(`${TASK}/task/member`, { taskId, admins: ['wang.fang'], users: ['li.na'] })).statusCode).toBe(200);
    expect((await liNa.post(`${DEFECT}/warn/list`, { taskId, toolName: 'ESLINT' })).statusCode).toBe(200);
    const refused = await liNa.post(`${TASK}/add/filter/path`, { taskId, path: 'src/py' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('抱歉，您的权限不足！');
  });

  it('records every change in the operation record', async () => {
    const records = (await wang.post(`${DEFECT}/operation/taskId/${taskId}`)).json().data;
    const types = records.map((r: { operationType: string }) => r.operationType);
    expect(types).toEqual(expect.arrayContaining(['CREATE', 'SCAN', 'HANDLER', 'UPDATE', 'MEMBERS']));
    expect(records[0]).toMatchObject({ operator: 'wang.fang', operationTypeName: '成员变更' });
  });

  it('scans the commit a pipeline names when the branch holds it, and fails with the reason when it does not', async () => {
    const older = repo.commits[1]!;
    expect((await wang.post(`${TASK}/execute`, { taskId, commit: older.slice(0, 10).toUpperCase() })).statusCode).toBe(200);
    expect(await waitForBuild(wang, taskId)).toMatchObject({ flag: 1, commit: older });

    // A commit nobody pushed to the branch: the scan ends failed, saying so, and scans nothing.
    const stranger = 'a'.repeat(40);
    expect((await wang.post(`${TASK}/execute`, { taskId, commit: stranger })).statusCode).toBe(200);
    expect(await waitForBuild(wang, taskId)).toMatchObject({ flag: 2, failure: { code: 'commitNotOnBranch' } });

    const bad = await wang.post(`${TASK}/execute`, { taskId, commit: 'HEAD~1' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A commit is 7 to 64 hexadecimal digits');
  }, 150_000);
});
