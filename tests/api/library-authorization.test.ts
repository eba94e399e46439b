import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createFolder, createLibrary, multipart, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

/** Route families of document libraries: every route registered under these must appear in the walk below. */
const FAMILIES = ['doc_library', 'ppm_project_doc_library', 'user_permission', 'common/perm', 'manage/shareTemplate', 'file/', 'info/', 'search', 'backstage/'];
/** Calls of these families that belong to the common area (tested with it). */
const ELSEWHERE = new Set(['GET ppm_project_doc_library/user_permission']);

type Expect = 'forbidden' | 'own';
interface Call {
  url: string;
  body?: unknown;
  multipart?: boolean;
  /** 'forbidden': 403 and an envelope that says nothing more. 'own': the caller's own data, without a trace of the secret library. */
  expect: Expect;
}

/** Reads Fastify's route tree: each level indents four characters and prints its path relative to its parent. */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    if (!match[3] || !full.startsWith(`${DOC}/`)) continue;
    const path = full.slice(DOC.length + 1);
    if (!FAMILIES.some((family) => path === family || path.startsWith(family))) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.filter((route) => !ELSEWHERE.has(route)).sort();
}

describe.each(DIALECTS)('authorisation walk over every library route on %s', (dialect) => {
  let server: TestServer;
  let owner: ApiClient;
  let stranger: ApiClient;
  let table: Record<string, Call[]>;

  beforeAll(async () => {
    server = await build(dialect);
    const ownerId = await createUser(server.db, 'owner', { name: '库主' });
    await createUser(server.db, 'stranger', { name: '路人' });
    const project = await server.db.insertInto('projects').values({ project_id: 'P-SECRET', project_name: '机密项目' }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('project_members').values({ project_id: project.id, user_id: ownerId }).execute();
    owner = await server.signIn('owner', 'password-1');
    stranger = await server.signIn('stranger', 'password-1');

    const library = await createLibrary(owner, '机密库');
    const lib = library.id;
    const folder = await createFolder(owner, lib, '机密文件夹');
    await upload(server, owner, lib, folder.id, [{ name: '机密.docx', content: '机密 v1' }]);
    const uploaded = await upload(server, owner, lib, folder.id, [{ name: '机密.docx', content: '机密 v2' }]);
    const file = uploaded.json().data.files[0].node.id as number;
    const versions = (await owner.get(`${DOC}/file/versions/${lib}/${file}`)).json().data as { id: number }[];
    const trashed = await createFolder(owner, lib, '机密回收');
    await owner.put(`${DOC}/file/delete`, { libraryId: lib, nodeIds: [trashed.id] });
    const projectLib = (await owner.get(`${DOC}/ppm_project_doc_library/sync`)).json().data.libraries[0].id as number;
    const template = (await owner.post(`${DOC}/manage/shareTemplate`, { name: '机密模板', grants: [{ grantee: { type: 'user', account: 'owner' }, role: 'read' }] })).json().data.id as number;
    const strangerPersonal = (await stranger.get(`${DOC}/doc_library/personal`)).json().data.id as number;
    const grant = { grantee: { type: 'user', account: 'stranger' }, role: 'admin' };

    const forbidden = (url: string, body?: unknown): Call[] => [{ url, body, expect: 'forbidden' }];
    const own = (url: string, body?: unknown): Call[] => [{ url, body, expect: 'own' }];
    table = {
      'GET doc_library/by_user': own('doc_library/by_user'),
      'GET doc_library/follow': own('doc_library/follow'),
      'PUT doc_library/follow/:id/:follow': forbidden(`doc_library/follow/${lib}/1`),
      'PUT doc_library/del/:id': forbidden(`doc_library/del/${lib}`),
      'GET doc_library/personal': own('doc_library/personal'),
      'GET doc_library/:id': forbidden(`doc_library/${lib}`),
      'GET doc_library/:id/operations': forbidden(`doc_library/${lib}/operations`),
      'POST doc_library': own('doc_library', { name: '路人的库' }),
      'PUT doc_library': forbidden('doc_library', { id: lib, name: 'taken over' }),
      'GET user_permission': own('user_permission'),
      'GET user_permission/:id': own(`user_permission/${lib}`),
      'GET backstage/doc_library': own('backstage/doc_library'),
      'GET backstage/recycle': own('backstage/recycle'),
      'PUT backstage/recycle/:id/restore': forbidden(`backstage/recycle/${lib}/restore`),
      'DELETE backstage/recycle/:id': forbidden(`backstage/recycle/${lib}`),
      'GET common/perm': forbidden(`common/perm?libraryId=${lib}`),
      'GET common/perm/effective': forbidden(`common/perm/effective?libraryId=${lib}&account=owner`),
      'PUT common/perm': forbidden('common/perm', { libraryId: lib, grants: [grant] }),
      'POST common/perm': forbidden('common/perm', { libraryId: lib, grants: [grant] }),
      'POST common/perm/remove': forbidden('common/perm/remove', { libraryId: lib, grantees: [{ type: 'user', account: 'owner' }] }),
      'GET manage/shareTemplate': own('manage/shareTemplate'),
      'POST manage/shareTemplate': own('manage/shareTemplate', { name: '路人模板', grants: [{ grantee: { type: 'user', account: 'stranger' }, role: 'read' }] }),
      'PUT manage/shareTemplate': forbidden('manage/shareTemplate', { id: template, name: 'x', grants: [grant] }),
      'DELETE manage/shareTemplate/:id': forbidden(`manage/shareTemplate/${template}`),
      'GET ppm_project_doc_library/by_user': own('ppm_project_doc_library/by_user'),
      'GET ppm_project_doc_library/sync': own('ppm_project_doc_library/sync'),
      'GET ppm_project_doc_library/follow': own('ppm_project_doc_library/follow'),
      'PUT ppm_project_doc_library/follow/:id/:follow': forbidden(`ppm_project_doc_library/follow/${projectLib}/1`),
      'PUT ppm_project_doc_library': forbidden('ppm_project_doc_library', { id: projectLib, name: 'x' }),
      'POST ppm_project_doc_library/batchShare': forbidden('ppm_project_doc_library/batchShare', { libraryIds: [projectLib], grants: [grant] }),
      'POST ppm_project_doc_library/batchUnShare': forbidden('ppm_project_doc_library/batchUnShare', { libraryIds: [projectLib], grantees: [{ type: 'user', account: 'owner' }] }),
      'POST ppm_project_doc_library/batchUpdateLibAdmin': forbidden('ppm_project_doc_library/batchUpdateLibAdmin', { libraryIds: [projectLib], admins: ['stranger'] }),
      'GET file/list': forbidden(`file/list?libraryId=${lib}&parentId=${folder.id}`),
      'GET file/tree': forbidden(`file/tree?libraryId=${lib}`),
      'POST file/folder': forbidden('file/folder', { libraryId: lib, name: 'intruder' }),
      'PUT file/rename': forbidden('file/rename', { libraryId: lib, nodeId: file, name: 'x.docx' }),
      'PUT file/move': forbidden('file/move', { libraryId: lib, nodeIds: [file] }),
      'POST file/copy': forbidden('file/copy', { libraryId: lib, nodeIds: [file], targetLibraryId: strangerPersonal }),
      'PUT file/delete': forbidden('file/delete', { libraryId: lib, nodeIds: [file] }),
      'GET info/info/:libraryId/:nodeId': forbidden(`info/info/${lib}/${file}`),
      'GET file/recycle': forbidden(`file/recycle?libraryId=${lib}`),
      'PUT file/recycle/restore': forbidden('file/recycle/restore', { libraryId: lib, nodeIds: [trashed.id] }),
      'PUT file/recycle/purge': forbidden('file/recycle/purge', { libraryId: lib, nodeIds: [trashed.id] }),
      'PUT file/recycle/empty': forbidden('file/recycle/empty', { libraryId: lib }),
      'GET file/versions/:libraryId/:nodeId': forbidden(`file/versions/${lib}/${file}`),
      'PUT file/versions/:libraryId/:nodeId/:versionId/restore': forbidden(`file/versions/${lib}/${file}/${versions[1]!.id}/restore`),
      'POST file/upload': [{ url: `file/upload?libraryId=${lib}&parentId=${folder.id}`, multipart: true, expect: 'forbidden' }],
      'GET file/content/:libraryId/:nodeId': [
        ...forbidden(`file/content/${lib}/${file}`),
        ...forbidden(`file/content/${lib}/${file}?disposition=inline&version=1`),
      ],
      'GET file/zip/:libraryId/:nodeId': forbidden(`file/zip/${lib}/${folder.id}`),
      'GET file/pdf/:libraryId/:nodeId': forbidden(`file/pdf/${lib}/${file}`),
      'GET file/preview/:libraryId/:nodeId': forbidden(`file/preview/${lib}/${file}?version=1`),
      'GET search': [...forbidden(`search?libraryId=${lib}&keyword=${encodeURIComponent('机密')}`), ...own(`search?keyword=${encodeURIComponent('机密')}`)],
    };
  });
  afterAll(() => server.close());

  it('has a call in the walk for every library route the server registers', () => {
    const registered = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(40);
    expect(registered).toEqual(Object.keys(table).sort());
  });

  it('refuses a user without a grant on every call, and lets nothing of the library through', async () => {
    for (const [route, calls] of Object.entries(table)) {
      const method = route.split(' ')[0]!;
      for (const call of calls) {
        const url = `${DOC}/${call.url}`;
        let response;
        if (call.multipart) {
          const { body, contentType } = multipart([{ name: 'x.txt', content: 'x' }]);
          response = await server.app.inject({
            method: 'POST',
            url,
            headers: { cookie: `librarium_session=${stranger.cookie('librarium_session')}; librarium_csrf=${stranger.cookie('librarium_csrf')}`, 'x-csrf-token': stranger.cookie('librarium_csrf')!, 'content-type': contentType },
            payload: body,
          });
        } else {
          response = await stranger.request(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : (call.body ?? {}));
        }
        const where = `${route} → ${call.url}`;
        expect(response.body, where).not.toContain('机密');
        if (call.expect === 'forbidden') {
          expect(response.statusCode, where).toBe(403);
          expect(response.json(), where).toEqual({ status: 403, message: '抱歉，您的权限不足！', data: { code: 'FORBIDDEN' } });
        } else {
          expect(response.statusCode, where).toBe(200);
        }
      }
    }
  });

  it('left the library exactly as it was', async () => {
    const library = (await owner.get(`${DOC}/doc_library/by_user?kind=department`)).json().data.content.find((l: { name: string }) => l.name === '机密库');
    expect(library.admins).toEqual([{ account: 'owner', name: '库主' }]);
    const grants = (await owner.get(`${DOC}/common/perm?libraryId=${library.id}`)).json().data;
    expect(grants.map((g: { grantee: { account: string } }) => g.grantee.account)).toEqual(['owner']);
    const root = (await owner.get(`${DOC}/file/list?libraryId=${library.id}`)).json().data.page.content;
    expect(root.map((n: { name: string }) => n.name)).toEqual(['机密文件夹']);
    const recycle = (await owner.get(`${DOC}/file/recycle?libraryId=${library.id}`)).json().data.content;
    expect(recycle.map((n: { name: string }) => n.name)).toEqual(['机密回收']);
  });
});
