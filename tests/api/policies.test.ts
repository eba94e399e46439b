import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EffectiveRights } from '../../contract/library';
import type { GrantOverviewRow } from '../../contract/manage-backoffice';
import type { EffectivePageAccess } from '../../contract/wiki';
import { type Actor, actorOfUser } from '../../server/auth/actor';
import { taskPolicy } from '../../server/modules/codecheck/task-policy';
import { taskRepo } from '../../server/modules/codecheck/task-repo';
import { documentRepositories } from '../../server/modules/documents/document-repositories';
import { type LibraryAction, libraryPolicy } from '../../server/modules/library/policy';
import { backOfficePolicy } from '../../server/modules/users/backoffice-policy';
import { type WikiAction, wikiPolicy } from '../../server/modules/wiki/wiki-policy';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC, createLibrary, getRaw, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { TASK } from './support/codecheck';
import { WIKI, createPage, grantLibrary } from './wiki-support';

/**
 * Every policy is asked the questions the API answers, for the same people, and must give the API's
 * answer: the policy is what the server enforces, so the grant overview and the web app's flags that
 * ask it say what a request would meet. The expected tables spell the rules out for a reader.
 */
const PEOPLE = ['owner', 'admin', 'editor', 'reader', 'nobody'] as const;
type Person = (typeof PEOPLE)[number];
/** The library's owner, a classification admin, people granted edit and read, and someone with no grant. */
const ACCOUNT: Record<Person, string> = { owner: 'zhao.owner', admin: 'chen.admin', editor: 'li.editor', reader: 'wang.reader', nobody: 'sun.nobody' };

/** Allowed (200) or refused (403); anything else is a broken question. */
function allowedBy(response: LightMyRequestResponse, what: string): boolean {
  expect([200, 403], `${what}: ${response.body}`).toContain(response.statusCode);
  return response.statusCode === 200;
}

