import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantOverviewRow } from '../../contract/manage-backoffice';
import { DOC, createLibrary, getRaw, upload } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage } from './wiki-support';

const OVERVIEW = `${DOC}/manage/grantOverview`;

/**
 * The permission overview against the server itself: a small organisation with grants of every kind,
 * then for every person and every library (and page with grants of its own) what the overview says is
 * compared with what the real calls allow that person.
 */
describe.each(DIALECTS)('the permission overview on %s agrees with what the server enforces', (dialect) => {
  let server: TestServer;
  const people: Record<string, ApiClient> = {};
  const accounts = ['chen.jie', 'zhao.lei', 'li.na', 'wang.fang', 'sun.li', 'zhou.qi', 'outsider'];
  const libraries: { id: number; name: string; fileId: number; pageIds: number[] }[] = [];
  let chen: ApiClient;
  let counter = 0;

  beforeAll(async () => {
    server = await build(dialect);
    const research = await createDepartment(server.db, '研发部');
    const frontEnd = await createDepartment(server.db, '前端组', research);
    const finance = await createDepartment(server.db, '财务部');
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    const zhaoId = await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: research });
    await createUser(server.db, 'li.na', { name: '李娜', departmentId: frontEnd });
    const wangId = await createUser(server.db, 'wang.fang', { name: '王芳', departmentId: finance });
    await createUser(server.db, 'sun.li', { name: '孙丽' });
    const zhouId = await createUser(server.db, 'zhou.qi', { name: '周琦' });
    await createUser(server.db, 'outsider', { name: '外人' });
    const group = await server.db.insertInto('groups').values({ name: '评审组', department_id: finance }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('group_members').values({ group_id: group.id, user_id: zhouId }).execute();
    const project = await server.db.insertInto('projects').values({ project_id: 'P-DOC', project_name: '文档平台' }).returning('id').executeTakeFirstOrThrow();
    for (const member of [zhaoId, wangId]) await server.db.insertInto('project_members').values({ project_id: project.id, user_id: member }).execute();
    for (const account of accounts) people[account] = await server.signIn(account, 'password-1');
    chen = people['chen.jie']!;
    const zhao = people['zhao.lei']!;

    const fixture = async (id: number, name: string) => {
      const uploaded = await upload(server, zhao, id, null, [{ name: 'a.txt', content: 'a' }]);
      expect(uploaded.statusCode).toBe(200);
      libraries.push({ id, name, fileId: uploaded.json().data.files[0].node.id, pageIds: [] });
    };
    // Design: the research department (and so its front-end group) uploads, the review group reads without download, sun.li edits.
    const design = await createLibrary(zhao, '设计库');
    await zhao.post(`${DOC}/common/perm`, {
      libraryId: design.id,
      grants: [
        { grantee: { type: 'department', id: research }, role: 'upload', download: false },
        { grantee: { type: 'group', id: group.id }, role: 'read', download: false },
        { grantee: { type: 'user', account: 'sun.li' }, role: 'edit' },
      ],
    });
    await fixture(design.id, '设计库');
    // Finance: the finance department reads with download, li.na reads directly.
    const money = await createLibrary(zhao, '财务库');
    await zhao.post(`${DOC}/common/perm`, {
      libraryId: money.id,
      grants: [
        { grantee: { type: 'department', id: finance }, role: 'read', download: true },
        { grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false },
      ],
    });
    await fixture(money.id, '财务库');
    // The project's library (its members edit) and zhao.lei's personal library (its owner only).
    const synced = await zhao.get(`${DOC}/ppm_project_doc_library/sync`);
    expect(synced.statusCode).toBe(200);
    const projectLibrary = (await server.db.selectFrom('libraries').select(['id', 'name']).where('kind', '=', 'project').executeTakeFirstOrThrow());
    await fixture(projectLibrary.id, projectLibrary.name);
    const personal = (await zhao.get(`${DOC}/doc_library/personal`)).json().data as { id: number; name: string };
    await fixture(personal.id, personal.name);

    // A wiki page in the design library open only to sun.li (edit) and the review group (read), and one open to all readers.
    const restricted = await createPage(zhao, design.id, '评审纪要');
    const grants = await zhao.put(`${WIKI}/${design.id}/pages/${restricted.id}/grants`, {
      grants: [
        { grantee: { type: 'user', account: 'sun.li' }, access: 'edit' },
        { grantee: { type: 'group', id: group.id }, access: 'read' },
        { grantee: { type: 'user', account: 'li.na' }, access: 'edit' },
      ],
    });
    expect(grants.statusCode).toBe(200);
    await createPage(zhao, design.id, '公开页面');
    libraries[0]!.pageIds.push(restricted.id);
  });
  afterAll(() => server.close());

  const overview = async (query: string) => {
    const response = await chen.get(`${OVERVIEW}?pageSize=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { totalElements: number; content: GrantOverviewRow[] };
  };

  /** What the real calls let `client` do in the library. */
  async function enforced(account: string, library: (typeof libraries)[number]) {
    const client = people[account]!;
    const status = async (response: Promise<{ statusCode: number }>) => {
      const { statusCode } = await response;
      expect([200, 403]).toContain(statusCode);
      return statusCode === 200;
    };
    counter += 1;
    return {
      canRead: await status(client.get(`${DOC}/file/list?libraryId=${library.id}`)),
      canUpload: await status(client.post(`${DOC}/file/folder`, { libraryId: library.id, name: `f${counter}` })),
      canEdit: await status(client.put(`${DOC}/file/rename`, { libraryId: library.id, nodeId: library.fileId, name: `n${counter}.txt` })),
      canDownload: await status(getRaw(server, client, `${DOC}/file/content/${library.id}/${library.fileId}`)),
      isAdmin: await status(client.get(`${DOC}/common/perm?libraryId=${library.id}`)),
    };
  }

  it('says for every person and library exactly what the calls allow', async () => {
    let granted = 0;
    for (const account of accounts) {
      for (const library of libraries) {
        const rows = (await overview(`account=${account}&libraryId=${library.id}`)).content.filter((row) => row.page === null);
        expect(rows.length).toBeLessThanOrEqual(1);
        const row = rows[0];
        const said = row
          ? { canRead: row.canRead, canUpload: row.canUpload, canEdit: row.canEdit, canDownload: row.canDownload, isAdmin: row.isAdmin }
          : { canRead: false, canUpload: false, canEdit: false, canDownload: false, isAdmin: false };
        expect({ account, library: library.name, ...(await enforced(account, library)) }).toEqual({ account, library: library.name, ...said });
        if (row) granted += 1;
      }
    }
    // Not a vacuous agreement: most pairs grant something, some grant nothing.
    expect(granted).toBeGreaterThan(10);
    expect(granted).toBeLessThan(accounts.length * libraries.length);
  });

  it('says for every person who may read or edit a page with grants of its own, as the wiki enforces', async () => {
    const design = libraries[0]!;
    const pageId = design.pageIds[0]!;
    for (const account of accounts) {
      const row = (await overview(`account=${account}&libraryId=${design.id}`)).content.find((r) => r.page?.id === pageId);
      const client = people[account]!;
      const read = await client.get(`${WIKI}/${design.id}/pages/${pageId}`);
      expect([200, 403]).toContain(read.statusCode);
      counter += 1;
      const edit = await client.put(`${WIKI}/${design.id}/pages/${pageId}/title`, { title: `评审纪要 ${counter}` });
      expect([200, 403]).toContain(edit.statusCode);
      expect({ account, read: read.statusCode === 200, edit: edit.statusCode === 200 }).toEqual({ account, read: Boolean(row?.canRead), edit: Boolean(row?.canEdit) });
    }
  });

  it('names where access comes from: directly, through a department above, through a group, as owner, project member or classification admin', async () => {
    const [design, money, projectLibrary, personal] = libraries;
    const sourcesOf = async (account: string, libraryId: number) =>
      (await overview(`account=${account}&libraryId=${libraryId}`)).content.find((r) => r.page === null)?.sources.map((s) => `${s.via}:${s.name}:${s.role}`);
    expect(await sourcesOf('li.na', design!.id)).toEqual(['department:研发部:upload']);
    expect(await sourcesOf('zhou.qi', design!.id)).toEqual(['group:评审组:read']);
    expect(await sourcesOf('sun.li', design!.id)).toEqual(['user::edit']);
    expect(await sourcesOf('wang.fang', money!.id)).toEqual(['department:财务部:read']);
    expect(await sourcesOf('wang.fang', projectLibrary!.id)).toEqual(['project::edit']);
    expect(await sourcesOf('zhao.lei', personal!.id)).toEqual(['owner::admin']);
    expect(await sourcesOf('chen.jie', personal!.id)).toBeUndefined();
    expect(await sourcesOf('chen.jie', money!.id)).toEqual(['classifyAdmin::admin']);
  });

  it('filters by person or library, pages on the server and exports CSV', async () => {
    const all = await overview('');
    const byLibrary = await overview(`libraryId=${libraries[1]!.id}`);
    expect(byLibrary.content.every((row) => row.library.id === libraries[1]!.id)).toBe(true);
    expect(byLibrary.content.map((row) => row.person.account).sort()).toEqual(['admin', 'chen.jie', 'li.na', 'wang.fang', 'zhao.lei']);
    const first = (await chen.get(`${OVERVIEW}?pageSize=5&pageNum=1`)).json().data;
    const second = (await chen.get(`${OVERVIEW}?pageSize=5&pageNum=2`)).json().data;
    expect(first.totalElements).toBe(all.totalElements);
    expect(first.content).toHaveLength(5);
    expect(second.content[0]).toEqual(all.content[5]);

    const csv = await getRaw(server, chen, `${OVERVIEW}/export?account=li.na`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="permissions-/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('账号,姓名,文档库,页面,角色,查看,上传,编辑,下载,管理,来源');
    expect(lines.slice(1).some((line) => line.startsWith('li.na,李娜,设计库,,upload,Y,Y,,,,部门 研发部 (upload)'))).toBe(true);
    expect(lines.slice(1).some((line) => line.startsWith('li.na,李娜,设计库,评审纪要'))).toBe(true);
  });

  it('answers 403 to anyone but a classification admin, and 400 to bad filters', async () => {
    for (const account of ['zhao.lei', 'outsider']) {
      expect((await people[account]!.get(OVERVIEW)).statusCode).toBe(403);
      expect((await getRaw(server, people[account]!, `${OVERVIEW}/export`)).statusCode).toBe(403);
    }
    expect((await chen.get(`${OVERVIEW}?libraryId=abc`)).statusCode).toBe(400);
    expect((await chen.get(`${OVERVIEW}?pageSize=100000`)).statusCode).toBe(400);
    expect((await chen.get(`${OVERVIEW}?account=${'x'.repeat(500)}`)).statusCode).toBe(400);
    expect((await chen.get(`${OVERVIEW}?surprise=1`)).statusCode).toBe(400);
  });
});
