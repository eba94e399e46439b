import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

describe.each(DIALECTS)('library permissions, share templates and project libraries on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let chen: ApiClient;
  let outsider: ApiClient;
  let research: number;
  let platform: number;
  let groupId: number;
  let libraryId: number;

  beforeAll(async () => {
    server = await build(dialect);
    research = await createDepartment(server.db, '研发部');
    platform = await createDepartment(server.db, '平台组', research);
    const product = await createDepartment(server.db, '产品部');
    const zhaoId = await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: research });
    const liId = await createUser(server.db, 'li.na', { name: '李娜', departmentId: product });
    const wangId = await createUser(server.db, 'wang.fang', { name: '王芳', departmentId: platform });
    await createUser(server.db, 'chen.jie', { name: '陈杰', departmentId: product, classifyAdmin: true });
    await createUser(server.db, 'outsider', { name: '外人' });
    const group = await server.db.insertInto('groups').values({ name: '评审组', department_id: product }).returning('id').executeTakeFirstOrThrow();
    groupId = group.id;
    await server.db.insertInto('group_members').values({ group_id: groupId, user_id: liId }).execute();
    for (const [key, name, members] of [
      ['P-LIB', '文库平台', [zhaoId, liId]],
      ['P-CODECC', '代码检查服务', [zhaoId, wangId]],
    ] as const) {
      const project = await server.db.insertInto('projects').values({ project_id: key, project_name: name }).returning('id').executeTakeFirstOrThrow();
      for (const member of members) await server.db.insertInto('project_members').values({ project_id: project.id, user_id: member }).execute();
    }
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
    outsider = await server.signIn('outsider', 'password-1');
    libraryId = (await createLibrary(zhao, '研发资料')).id;
    await upload(server, zhao, libraryId, null, [{ name: 'spec.txt', content: 'spec' }]);
  });
  afterAll(() => server.close());

  const roleOf = async (client: ApiClient, id = libraryId) => (await client.get(`${DOC}/user_permission/${id}`)).json().data;

  it('lets a grant on a department reach its sub-departments, and only them', async () => {
    await zhao.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'department', id: research }, role: 'read', download: true }] });
    expect(await roleOf(wang)).toMatchObject({ role: 'read', canDownload: true, canUpload: false });
    expect(await roleOf(li)).toMatchObject({ role: null, canRead: false });
    expect((await list(wang, libraryId)).page.content.map((n) => n.name)).toEqual(['spec.txt']);
  });

  it('lets a grant on a group reach its members, the strongest grant winning', async () => {
    await zhao.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'group', id: groupId }, role: 'upload', download: false }] });
    expect(await roleOf(li)).toMatchObject({ role: 'upload', canUpload: true, canEdit: false, canDownload: false });
    expect((await upload(server, li, libraryId, null, [{ name: 'li.txt', content: 'from li' }])).statusCode).toBe(200);
    // An upload role adds files but does not replace someone else's content.
    expect((await upload(server, li, libraryId, null, [{ name: 'spec.txt', content: 'overwritten' }])).statusCode).toBe(403);
    await zhao.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'edit' }] });
    expect(await roleOf(li)).toMatchObject({ role: 'edit', canEdit: true, canDownload: true, isAdmin: false });
    expect((await li.get(`${DOC}/common/perm?libraryId=${libraryId}`)).statusCode).toBe(403);
  });

  it('lists, replaces and removes grants, recording each', async () => {
    const grants = (await zhao.get(`${DOC}/common/perm?libraryId=${libraryId}`)).json().data;
    expect(grants.map((g: { grantee: { type: string; name: string }; role: string }) => [g.grantee.type, g.grantee.name, g.role]).sort()).toEqual([
      ['department', '研发部', 'read'],
      ['group', '评审组', 'upload'],
      ['user', '李娜', 'edit'],
      ['user', '赵磊', 'admin'],
    ]);
    const replaced = await zhao.put(`${DOC}/common/perm`, {
      libraryId,
      grants: [
        { grantee: { type: 'user', account: 'zhao.lei' }, role: 'admin' },
        { grantee: { type: 'user', account: 'li.na' }, role: 'read' },
      ],
    });
    expect(replaced.json().data.map((g: { grantee: { account: string }; role: string }) => [g.grantee.account, g.role]).sort()).toEqual([
      ['li.na', 'read'],
      ['zhao.lei', 'admin'],
    ]);
    expect(await roleOf(wang)).toMatchObject({ role: null });
    const removed = await zhao.post(`${DOC}/common/perm/remove`, { libraryId, grantees: [{ type: 'user', account: 'li.na' }] });
    expect(removed.json().data).toHaveLength(1);
    const records = (await zhao.get(`${DOC}/doc_library/${libraryId}/operations?action=REVOKE`)).json().data.content;
    expect(records.map((r: { information: string }) => r.information)).toContain('李娜 (li.na)');
  });

  it('keeps personal spaces private until shared', async () => {
    const personal = (await li.get(`${DOC}/doc_library/personal`)).json().data;
    expect(personal).toMatchObject({ kind: 'personal', owner: { account: 'li.na' }, admins: [{ account: 'li.na' }] });
    expect((await li.get(`${DOC}/doc_library/personal`)).json().data.id).toBe(personal.id);
    await upload(server, li, personal.id, null, [{ name: 'diary.txt', content: 'private' }]);
    expect((await chen.get(`${DOC}/file/list?libraryId=${personal.id}`)).statusCode).toBe(403);
    expect((await zhao.get(`${DOC}/doc_library/by_user?kind=personal`)).json().data.content.map((l: { owner: { account: string } }) => l.owner.account)).toEqual(['zhao.lei']);
    await li.post(`${DOC}/common/perm`, { libraryId: personal.id, grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read' }] });
    expect((await list(zhao, personal.id)).page.content.map((n) => n.name)).toEqual(['diary.txt']);
    const shared = (await zhao.get(`${DOC}/doc_library/by_user?kind=personal`)).json().data.content.map((l: { owner: { account: string } }) => l.owner.account);
    expect(shared.sort()).toEqual(['li.na', 'zhao.lei']);
    expect((await li.get(`${DOC}/user_permission`)).json().data).toEqual({ canCreateLibrary: true, isClassifyAdmin: false, personalLibraryId: personal.id });
  });

  it('lets a classification admin administer department libraries but not read personal spaces', async () => {
    expect(await roleOf(chen)).toMatchObject({ role: 'admin' });
    const backstage = (await chen.get(`${DOC}/backstage/doc_library`)).json().data.content.map((l: { name: string }) => l.name);
    expect(backstage).toContain('研发资料');
    expect(backstage.every((name: string) => name !== '李娜')).toBe(true);
    expect((await zhao.get(`${DOC}/backstage/doc_library`)).json().data.content.map((l: { name: string }) => l.name)).toEqual(['研发资料']);
    expect((await outsider.get(`${DOC}/backstage/doc_library`)).json().data.content).toEqual([]);
  });

  it('creates project libraries for the caller’s projects on sync, members editing them', async () => {
    const synced = (await zhao.get(`${DOC}/ppm_project_doc_library/sync`)).json().data;
    expect(synced.created).toBe(2);
    expect(synced.libraries.map((l: { name: string; projectId: string }) => [l.name, l.projectId]).sort()).toEqual([
      ['代码检查服务', 'P-CODECC'],
      ['文库平台', 'P-LIB'],
    ]);
    expect((await li.get(`${DOC}/ppm_project_doc_library/sync`)).json().data.created).toBe(0);
    const lib = synced.libraries.find((l: { projectId: string }) => l.projectId === 'P-LIB');
    expect(lib.admins).toEqual([{ account: 'zhao.lei', name: '赵磊' }]);
    expect(await roleOf(li, lib.id)).toMatchObject({ role: 'edit' });
    expect(await roleOf(wang, lib.id)).toMatchObject({ role: null });
    const mine = (await li.get(`${DOC}/ppm_project_doc_library/by_user`)).json().data.content.map((l: { name: string }) => l.name);
    expect(mine).toEqual(['文库平台']);
    await li.put(`${DOC}/ppm_project_doc_library/follow/${lib.id}/1`);
    expect((await li.get(`${DOC}/ppm_project_doc_library/follow`)).json().data.map((l: { id: number }) => l.id)).toEqual([lib.id]);
    expect((await li.put(`${DOC}/ppm_project_doc_library/follow/${libraryId}/1`)).statusCode).toBe(403);
    const renamed = await zhao.put(`${DOC}/ppm_project_doc_library`, { id: lib.id, description: '项目文档' });
    expect(renamed.json().data.description).toBe('项目文档');
    expect((await zhao.put(`${DOC}/ppm_project_doc_library`, { id: libraryId, description: 'x' })).statusCode).toBe(400);
  });

  it('shares project libraries in a batch with a share template, and takes it back', async () => {
    const libs = (await zhao.get(`${DOC}/ppm_project_doc_library/by_user`)).json().data.content as { id: number; name: string }[];
    const ids = libs.map((l) => l.id);
    const template = (
      await zhao.post(`${DOC}/manage/shareTemplate`, {
        name: '部门只读、评审组编辑',
        grants: [
          { grantee: { type: 'department', id: research }, role: 'read', download: true },
          { grantee: { type: 'group', id: groupId }, role: 'edit' },
        ],
      })
    ).json().data;
    expect(template).toMatchObject({ name: '部门只读、评审组编辑', canEdit: true, createdBy: { account: 'zhao.lei' } });
    expect((await zhao.get(`${DOC}/manage/shareTemplate`)).json().data.map((t: { id: number }) => t.id)).toEqual([template.id]);
    expect((await li.get(`${DOC}/manage/shareTemplate`)).json().data).toEqual([]);
    expect((await li.post(`${DOC}/ppm_project_doc_library/batchShare`, { libraryIds: ids, templateId: template.id })).statusCode).toBe(403);
    const shared = await zhao.post(`${DOC}/ppm_project_doc_library/batchShare`, { libraryIds: ids, templateId: template.id, grants: [{ grantee: { type: 'user', account: 'outsider' }, role: 'read', download: false }] });
    expect(shared.json().data.libraryIds.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(await roleOf(wang, id)).toMatchObject({ role: id === libs.find((l) => l.name === '代码检查服务')!.id ? 'edit' : 'read' });
      expect(await roleOf(outsider, id)).toMatchObject({ role: 'read', canDownload: false });
      expect(await roleOf(li, id)).toMatchObject({ role: 'edit' });
    }
    const unshared = await zhao.post(`${DOC}/ppm_project_doc_library/batchUnShare`, { libraryIds: ids, grantees: [{ type: 'user', account: 'outsider' }] });
    expect(unshared.statusCode).toBe(200);
    for (const id of ids) expect(await roleOf(outsider, id)).toMatchObject({ role: null });
    const admins = await zhao.post(`${DOC}/ppm_project_doc_library/batchUpdateLibAdmin`, { libraryIds: ids, admins: ['wang.fang'] });
    expect(admins.statusCode).toBe(200);
    for (const id of ids) expect(await roleOf(wang, id)).toMatchObject({ role: 'admin' });
    expect(await roleOf(zhao, ids[0])).not.toMatchObject({ role: 'admin' });
    expect((await zhao.post(`${DOC}/ppm_project_doc_library/batchShare`, { libraryIds: [libraryId], grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read' }] })).statusCode).toBe(400);
  });

  it('changes and deletes share templates only by their maker or a classification admin', async () => {
    const template = (await zhao.get(`${DOC}/manage/shareTemplate`)).json().data[0];
    const grants = [{ grantee: { type: 'user', account: 'li.na' }, role: 'read' }];
    expect((await li.put(`${DOC}/manage/shareTemplate`, { id: template.id, name: 'x', grants })).statusCode).toBe(403);
    const changed = await chen.put(`${DOC}/manage/shareTemplate`, { id: template.id, name: '只读', grants });
    expect(changed.json().data).toMatchObject({ name: '只读', grants: [{ grantee: { account: 'li.na' }, role: 'read' }] });
    const org = (await chen.post(`${DOC}/manage/shareTemplate`, { name: '全员只读', grants: [{ grantee: { type: 'department', id: research }, role: 'read' }] })).json().data;
    expect((await li.get(`${DOC}/manage/shareTemplate`)).json().data.map((t: { name: string; canEdit: boolean }) => [t.name, t.canEdit])).toEqual([['全员只读', false]]);
    expect((await li.delete(`${DOC}/manage/shareTemplate/${org.id}`)).statusCode).toBe(403);
    expect((await zhao.delete(`${DOC}/manage/shareTemplate/${template.id}`)).statusCode).toBe(200);
    expect((await zhao.delete(`${DOC}/manage/shareTemplate/${template.id}`)).statusCode).toBe(404);
  });

  it('changes library settings, admins included, as an admin only', async () => {
    const updated = await zhao.put(`${DOC}/doc_library`, { id: libraryId, name: '研发资料库', retentionDays: 7, admins: ['zhao.lei', 'li.na'] });
    expect(updated.json().data).toMatchObject({ name: '研发资料库', retentionDays: 7 });
    expect(updated.json().data.admins.map((a: { account: string }) => a.account)).toEqual(['li.na', 'zhao.lei']);
    expect((await wang.put(`${DOC}/doc_library`, { id: libraryId, name: 'mine' })).statusCode).toBe(403);
    expect(await roleOf(li)).toMatchObject({ role: 'admin' });
    const file = (await list(li, libraryId)).page.content.find((n) => n.name === 'spec.txt')!;
    expect((await getRaw(server, li, `${DOC}/file/content/${libraryId}/${file.id}`)).statusCode).toBe(200);
  });
});
