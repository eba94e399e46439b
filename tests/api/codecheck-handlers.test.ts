import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollowUpCommit, ALICE, BOB, type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

type Defect = { id: number; filePath: string; checker: string; author: string | null; authorEmail: string | null; handler: string | null; defectType: string };

describe.each(DIALECTS)('handlers and new defects of a task on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let taskId: number;

  const taskDetail = async () => (await wang.get(`${TASK}/taskId/${taskId}`)).json().data;
  const eslint = async (filter: Record<string, unknown> = {}) => (await lintList(wang, taskId, 'ESLINT', filter)).lintList.content as Defect[];

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'li.na');
    // Alice's account has her git e-mail (alice@example.com); Bob has no account.
    await createUser(server.db, 'alice', { name: '张爱丽' });
    wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, {
      nameEn: `handlers_${dialect}`,
      nameCn: '处理人任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN'],
    });
    taskId = created.json().data.taskId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('has no new-defect time before its first successful scan, then the end of that scan', async () => {
    expect((await taskDetail()).newDefectTime).toBeNull();
    await wang.post(`${TASK}/execute`, { taskId });
    const first = await waitForBuild(wang, taskId);
    expect(first.flag).toBe(1);
    expect((await taskDetail()).newDefectTime).toBe(first.endTime);
  }, 150_000);

  it('counts what the first scan found as history', async () => {
    const list = await lintList(wang, taskId, 'ESLINT');
    expect(list.counts).toMatchObject({ open: 5, newCount: 0, historyCount: 5 });
    expect(list.lintList.content.every((d: Defect) => d.defectType === 'history')).toBe(true);
  });

  it("hands a defect to the account with its git author's e-mail, and to nobody when no account matches", async () => {
    const defects = await eslint();
    for (const defect of defects.filter((d) => d.author === ALICE.name)) expect(defect).toMatchObject({ authorEmail: ALICE.email, handler: 'alice' });
    expect(defects.filter((d) => d.author === BOB.name)).toEqual([expect.objectContaining({ filePath: 'src/lib/helpers.js', authorEmail: BOB.email, handler: null })]);
    const risky = (await lintList(wang, taskId, 'CCN')).riskyFunctionList.content;
    expect(risky).toEqual([expect.objectContaining({ functionName: 'dispatch', author: ALICE.name, handler: 'alice' })]);
    const detail = (await wang.post(`${DEFECT}/warn/detail`, { taskId, toolName: 'ESLINT', id: defects.find((d) => d.author === BOB.name)!.id })).json().data;
    expect(detail.lintDefect).toMatchObject({ author: BOB.name, authorEmail: BOB.email, handler: null });
  });

  it('filters by git author and by handler, and tallies both, each author with the account it is', async () => {
    expect((await eslint({ author: BOB.name })).map((d) => d.filePath)).toEqual(['src/lib/helpers.js']);
    expect(await eslint({ author: 'alice' })).toEqual([]);
    expect((await eslint({ handler: 'alice' })).map((d) => d.author)).toEqual([ALICE.name, ALICE.name, ALICE.name, ALICE.name]);
    expect(await eslint({ handler: BOB.name })).toEqual([]);
    const tallies = (await wang.get(`${DEFECT}/warn/checker/authors/toolName/ESLINT?taskId=${taskId}`)).json().data;
    // Alice the git author is the account alice, so a list of people can show her once; Bob is nobody's account.
    expect(tallies.authors).toEqual([{ name: ALICE.name, count: 4, account: 'alice' }, { name: BOB.name, count: 1, account: null }]);
    expect(tallies.handlers).toEqual([{ name: 'alice', count: 4 }]);
  });

  it('hands defects only to accounts', async () => {
    const [bobs] = await eslint({ author: BOB.name });
    const refused = await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [bobs!.id], handler: BOB.name });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`未知账号：${BOB.name}`);
    const handed = await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [bobs!.id], handler: 'li.na' });
    expect(handed.json().data.changed).toBe(1);
    expect(await eslint({ handler: 'li.na' })).toEqual([expect.objectContaining({ id: bobs!.id, author: BOB.name, handler: 'li.na' })]);
  });

  it('keeps handlers across a later scan and counts what it adds as new', async () => {
    await addFollowUpCommit(repo);
    await wang.post(`${TASK}/execute`, { taskId });
    expect(await waitForBuild(wang, taskId)).toMatchObject({ buildNum: 2, flag: 1 });
    const defects = await eslint();
    expect(defects.filter((d) => d.handler === 'li.na').map((d) => d.filePath)).toEqual(['src/lib/helpers.js']);
    expect(defects.find((d) => d.checker === 'no-empty')).toMatchObject({ author: BOB.name, handler: null, defectType: 'new' });
    expect((await lintList(wang, taskId, 'ESLINT')).counts).toMatchObject({ open: 5, newCount: 1, historyCount: 4 });
    expect((await eslint({ defectType: 'new' })).map((d) => d.checker)).toEqual(['no-empty']);
  }, 150_000);

  it('takes a chosen new-defect time, records it, and goes back to the default', async () => {
    const firstEnd = (await taskDetail()).newDefectTime;
    expect((await wang.put(`${TASK}/task`, { taskId, newDefectTime: 0 })).statusCode).toBe(200);
    expect((await taskDetail()).newDefectTime).toBe(0);
    expect((await lintList(wang, taskId, 'ESLINT')).counts).toMatchObject({ newCount: 5, historyCount: 0 });
    expect((await wang.put(`${TASK}/task`, { taskId, newDefectTime: null })).statusCode).toBe(200);
    expect((await taskDetail()).newDefectTime).toBe(firstEnd);
    const records = (await wang.post(`${DEFECT}/operation/taskId/${taskId}`)).json().data.map((r: { information: string }) => r.information);
    expect(records).toEqual(expect.arrayContaining(['新告警起始时间：首次成功扫描结束时', '新告警起始时间：1970-01-01T00:00:00.000Z']));
  });
});
