import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const DOC = '/api/ms/doc/api/user';
const TASK = '/api/task/api/user';

describe.each(DIALECTS)('common calls on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let liNa: ApiClient;
  let departmentId: number;

  beforeAll(async () => {
    server = await build(dialect);
    departmentId = await createDepartment(server.db, '研发部');
    await createDepartment(server.db, '前端组', departmentId);
    const userId = await createUser(server.db, 'li.na', { name: '李娜', departmentId });
    await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId });
    await createUser(server.db, 'under_score', { name: 'Percent 100%' });
    const group = await server.db.insertInto('groups').values({ name: '评审组', department_id: departmentId }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('group_members').values({ group_id: group.id, user_id: userId }).execute();
    const project = await server.db.insertInto('projects').values({ project_id: 'P-001', project_name: '文库' }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('project_members').values({ project_id: project.id, user_id: userId }).execute();
    admin = await server.signIn('admin', 'admin-pass-1');
    liNa = await server.signIn('li.na', 'password-1');
  });
  afterAll(() => server.close());

  it('looks people up by account or name, case-insensitively, with their department', async () => {
    const byName = (await liNa.get(`${DOC}/common/user?query=${encodeURIComponent('赵')}`)).json().data;
    expect(byName).toEqual([{ account: 'zhao.lei', name: '赵磊', departmentId, departmentName: '研发部' }]);
    const byAccount = (await liNa.get(`${DOC}/common/user?query=LI.N`)).json().data;
    expect(byAccount.map((u: { account: string }) => u.account)).toEqual(['li.na']);
  });

  it('treats LIKE wildcards in the lookup as plain characters', async () => {
    const percent = (await liNa.get(`${DOC}/common/user?query=${encodeURIComponent('%')}`)).json().data;
    expect(percent.map((u: { account: string }) => u.account)).toEqual(['under_score']);
    const underscore = (await liNa.get(`${DOC}/common/user?query=_`)).json().data;
    expect(underscore.map((u: { account: string }) => u.account)).toEqual(['under_score']);
  });

  it('lists departments as a tree and the groups of one department', async () => {
    const departments = (await liNa.get(`${DOC}/common/dept`)).json().data;
    expect(departments).toContainEqual({ id: departmentId, name: '研发部', parentId: null });
    expect(departments.find((d: { name: string }) => d.name === '前端组').parentId).toBe(departmentId);
    const groups = (await liNa.get(`${DOC}/common/${departmentId}/group`)).json().data;
    expect(groups).toEqual([expect.objectContaining({ name: '评审组', departmentId })]);
    expect((await liNa.get(`${DOC}/common/99999/group`)).statusCode).toBe(404);
  });

  it('names grantee kinds in the reader language', async () => {
    expect((await liNa.get(`${DOC}/common/user_type`)).json().data.map((t: { name: string }) => t.name)).toEqual(['用户', '部门', '用户组']);
    liNa.setCookie(COOKIE.language, 'en');
    expect((await liNa.get(`${DOC}/common/user_type`)).json().data.map((t: { name: string }) => t.name)).toEqual(['User', 'Department', 'Group']);
    liNa.setCookie(COOKIE.language, 'zh-CN');
  });

  it('tells who is a classification admin', async () => {
    expect((await admin.get(`${DOC}/pool/isClassifyAdmin`)).json().data).toBe(true);
    expect((await liNa.get(`${DOC}/pool/isClassifyAdmin`)).json().data).toBe(false);
  });

  it('shows the top tabs by default and project libraries only to project members', async () => {
    expect((await liNa.get(`${DOC}/switch`)).json().data).toEqual({ show: true, routerName: 'KmHome' });
    expect((await liNa.get(`${DOC}/ppm_project_doc_library/user_permission`)).json().data).toEqual({ viewPermission: true });
    const outsider = await (async () => {
      await createUser(server.db, 'outsider');
      return server.signIn('outsider', 'password-1');
    })();
    expect((await outsider.get(`${DOC}/ppm_project_doc_library/user_permission`)).json().data).toEqual({ viewPermission: false });
    expect((await outsider.get(`${TASK}/projects`)).json().data).toEqual([]);
    expect((await liNa.get(`${TASK}/projects`)).json().data).toEqual([{ projectId: 'P-001', projectName: '文库' }]);
  });

  it('publishes a notice, shows it until each person dismisses it, then answers END', async () => {
    expect((await liNa.get(`${DOC}/message/get`)).json().data).toEqual({ messageId: null, content: 'END', department: false });
    expect((await liNa.post(`${DOC}/message`, { content: 'not allowed' })).statusCode).toBe(403);
    const published = await admin.post(`${DOC}/message`, { content: '今晚 22:00 维护' });
    const { messageId } = published.json().data;
    expect((await liNa.get(`${DOC}/message/get`)).json().data).toEqual({ messageId, content: '今晚 22:00 维护', department: true });
    expect((await liNa.put(`${DOC}/message/view?messageId=${messageId}`)).statusCode).toBe(200);
    expect((await liNa.get(`${DOC}/message/get`)).json().data.content).toBe('END');
    expect((await admin.get(`${DOC}/message/get`)).json().data.messageId).toBe(messageId);
    expect((await liNa.put(`${DOC}/message/view?messageId=424242`)).statusCode).toBe(404);
  });

  it('lists operation actions in the reader language', async () => {
    const actions = (await liNa.post('/api/doc/api/user/alarm/getOperationAction')).json().data;
    expect(actions).toContainEqual({ action: 'DELETE', name: '删除' });
  });

  it('answers one or several metadata types', async () => {
    const one = (await liNa.get(`${TASK}/metadatas?metadataType=LANG`)).json().data;
    expect(Object.keys(one)).toEqual(['LANG']);
    expect(one.LANG.map((l: { key: string }) => l.key)).toContain('PYTHON');
    const several = (await liNa.get(`${TASK}/metadatas?metadataType=TOOL_PATTERN,PARAM_TYPE`)).json().data;
    expect(Object.keys(several).sort()).toEqual(['PARAM_TYPE', 'TOOL_PATTERN']);
    expect(several.TOOL_PATTERN.map((p: { key: string }) => p.key)).toEqual(['LINT', 'CCN', 'DUPC']);
  });

  it('lists the ten tools with pattern, display name in the reader language and their screens', async () => {
    const tools = (await liNa.get(`${TASK}/toolList?isDetail=true`)).json().data;
    expect(tools.map((t: { displayName: string }) => t.displayName)).toEqual([
      '圈复杂度', '重复代码', 'CppLint', 'PyLint', 'ESLint', 'detekt', 'Checkstyle', 'StyleCop', 'Gometalinter', 'PHPCS',
    ]);
    liNa.setCookie(COOKIE.language, 'en');
    const english = (await liNa.get(`${TASK}/toolList?isDetail=true`)).json().data;
    liNa.setCookie(COOKIE.language, 'zh-CN');
    expect(english.map((t: { displayName: string }) => t.displayName).slice(0, 3)).toEqual(['Cyclomatic complexity', 'Duplications', 'CppLint']);
    const eslint = tools.find((t: { name: string }) => t.name === 'ESLINT');
    expect(eslint).toMatchObject({ pattern: 'LINT', toolPattern: 'LINT', toolDisplayName: 'ESLint', routes: ['defects', 'charts', 'checkers'] });
  });
});
