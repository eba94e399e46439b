import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const PEOPLE = `${DOC}/manage/people`;
const DEPARTMENTS = `${DOC}/manage/departments`;
const GROUPS = `${DOC}/manage/groups`;
const HISTORY = `${DOC}/manage/history`;

interface Person {
  id: number;
  account: string;
  name: string;
  department: { id: number; name: string } | null;
  groups: { id: number; name: string }[];
  classifyAdmin: boolean;
  active: boolean;
  hasPassword: boolean;
  companySignIn?: boolean;
}

describe.each(DIALECTS)('the back office people screen on %s', (dialect) => {
  let server: TestServer;
  let chen: ApiClient;
  let zhao: ApiClient;
  let chenId: number;
  let zhaoId: number;
  let design: number;

  const ok = async <T>(promise: Promise<{ statusCode: number; body: string; json(): { data: T } }>) => {
    const response = await promise;
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const list = (query = '') => ok<{ totalElements: number; content: Person[] }>(chen.get(`${PEOPLE}?pageSize=50${query}`));
  const actions = async () => (await ok<{ content: { action: string; information: string }[] }>(chen.get(`${HISTORY}?pageSize=100`))).content.filter((r) => /^(USER|DEPARTMENT|GROUP)_/.test(r.action));

  beforeAll(async () => {
    server = await build(dialect);
    design = await createDepartment(server.db, '设计部');
    chenId = await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    zhaoId = await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: design });
    await createUser(server.db, 'li.na', { name: '李娜', departmentId: design });
    chen = await server.signIn('chen.jie', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
  });
  afterAll(() => server.close());

  it('lists people with search, department, state and sorting, paged', async () => {
    const all = await list();
    expect(all.content.map((p) => p.account)).toEqual(['admin', 'chen.jie', 'li.na', 'zhao.lei']);
    expect((await list('&keyword=%E8%B5%B5')).content.map((p) => p.account)).toEqual(['zhao.lei']);
    expect((await list(`&departmentId=${design}&sortField=name&sortType=desc`)).content.map((p) => p.name)).toEqual(['赵磊', '李娜']);
    const paged = await ok<{ totalElements: number; totalPages: number; content: Person[] }>(chen.get(`${PEOPLE}?pageSize=3&pageNum=2`));
    expect(paged).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(paged.content).toHaveLength(1);
  });

  it('creates a person under the password policy, who then signs in', async () => {
    const weak = await chen.post(PEOPLE, { account: 'wang.fang', name: '王芳', password: 'short' });
    expect(weak.statusCode).toBe(400);
    const created = await ok<Person>(chen.post(PEOPLE, { account: 'wang.fang', name: '王芳', password: 'fang-pass-1', departmentId: design, email: 'wang@example.com' }));
    expect(created).toMatchObject({ account: 'wang.fang', department: { id: design, name: '设计部' }, active: true, classifyAdmin: false, hasPassword: true });
    await server.signIn('wang.fang', 'fang-pass-1');
    const taken = await chen.post(PEOPLE, { account: 'WANG.FANG', name: '重复', password: 'fang-pass-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('账号“WANG.FANG”已存在');
    expect((await actions()).map((r) => `${r.action}:${r.information}`)).toContain('USER_CREATE:wang.fang');
  });

  it('deactivating someone ends their open session at once, and reactivating lets them sign in again', async () => {
    expect((await zhao.get(`${DOC}/doc_library/by_user`)).statusCode).toBe(200);
    const off = await ok<Person>(chen.put(`${PEOPLE}/${zhaoId}/deactivate`));
    expect(off.active).toBe(false);
    expect((await zhao.get(`${DOC}/doc_library/by_user`)).statusCode).toBe(401);
    const again = await server.client().post('/api/erp/login', { username: 'zhao.lei', password: 'password-1' });
    expect(again.statusCode).not.toBe(200);
    expect((await list('&state=inactive')).content.map((p) => p.account)).toEqual(['zhao.lei']);
    await ok(chen.put(`${PEOPLE}/${zhaoId}/activate`));
    zhao = await server.signIn('zhao.lei', 'password-1');
    expect((await actions()).map((r) => r.action)).toEqual(expect.arrayContaining(['USER_DEACTIVATE', 'USER_ACTIVATE']));
  });

  it('resets a password, made up when none is given, and the old one stops working', async () => {
    const made = await ok<{ password: string }>(chen.put(`${PEOPLE}/${zhaoId}/password`, {}));
    expect(made.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await zhao.get(`${DOC}/doc_library/by_user`)).statusCode).toBe(401);
    zhao = await server.signIn('zhao.lei', made.password);
    expect(await ok(chen.put(`${PEOPLE}/${zhaoId}/password`, { password: 'password-1' }))).toEqual({ password: null });
    zhao = await server.signIn('zhao.lei', 'password-1');
  });

  it('deactivating someone ends their access tokens too: a script using one is refused at once', async () => {
    await createUser(server.db, 'pipeline.bot', { name: '流水线' });
    const bot = await server.signIn('pipeline.bot', 'password-1');
    const token = await ok<{ token: string }>(bot.post('/api/erp/token', { name: 'ci', scopes: ['read'], expiresAt: null }));
    const script = server.client();
    const auth = { authorization: `Bearer ${token.token}` };
    expect((await script.get('/api/getuser', auth)).statusCode).toBe(200);
    const botId = (await list('&keyword=pipeline.bot')).content[0]!.id;
    await ok(chen.put(`${PEOPLE}/${botId}/deactivate`));
    expect((await script.get('/api/getuser', auth)).statusCode).toBe(401);
    expect((await bot.get('/api/getuser')).statusCode).toBe(401);
    // Reactivated, they sign in again, but the ended token stays ended.
    await ok(chen.put(`${PEOPLE}/${botId}/activate`));
    expect((await script.get('/api/getuser', auth)).statusCode).toBe(401);
    await server.signIn('pipeline.bot', 'password-1');
  });

  it('has no password to reset for someone who signs in through the company login', async () => {
    await server.db
      .insertInto('users')
      .values({ account: 'sso.person', name: '统一登录', email: '', phone: '', password_hash: null, department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now(), oidc_issuer: 'https://idp.example', oidc_subject: 'sub-1' })
      .execute();
    const sso = (await list('&keyword=sso.person')).content[0]!;
    expect(sso).toMatchObject({ companySignIn: true, hasPassword: false });
    for (const body of [{}, { password: 'password-123' }]) {
      const refused = await chen.put(`${PEOPLE}/${sso.id}/password`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('该人员通过公司统一登录，没有本系统的密码');
    }
  });

  it('keeps an admin from locking themself out', async () => {
    expect((await chen.put(`${PEOPLE}/${chenId}/deactivate`)).statusCode).toBe(400);
    expect((await chen.put(`${PEOPLE}/${chenId}`, { classifyAdmin: false })).statusCode).toBe(400);
    const promoted = await ok<Person>(chen.put(`${PEOPLE}/${zhaoId}`, { classifyAdmin: true, name: '赵磊磊' }));
    expect(promoted).toMatchObject({ classifyAdmin: true, name: '赵磊磊' });
    await ok(chen.put(`${PEOPLE}/${zhaoId}`, { classifyAdmin: false, name: '赵磊' }));
  });

  it('keeps the department tree whole: no move into itself, no deleting one that holds people', async () => {
    const parent = await ok<{ id: number }>(chen.post(DEPARTMENTS, { name: '研发中心', parentId: null }));
    const child = await ok<{ id: number; parentId: number }>(chen.post(DEPARTMENTS, { name: '平台组', parentId: parent.id }));
    expect(child.parentId).toBe(parent.id);
    expect((await chen.put(`${DEPARTMENTS}/${parent.id}`, { parentId: child.id })).statusCode).toBe(400);
    expect((await chen.put(`${DEPARTMENTS}/${parent.id}`, { parentId: parent.id })).statusCode).toBe(400);
    expect((await chen.post(DEPARTMENTS, { name: '平台组', parentId: parent.id })).statusCode).toBe(409);
    const moved = await ok<{ parentId: number | null }>(chen.put(`${DEPARTMENTS}/${design}`, { parentId: parent.id }));
    expect(moved.parentId).toBe(parent.id);
    const full = await chen.delete(`${DEPARTMENTS}/${design}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('3 人');
    await ok(chen.delete(`${DEPARTMENTS}/${child.id}`));
    expect((await ok<{ id: number }[]>(chen.get(DEPARTMENTS))).map((d) => d.id)).not.toContain(child.id);
  });

  it('makes groups, sets their members, and a deleted group takes its grants with it', async () => {
    const team = await ok<{ id: number; members: number }>(chen.post(GROUPS, { name: '评审小组', departmentId: design }));
    expect(team.members).toBe(0);
    const members = await ok<{ account: string }[]>(chen.put(`${GROUPS}/${team.id}/members`, { accounts: ['li.na', 'zhao.lei'] }));
    expect(members.map((m) => m.account)).toEqual(['li.na', 'zhao.lei']);
    expect((await list(`&groupId=${team.id}`)).content.map((p) => p.account)).toEqual(['li.na', 'zhao.lei']);
    const unknown = await chen.put(`${GROUPS}/${team.id}/members`, { accounts: ['li.na', 'nobody'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('nobody');
    expect((await chen.post(GROUPS, { name: '评审小组' })).statusCode).toBe(409);

    const library = (await createLibrary(chen, '评审资料')).id;
    expect((await chen.post(`${DOC}/common/perm`, { libraryId: library, grants: [{ grantee: { type: 'group', id: team.id }, role: 'read' }] })).statusCode).toBe(200);
    expect((await zhao.get(`${DOC}/doc_library/${library}`)).statusCode).toBe(200);
    await ok(chen.delete(`${GROUPS}/${team.id}`));
    expect((await zhao.get(`${DOC}/doc_library/${library}`)).statusCode).toBe(403);
  });

  it('previews a CSV with per-row errors without writing, then imports only the good rows', async () => {
    const csv = [
      '账号,姓名,邮箱,部门,用户组',
      'sun.li,孙丽,sun@example.com,市场部,推广组;文案组',
      'zhou.qi,周琪,not-an-email,市场部,',
      'li.na,李娜,,,',
      'sun.li,孙丽二,,,',
      'bad account,坏账号,,,',
      'wu.kai,,,,',
      'wu.kai2,吴凯,,,推广组',
    ].join('\n');
    const before = (await list()).totalElements;
    const preview = await ok<{ valid: number; invalid: number; rows: { line: number; account: string; errors: string[] }[]; fileErrors: string[] }>(chen.post(`${PEOPLE}/import/preview`, { csv }));
    expect(preview).toMatchObject({ valid: 2, invalid: 5, fileErrors: [] });
    expect(Object.fromEntries(preview.rows.map((row) => [row.line, row.errors]))).toEqual({
      2: [],
      3: ['邮箱地址无效'],
      4: ['账号“li.na”已存在'],
      5: ['与第 2 行的账号重复'],
      6: ['账号只能包含字母、数字、点、下划线和连字符，并以字母或数字开头'],
      7: ['缺少姓名'],
      8: [],
    });
    expect((await list()).totalElements).toBe(before);

    expect(await ok(chen.post(`${PEOPLE}/import`, { csv }))).toEqual({ created: 2, skipped: 5 });
    const sun = (await list('&keyword=sun.li')).content[0]!;
    expect(sun).toMatchObject({ name: '孙丽', department: { name: '市场部' }, hasPassword: false });
    expect(sun.groups.map((g) => g.name)).toEqual(['推广组', '文案组']);
    expect((await list('&keyword=wu.kai2')).content[0]!.groups.map((g) => g.name)).toEqual(['推广组']);
    // The same file again imports nothing new: every account exists now.
    expect(await ok(chen.post(`${PEOPLE}/import`, { csv }))).toEqual({ created: 0, skipped: 7 });
  });

  it('refuses a CSV that is not a people list as a whole', async () => {
    const missing = await ok<{ fileErrors: string[]; rows: unknown[] }>(chen.post(`${PEOPLE}/import/preview`, { csv: 'account,salary\na,1' }));
    expect(missing.fileErrors).toEqual(['无法识别的列“salary”', '缺少必需的列“name”']);
    expect(missing.rows).toEqual([]);
    expect((await chen.post(`${PEOPLE}/import`, { csv: 'account,salary\na,1' })).statusCode).toBe(400);
    expect((await ok<{ fileErrors: string[] }>(chen.post(`${PEOPLE}/import/preview`, { csv: 'account,name\n' }))).fileErrors).toEqual(['CSV 文件需要一行表头和至少一行人员']);
    expect((await ok<{ fileErrors: string[] }>(chen.post(`${PEOPLE}/import/preview`, { csv: 'account,name\n"a,b' }))).fileErrors).toEqual(['无法读取该 CSV 文件，请检查引号和编码（UTF-8）']);
  });

  it('answers 403 to everyone but classification admins, on every call', async () => {
    const calls = [
      zhao.get(PEOPLE),
      zhao.post(PEOPLE, { account: 'x.y', name: 'x', password: 'pass-word-1' }),
      zhao.put(`${PEOPLE}/${chenId}`, { name: 'x' }),
      zhao.put(`${PEOPLE}/${chenId}/deactivate`),
      zhao.put(`${PEOPLE}/${chenId}/activate`),
      zhao.put(`${PEOPLE}/${chenId}/password`, {}),
      zhao.post(`${PEOPLE}/import/preview`, { csv: 'account,name\na,b' }),
      zhao.post(`${PEOPLE}/import`, { csv: 'account,name\na,b' }),
      zhao.get(DEPARTMENTS),
      zhao.post(DEPARTMENTS, { name: 'x', parentId: null }),
      zhao.put(`${DEPARTMENTS}/${design}`, { name: 'x' }),
      zhao.delete(`${DEPARTMENTS}/${design}`),
      zhao.get(GROUPS),
      zhao.post(GROUPS, { name: 'x' }),
      zhao.put(`${GROUPS}/1`, { name: 'x' }),
      zhao.delete(`${GROUPS}/1`),
      zhao.get(`${GROUPS}/1/members`),
      zhao.put(`${GROUPS}/1/members`, { accounts: [] }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const cases: [string, Promise<{ statusCode: number; json(): { message: string } }>, number][] = [
      ['unknown person', chen.put(`${PEOPLE}/999999`, { name: 'x' }), 404],
      ['bad id', chen.put(`${PEOPLE}/abc/deactivate`), 400],
      ['short account', chen.post(PEOPLE, { account: 'a', name: 'x', password: 'pass-word-1' }), 400],
      ['spaces in account', chen.post(PEOPLE, { account: 'a b', name: 'x', password: 'pass-word-1' }), 400],
      ['no name', chen.post(PEOPLE, { account: 'ab', name: ' ', password: 'pass-word-1' }), 400],
      ['bad e-mail', chen.post(PEOPLE, { account: 'ab', name: 'x', email: 'x', password: 'pass-word-1' }), 400],
      ['unknown department', chen.post(PEOPLE, { account: 'ab', name: 'x', departmentId: 999999, password: 'pass-word-1' }), 400],
      ['extra field', chen.put(`${PEOPLE}/${zhaoId}`, { salary: 1 }), 400],
      ['unknown department to update', chen.put(`${DEPARTMENTS}/999999`, { name: 'x' }), 404],
      ['empty department name', chen.post(DEPARTMENTS, { name: '', parentId: null }), 400],
      ['unknown parent', chen.post(DEPARTMENTS, { name: 'x', parentId: 999999 }), 400],
      ['unknown group', chen.get(`${GROUPS}/999999/members`), 404],
      ['empty csv', chen.post(`${PEOPLE}/import/preview`, { csv: '' }), 400],
    ];
    for (const [name, promise, status] of cases) {
      const response = await promise;
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).not.toBe('');
    }
  });
});
