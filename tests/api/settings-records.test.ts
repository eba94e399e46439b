import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC, createLibrary } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK } from './support/codecheck';

type Record = { action?: string; operationType?: string; information: string };

describe.each(DIALECTS)('operation records of settings on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let zhao: ApiClient;

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    zhao = await server.signIn('zhao.lei', 'password-1');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('records a library settings save only when something changed, naming only what changed', async () => {
    const library = await createLibrary(zhao, '设计库', { description: '设计文档', retentionDays: 30 });
    const settingsRecords = async () => ((await zhao.get(`${DOC}/doc_library/${library.id}/operations?pageSize=200`)).json().data.content as Record[]).filter((r) => r.action === 'LIBRARY_UPDATE');
    const form = { id: library.id, name: '设计库', description: '设计文档', retentionDays: 30 };
    expect((await zhao.put(`${DOC}/doc_library`, form)).statusCode).toBe(200);
    expect(await settingsRecords()).toEqual([]);
    expect((await zhao.put(`${DOC}/doc_library`, { ...form, description: '设计与评审文档' })).statusCode).toBe(200);
    const records = await settingsRecords();
    expect(records).toHaveLength(1);
    expect(records[0]!.information).toBe('修改了描述');
  });

  it('records a task settings save only when something changed', async () => {
    const taskId = (await zhao.post(`${TASK}/task`, { nameEn: `records_${dialect}`, nameCn: '记录任务', langs: ['PYTHON'], repoUrl: repo.url, branch: repo.branch, tools: ['PYLINT'] })).json().data.taskId;
    const updates = async () => ((await zhao.post(`${DEFECT}/operation/taskId/${taskId}`, {})).json().data as Record[]).filter((r) => r.operationType === 'UPDATE');
    expect((await zhao.put(`${TASK}/task`, { taskId, nameCn: '记录任务', langs: ['PYTHON'] })).statusCode).toBe(200);
    expect(await updates()).toEqual([]);
    expect((await zhao.put(`${TASK}/task`, { taskId, nameCn: '记录任务二', langs: ['PYTHON'] })).statusCode).toBe(200);
    const records = await updates();
    expect(records).toHaveLength(1);
    expect(records[0]!.information).toContain('记录任务二');
    expect(records[0]!.information).not.toContain('PYTHON');
  });
});