describe.each(DIALECTS)('every policy answers as the API does, on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  const clients = {} as Record<Person, ApiClient>;
  const actors = {} as Record<Person, Actor>;
  let libraryId: number;
  let fileId: number;
  let openPage: number;
  let restrictedPage: number;
  let taskId: number;
  let templateId: number;
  let created = 0;
  const unique = () => `${++created}`;

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    for (const person of PEOPLE) await createUser(server.db, ACCOUNT[person], { classifyAdmin: person === 'admin' });
    for (const person of PEOPLE) {
      clients[person] = await server.signIn(ACCOUNT[person], 'password-1');
      actors[person] = actorOfUser(await server.db.selectFrom('users').selectAll().where('account', '=', ACCOUNT[person]).executeTakeFirstOrThrow());
    }
    const project = await server.db.insertInto('projects').values({ project_id: 'P-POLICY', project_name: '权限项目' }).returning('id').executeTakeFirstOrThrow();
    for (const person of ['owner', 'editor'] as const) await server.db.insertInto('project_members').values({ project_id: project.id, user_id: actors[person].id }).execute();

    const owner = clients.owner;
    libraryId = (await createLibrary(owner, '权限库')).id;
    await grantLibrary(owner, libraryId, ACCOUNT.editor, 'edit');
    // The reader may not download: a read grant downloads only when it says so.
    const readGrant = await owner.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: ACCOUNT.reader }, role: 'read', download: false }] });
    expect(readGrant.statusCode, readGrant.body).toBe(200);
    fileId = (await upload(server, owner, libraryId, null, [{ name: 'spec.txt', content: 'spec' }])).json().data.files[0].node.id;

    // A page open to every reader of the library, and one restricted to the reader alone: their 'edit'
    // grant does not raise them above the library's read, and the editor, not named, does not see it.
    openPage = (await createPage(owner, libraryId, '公开页')).id;
    restrictedPage = (await createPage(owner, libraryId, '受限页')).id;
    const restricted = await owner.put(`${WIKI}/${libraryId}/pages/${restrictedPage}/grants`, { grants: [{ grantee: { type: 'user', account: ACCOUNT.reader }, access: 'edit' }] });
    expect(restricted.statusCode, restricted.body).toBe(200);

    const task = await owner.post(`${TASK}/task`, { nameEn: 'policy_task', nameCn: '权限任务', langs: ['PYTHON'], repoUrl: repo.url, branch: repo.branch, tools: ['PYLINT'], projectId: 'P-POLICY' });
    expect(task.statusCode, task.body).toBe(200);
    taskId = task.json().data.taskId;
    const members = await owner.put(`${TASK}/task/member`, { taskId, admins: [ACCOUNT.owner], users: [ACCOUNT.editor] });
    expect(members.statusCode, members.body).toBe(200);

    const template = await owner.post(`${DOC}/manage/shareTemplate`, { name: '权限模板', grants: [{ grantee: { type: 'user', account: ACCOUNT.reader }, role: 'read' }] });
    expect(template.statusCode, template.body).toBe(200);
    templateId = template.json().data.id;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  /** Asks the policy and the API for every person, checks they agree, and returns the answers for the table. */
  async function compare(ask: (actor: Actor) => Promise<boolean> | boolean, call: (client: ApiClient) => Promise<LightMyRequestResponse>, what: string) {
    const answers = {} as Record<Person, boolean>;
    for (const person of PEOPLE) {
      const policy = await ask(actors[person]);
      const api = allowedBy(await call(clients[person]), `${what} by ${person}`);
      expect(policy, `${what} by ${person}: the policy says ${policy}, the API ${api}`).toBe(api);
      answers[person] = api;
    }
    return answers;
  }

  it('the library policy', async () => {
    const policy = libraryPolicy(documentRepositories(server.db));
    const library = (await documentRepositories(server.db).libraries.findById(libraryId))!;
    const calls: Record<LibraryAction, (client: ApiClient) => Promise<LightMyRequestResponse>> = {
      read: (client) => client.get(`${DOC}/file/list?libraryId=${libraryId}`),
      upload: (client) => client.post(`${DOC}/file/folder`, { libraryId, name: `文件夹${unique()}` }),
      edit: (client) => client.put(`${DOC}/file/rename`, { libraryId, nodeId: fileId, name: 'spec.txt' }),
      download: (client) => getRaw(server, client, `${DOC}/file/content/${libraryId}/${fileId}`),
      admin: (client) => client.get(`${DOC}/common/perm?libraryId=${libraryId}`),
    };
    const table: Record<string, Record<Person, boolean>> = {};
    for (const [action, call] of Object.entries(calls) as [LibraryAction, (typeof calls)[LibraryAction]][]) {
      table[action] = await compare((actor) => policy.can(actor, action, library), call, `library ${action}`);
    }
    expect(table).toEqual({
      read: { owner: true, admin: true, editor: true, reader: true, nobody: false },
      upload: { owner: true, admin: true, editor: true, reader: false, nobody: false },
      edit: { owner: true, admin: true, editor: true, reader: false, nobody: false },
      download: { owner: true, admin: true, editor: true, reader: false, nobody: false },
      admin: { owner: true, admin: true, editor: false, reader: false, nobody: false },
    });
  });

  it('the wiki policy, on the wiki as a whole and on an open and a restricted page', async () => {
    const repos = documentRepositories(server.db);
    const policy = wikiPolicy(repos, libraryPolicy(repos));
    const onWiki: Partial<Record<WikiAction, (client: ApiClient) => Promise<LightMyRequestResponse>>> = {
      read: (client) => client.get(`${WIKI}/${libraryId}/pages`),
      edit: (client) => client.post(`${WIKI}/${libraryId}/pages`, { title: `新页${unique()}` }),
    };
    const onPage = (pageId: number, title: string): Record<WikiAction, (client: ApiClient) => Promise<LightMyRequestResponse>> => ({
      read: (client) => client.get(`${WIKI}/${libraryId}/pages/${pageId}`),
      edit: (client) => client.put(`${WIKI}/${libraryId}/pages/${pageId}/title`, { title }),
      manageGrants: (client) => client.get(`${WIKI}/${libraryId}/pages/${pageId}/grants/effective`),
    });
    const table: Record<string, Record<Person, boolean>> = {};
    for (const [action, call] of Object.entries(onWiki) as [WikiAction, (client: ApiClient) => Promise<LightMyRequestResponse>][]) {
      table[`wiki ${action}`] = await compare((actor) => policy.can(actor, action, { libraryId }), call, `wiki ${action}`);
    }
    for (const [name, pageId, title] of [
      ['open', openPage, '公开页'],
      ['restricted', restrictedPage, '受限页'],
    ] as const) {
      for (const [action, call] of Object.entries(onPage(pageId, title)) as [WikiAction, (client: ApiClient) => Promise<LightMyRequestResponse>][]) {
        table[`${name} ${action}`] = await compare((actor) => policy.can(actor, action, { libraryId, pageId }), call, `${name} page ${action}`);
      }
    }
    expect(table).toEqual({
      'wiki read': { owner: true, admin: true, editor: true, reader: true, nobody: false },
      'wiki edit': { owner: true, admin: true, editor: true, reader: false, nobody: false },
      'open read': { owner: true, admin: true, editor: true, reader: true, nobody: false },
      'open edit': { owner: true, admin: true, editor: true, reader: false, nobody: false },
      'open manageGrants': { owner: true, admin: true, editor: true, reader: false, nobody: false },
      'restricted read': { owner: true, admin: true, editor: false, reader: true, nobody: false },
      'restricted edit': { owner: true, admin: true, editor: false, reader: false, nobody: false },
      'restricted manageGrants': { owner: true, admin: true, editor: false, reader: false, nobody: false },
    });
  });

  it('the task policy, on a task and on its project', async () => {
    const policy = taskPolicy(taskRepo(server.db));
    const task = (await taskRepo(server.db).findById(taskId))!;
    const table = {
      view: await compare((actor) => policy.can(actor, 'view', task), (client) => client.get(`${TASK}/taskId/${taskId}`), 'task view'),
      pipelineSettings: await compare(
        (actor) => policy.can(actor, 'pipelineSettings', task),
        (client) => client.put(`${TASK}/timing`, { taskId, days: [], time: null }),
        'task weekly scan',
      ),
      readRepos: await compare(
        (actor) => policy.can(actor, 'readRepos', { projectCode: 'P-POLICY' }),
        (client) => client.get(`${TASK}/tool/repos/projCode/P-POLICY`),
        'project repositories',
      ),
      createTask: await compare(
        (actor) => policy.can(actor, 'createTask', { projectCode: 'P-POLICY' }),
        (client) => client.post(`${TASK}/task`, { nameEn: `policy_task_${unique()}`, nameCn: '权限任务', langs: ['PYTHON'], repoUrl: repo.url, branch: repo.branch, tools: ['PYLINT'], projectId: 'P-POLICY' }),
        'task in the project',
      ),
    };
    // Tasks know their members and the project its members, not library grants or classification admins.
    expect(table).toEqual({
      view: { owner: true, admin: false, editor: true, reader: false, nobody: false },
      pipelineSettings: { owner: true, admin: false, editor: false, reader: false, nobody: false },
      readRepos: { owner: true, admin: false, editor: true, reader: false, nobody: false },
      createTask: { owner: true, admin: false, editor: true, reader: false, nobody: false },
    });
  });

  it('the explanations the grant editors and the grant overview show say what the policies decide', async () => {
    const repos = documentRepositories(server.db);
    const libraries = libraryPolicy(repos);
    const wiki = wikiPolicy(repos, libraries);
    const library = (await repos.libraries.findById(libraryId))!;
    for (const person of PEOPLE) {
      const actor = actors[person];
      const account = ACCOUNT[person];
      const libraryCan = async (action: LibraryAction) => libraries.can(actor, action, library);

      const effective = (await clients.owner.get(`${DOC}/common/perm/effective?libraryId=${libraryId}&account=${account}`)).json().data as EffectiveRights[];
      for (const right of effective[0]!.rights) expect(right.allowed, `effective ${right.right} of ${person}`).toBe(await libraryCan(right.right));

      const onPage = (await clients.owner.get(`${WIKI}/${libraryId}/pages/${restrictedPage}/grants/effective?account=${account}`)).json().data as EffectivePageAccess[];
      expect(onPage[0]!.access !== null, `restricted page read of ${person}`).toBe(await wiki.can(actor, 'read', { libraryId, pageId: restrictedPage }));
      expect(onPage[0]!.access === 'edit', `restricted page edit of ${person}`).toBe(await wiki.can(actor, 'edit', { libraryId, pageId: restrictedPage }));

      const overview = (await clients.admin.get(`${DOC}/manage/grantOverview?pageNum=1&pageSize=100&libraryId=${libraryId}&account=${account}`)).json().data.content as GrantOverviewRow[];
      const libraryRow = overview.find((row) => row.page === null);
      const flags = libraryRow ? { read: libraryRow.canRead, upload: libraryRow.canUpload, edit: libraryRow.canEdit, download: libraryRow.canDownload, admin: libraryRow.isAdmin } : null;
      const decided = { read: await libraryCan('read'), upload: await libraryCan('upload'), edit: await libraryCan('edit'), download: await libraryCan('download'), admin: await libraryCan('admin') };
      expect(flags ?? { read: false, upload: false, edit: false, download: false, admin: false }, `overview of ${person}`).toEqual(decided);
      const pageRow = overview.find((row) => row.page?.id === restrictedPage);
      expect(Boolean(pageRow), `overview of the restricted page for ${person}`).toBe(await wiki.can(actor, 'read', { libraryId, pageId: restrictedPage }));
      expect(pageRow?.canEdit ?? false, `overview edit of the restricted page for ${person}`).toBe(await wiki.can(actor, 'edit', { libraryId, pageId: restrictedPage }));
    }
  });

  it('the back-office policy, on the back office and on a share template', async () => {
    const template = (await documentRepositories(server.db).shareTemplates.findById(templateId))!;
    const table = {
      administer: await compare((actor) => backOfficePolicy.can(actor, 'administer'), (client) => client.get(`${DOC}/manage/notice`), 'back office'),
      changeTemplate: await compare(
        (actor) => backOfficePolicy.can(actor, 'changeTemplate', template),
        (client) => client.put(`${DOC}/manage/shareTemplate`, { id: templateId, name: '权限模板', grants: [{ grantee: { type: 'user', account: ACCOUNT.reader }, role: 'read' }] }),
        'share template change',
      ),
    };
    expect(table).toEqual({
      administer: { owner: false, admin: true, editor: false, reader: false, nobody: false },
      changeTemplate: { owner: true, admin: true, editor: false, reader: false, nobody: false },
    });
  });
});
