import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EffectiveRights, LibraryRight } from '../../contract/library';
import type { EffectivePageAccess } from '../../contract/wiki';
import { DOC, createLibrary, getRaw, upload } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, createPage } from './wiki-support';

describe.each(DIALECTS)('the effective rights the grant editor shows, and which grant gives each, on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let chen: ApiClient;
  let research: number;
  let frontend: number;
  let groupId: number;
  let libraryId: number;
  let fileId: number;

  beforeAll(async () => {
    server = await build(dialect);
    research = await createDepartment(server.db, '研发部');
    frontend = await createDepartment(server.db, '前端组', research);
    await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: research });
    const liId = await createUser(server.db, 'li.na', { name: '李娜', departmentId: frontend });
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    groupId = (await server.db.insertInto('groups').values({ name: '评审组', department_id: research }).returning('id').executeTakeFirstOrThrow()).id;
    await server.db.insertInto('group_members').values({ group_id: groupId, user_id: liId }).execute();
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
    libraryId = (await createLibrary(zhao, '研发资料')).id;
    fileId = (await upload(server, zhao, libraryId, null, [{ name: 'spec.txt', content: 'spec' }])).json().data.files[0].node.id;
  });
  afterAll(() => server.close());

  const grant = (grants: unknown[]) => zhao.post(`${DOC}/common/perm`, { libraryId, grants });
  const revoke = (grantees: unknown[]) => zhao.post(`${DOC}/common/perm/remove`, { libraryId, grantees });
  async function effective(query = ''): Promise<EffectiveRights[]> {
    const response = await zhao.get(`${DOC}/common/perm/effective?libraryId=${libraryId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const rightOf = (entry: EffectiveRights | undefined, right: LibraryRight) => entry?.rights.find((r) => r.right === right);
  const downloads = async (client: ApiClient) => (await getRaw(server, client, `${DOC}/file/content/${libraryId}/${fileId}`)).statusCode;

  it("names the department grant that outweighs a person's grant without download, and the person's grant once that is gone", async () => {
    expect((await grant([{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false }])).statusCode).toBe(200);
    expect((await grant([{ grantee: { type: 'department', id: research }, role: 'read', download: true }])).statusCode).toBe(200);

    const li1 = (await effective()).find((entry) => entry.person.account === 'li.na');
    expect(li1).toMatchObject({ person: { name: '李娜' }, role: 'read' });
    // 李娜 is in 前端组, under 研发部: the grant on the department above reaches her.
    expect(rightOf(li1, 'download')).toEqual({
      right: 'download',
      allowed: true,
      sources: [{ via: 'department', granteeId: research, name: '研发部', role: 'read', download: true }],
    });
    expect(rightOf(li1, 'read')?.sources.map((source) => source.via).sort()).toEqual(['department', 'user']);
    expect(rightOf(li1, 'upload')).toMatchObject({ allowed: false });
    // The explanation says what the server enforces.
    expect(await downloads(li)).toBe(200);

    expect((await revoke([{ type: 'department', id: research }])).statusCode).toBe(200);
    const li2 = (await effective()).find((entry) => entry.person.account === 'li.na');
    expect(rightOf(li2, 'download')).toEqual({
      right: 'download',
      allowed: false,
      sources: [{ via: 'user', granteeId: expect.any(Number), name: '李娜', role: 'read', download: false }],
    });
    expect(rightOf(li2, 'read')).toMatchObject({ allowed: true, sources: [{ via: 'user' }] });
    expect(await downloads(li)).toBe(403);
  });

  it('lists every person a grant names, with a stronger group role named as its source', async () => {
    await grant([{ grantee: { type: 'group', id: groupId }, role: 'edit', download: false }]);
    const all = await effective();
    // zhao.lei created the library: his own admin grant is the source of every right.
    expect(all.map((entry) => entry.person.account)).toEqual(['li.na', 'zhao.lei']);
    const liRights = all[0]!;
    expect(liRights.role).toBe('edit');
    expect(rightOf(liRights, 'edit')?.sources).toEqual([{ via: 'group', granteeId: groupId, name: '评审组', role: 'edit', download: true }]);
    // An editor always downloads, so the group grant gives download though its own box is unticked.
    expect(rightOf(liRights, 'download')?.sources.map((source) => source.via)).toEqual(['group']);
    expect(rightOf(all[1], 'admin')).toMatchObject({ allowed: true, sources: [{ via: 'user', name: '赵磊', role: 'admin' }] });
    await revoke([{ type: 'group', id: groupId }]);
  });

  it('explains one person asked for by account, even one no grant names', async () => {
    const [wangRights] = await effective('&account=wang.fang');
    expect(wangRights).toMatchObject({ person: { account: 'wang.fang', name: '王芳' }, role: null });
    expect(wangRights!.rights.every((right) => !right.allowed && right.sources.length === 0)).toBe(true);

    // A classification admin administers every department library, with no grant naming them.
    const [chenRights] = await effective('&account=chen.jie');
    expect(rightOf(chenRights, 'admin')).toEqual({ right: 'admin', allowed: true, sources: [{ via: 'classifyAdmin', granteeId: null, name: '', role: 'admin', download: true }] });

    const unknown = await zhao.get(`${DOC}/common/perm/effective?libraryId=${libraryId}&account=nobody`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('nobody');
  });

  it("names the department's page grant that outweighs a person's 'read' on a page, and the person's grant once that is gone", async () => {
    // 李娜 edits the library; the page is restricted to her (read) and, for now, to 研发部 (edit).
    await grant([{ grantee: { type: 'user', account: 'li.na' }, role: 'edit', download: true }]);
    const secret = await createPage(zhao, libraryId, '机密项目');
    const child = await createPage(zhao, libraryId, '排期', secret.id);
    const setPage = (grants: unknown[]) => zhao.put(`${WIKI}/${libraryId}/pages/${secret.id}/grants`, { grants });
    expect(
      (
        await setPage([
          { grantee: { type: 'user', account: 'li.na' }, access: 'read' },
          { grantee: { type: 'department', id: research }, access: 'edit' },
        ])
      ).statusCode,
    ).toBe(200);
    const pageRights = async (pageId: number): Promise<EffectivePageAccess[]> => {
      const response = await zhao.get(`${WIKI}/${libraryId}/pages/${pageId}/grants/effective`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    // The sub-page inherits the restriction: the people named above it are explained there too.
    for (const pageId of [secret.id, child.id]) {
      const [liPage] = await pageRights(pageId);
      expect(liPage).toMatchObject({ person: { account: 'li.na' }, access: 'edit', libraryAdmin: false });
      const edit = liPage!.rights.find((right) => right.right === 'edit')!;
      expect(edit.allowed).toBe(true);
      expect(edit.sources.filter((source) => source.pageId !== null)).toEqual([
        { via: 'department', granteeId: research, name: '研发部', pageId: secret.id, pageTitle: '机密项目', access: 'edit' },
      ]);
      // The library's part of the story: her own library grant gives edit.
      expect(edit.sources.filter((source) => source.pageId === null)).toEqual([{ via: 'user', granteeId: expect.any(Number), name: '李娜', pageId: null, pageTitle: '', access: 'edit' }]);
    }

    expect((await setPage([{ grantee: { type: 'user', account: 'li.na' }, access: 'read' }])).statusCode).toBe(200);
    const [liAfter] = await pageRights(secret.id);
    expect(liAfter!.access).toBe('read');
    expect(liAfter!.rights.find((right) => right.right === 'edit')).toEqual({
      right: 'edit',
      allowed: false,
      sources: [{ via: 'user', granteeId: expect.any(Number), name: '李娜', pageId: secret.id, pageTitle: '机密项目', access: 'read' }],
      limitedBy: { pageId: secret.id, pageTitle: '机密项目' },
    });
    // A library admin passes every page, whatever its grants say.
    const zhaoPage = (await zhao.get(`${WIKI}/${libraryId}/pages/${secret.id}/grants/effective?account=zhao.lei`)).json().data[0];
    expect(zhaoPage).toMatchObject({ access: 'edit', libraryAdmin: true });
    // 李娜 only reads the page now, so she may not ask.
    expect((await li.get(`${WIKI}/${libraryId}/pages/${secret.id}/grants/effective`)).statusCode).toBe(403);
    await setPage([]);
    await grant([{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false }]);
  });

  it('answers only those who may change the grants', async () => {
    // 李娜 reads the library, 王芳 has no access at all: neither learns who else may do what.
    for (const client of [li, wang]) {
      const refused = await client.get(`${DOC}/common/perm/effective?libraryId=${libraryId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('zhao.lei');
    }
    expect((await li.get(`${DOC}/file/list?libraryId=${libraryId}`)).statusCode).toBe(200);
    expect((await chen.get(`${DOC}/common/perm/effective?libraryId=${libraryId}`)).statusCode).toBe(200);
    expect((await zhao.get(`${DOC}/common/perm/effective?libraryId=999999`)).statusCode).toBe(404);
  });
});
