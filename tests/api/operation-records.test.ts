import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import * as codedRecords from '../../server/db/migrations/0005-coded-records';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC, createFolder, createLibrary } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK } from './support/codecheck';

interface Reading {
  action: string;
  actionName: string;
  information: string;
}

describe.each(DIALECTS)('operation records read in the reader language on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let zhao: ApiClient;
  let libraryId: number;
  let taskId: number;

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    const research = await createDepartment(server.db, '研发部');
    await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: research });
    zhao = await server.signIn('zhao.lei', 'password-1');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  /** Reads the same list once without a language cookie (Chinese, the default) and once in English. */
  async function inBothLanguages<T>(read: () => Promise<T>): Promise<{ zh: T; en: T }> {
    const zh = await read();
    zhao.setCookie(COOKIE.language, 'en');
    try {
      return { zh, en: await read() };
    } finally {
      zhao.setCookie(COOKIE.language, '');
    }
  }

  it('words library records from their code and parameters', async () => {
    const library = await createLibrary(zhao, '研发文档');
    libraryId = library.id;
    const folder = await createFolder(zhao, library.id, '设计');
    await zhao.put(`${DOC}/doc_library`, { id: library.id, description: '设计与评审', retentionDays: 14 });
    await zhao.put(`${DOC}/file/rename`, { libraryId: library.id, nodeId: folder.id, name: '方案' });

    const { zh, en } = await inBothLanguages(async () => {
      const response = await zhao.get(`${DOC}/doc_library/${library.id}/operations?pageSize=50`);
      expect(response.statusCode).toBe(200);
      return response.json().data.content as Reading[];
    });
    const byAction = (rows: Reading[], action: string) => rows.find((row) => row.action === action);

    expect(byAction(zh, 'LIBRARY_CREATE')).toMatchObject({ actionName: '新建文档库', information: '研发文档' });
    expect(byAction(en, 'LIBRARY_CREATE')).toMatchObject({ actionName: 'Create library', information: '研发文档' });
    expect(byAction(zh, 'CREATE_FOLDER')).toMatchObject({ actionName: '新建文件夹', information: '/设计' });
    expect(byAction(zh, 'LIBRARY_UPDATE')).toMatchObject({ actionName: '修改文档库设置', information: '修改了描述、回收站保留天数' });
    expect(byAction(en, 'LIBRARY_UPDATE')).toMatchObject({ actionName: 'Change library settings', information: 'Changed description, recycle bin retention' });
    expect(byAction(zh, 'RENAME')).toMatchObject({ actionName: '重命名', information: '设计 → 方案' });
    expect(byAction(en, 'RENAME')).toMatchObject({ actionName: 'Rename', information: '设计 → 方案' });
    expect(byAction(zh, 'GRANT')?.information).toBe('赵磊 (zhao.lei)：管理员，可下载');
    expect(byAction(en, 'GRANT')?.information).toBe('赵磊 (zhao.lei): admin, may download');
  });

  it('words code-check task records from their code and parameters', async () => {
    const created = await zhao.post(`${TASK}/task`, { nameCn: '记录任务', nameEn: 'records_task', langs: ['PYTHON'], repoUrl: repo.url, branch: repo.branch, tools: ['PYLINT', 'CCN'] });
    taskId = created.json().data.taskId as number;
    await zhao.post(`${TASK}/add/filter/path`, { taskId, path: 'src/py' });
    await zhao.delete(`${TASK}/del/filter?taskId=${taskId}&path=src/py`);
    await zhao.put(`${TASK}/timing`, { taskId, days: [3, 1], time: '03:30' });
    await zhao.put(`${TASK}/tool/status`, { taskId, toolNames: ['CCN'], status: 1 });
    await zhao.put(`${TASK}/stop`, { taskId, reason: 'repository moved to another group' });
    await zhao.put(`${TASK}/start`, { taskId });

    const { zh, en } = await inBothLanguages(async () => {
      const response = await zhao.post(`${DEFECT}/operation/taskId/${taskId}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as { operationType: string; operationTypeName: string; information: string }[];
    });
    const pairs = (rows: typeof zh) => rows.map((row) => [row.operationType, row.operationTypeName, row.information]);

    expect(pairs(zh)).toEqual([
      ['RESUME', '启用', ''],
      ['SUSPEND', '停用', '停用原因：repository moved to another group'],
      ['TOOLS', '工具变更', '停用工具：圈复杂度'],
      ['SCHEDULE', '扫描触发', '每周一、三 03:30'],
      ['FILTER', '路径屏蔽', '取消屏蔽路径：src/py'],
      ['FILTER', '路径屏蔽', '新增屏蔽路径：src/py'],
      ['CREATE', '新建', `records_task：${repo.url}（分支 ${repo.branch}）`],
    ]);
    expect(pairs(en)).toEqual([
      ['RESUME', 'Resume', ''],
      ['SUSPEND', 'Suspend', 'Reason: repository moved to another group'],
      ['TOOLS', 'Tools changed', 'Tools suspended: Cyclomatic complexity'],
      ['SCHEDULE', 'Scan trigger', 'Every Mon, Wed at 03:30'],
      ['FILTER', 'Path filter', 'Path no longer filtered: src/py'],
      ['FILTER', 'Path filter', 'Path filtered: src/py'],
      ['CREATE', 'Create', `records_task: ${repo.url} (branch ${repo.branch})`],
    ]);
  });

  it('converts records kept as text before the migration', async () => {
    const db = server.db as unknown as Kysely<unknown>;
    await codedRecords.down(db);
    // Rows as the services wrote them before: the typed schema no longer has their text column.
    const legacy = { created_at: Date.now() };
    await server.db.insertInto('library_operations' as never).values({ library_id: libraryId, node_id: null, actor_id: null, action: 'MOVE', information: 'a.txt: /设计 → /归档 (b.txt)', ...legacy } as never).execute();
    await server.db.insertInto('operation_records' as never).values({ task_id: taskId, tool_name: null, operator: 'zhao.lei', operation_type: 'TOOLS', information: 'enable CCN', ...legacy } as never).execute();
    await codedRecords.up(db);

    const { zh, en } = await inBothLanguages(async () => ({
      move: (await zhao.get(`${DOC}/doc_library/${libraryId}/operations?action=MOVE`)).json().data.content[0].information as string,
      tools: (await zhao.post(`${DEFECT}/operation/taskId/${taskId}`)).json().data[0].information as string,
    }));
    expect(zh).toEqual({ move: 'a.txt：/设计 → /归档（新名称 b.txt）', tools: '启用工具：圈复杂度' });
    expect(en).toEqual({ move: 'a.txt: /设计 → /归档 (new name b.txt)', tools: 'Tools enabled: Cyclomatic complexity' });
  });
});
