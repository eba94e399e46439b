import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import type { KindSetting, NotificationItem } from '../../contract/notifications';
import { WIKI_COLLAB } from '../../contract/wiki';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { createFolder, createLibrary, DOC, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';
import { appendParagraph, connectEditor, createPage, grantLibrary, listen, pageText, until, WIKI } from './wiki-support';

const NOTIFY = `${DOC}/notifications`;

interface Page<T> {
  totalElements: number;
  content: T[];
}

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let chen: ApiClient;
  let library: number;
  let folder: number;
  let file: number;

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const inbox = (client: ApiClient, query = '') => ok<Page<NotificationItem>>(client.get(`${NOTIFY}?pageSize=50${query}`));
  const unread = async (client: ApiClient) => (await ok<{ count: number }>(client.get(`${NOTIFY}/unread`))).count;

  beforeAll(async () => {
    server = await build(dialect, { REPO_ALLOWED_HOSTS: '127.0.0.1', WIKI_STORE_DEBOUNCE_MS: '100', WIKI_QUIET_SECONDS: '1' });
    for (const [account, name] of [['zhao.lei', '赵磊'], ['li.na', '李娜'], ['wang.fang', '王芳'], ['chen.jie', '陈杰']]) await createUser(server.db, account!, { name });
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
    library = (await createLibrary(zhao, '设计文档')).id;
    await grantLibrary(zhao, library, 'li.na', 'read');
    await grantLibrary(zhao, library, 'wang.fang', 'read');
    folder = (await createFolder(zhao, library, '评审')).id;
    file = (await upload(server, zhao, library, folder, [{ name: '季度评审.txt', content: '第一版' }])).json().data.files[0].node.id;
  }, 60_000);
  afterAll(() => server.close());

  it('tells a person a library grant gave them, not the one who granted it, and only the first time', async () => {
    await grantLibrary(zhao, library, 'chen.jie', 'read');
    const [told] = (await inbox(chen)).content;
    expect(told).toMatchObject({ kind: 'grant.received', actorName: '赵磊', subjectType: 'library', subjectId: library, title: '设计文档', link: `/doc/lib/${library}`, readAt: null });
    await grantLibrary(zhao, library, 'chen.jie', 'edit');
    expect((await inbox(chen)).totalElements).toBe(1);
    expect(await unread(zhao)).toBe(0);
  });

  it('tells the followers of a library, a folder and a file of a new version, a rename, a move and a deletion; never the actor', async () => {
    await ok(li.put(`${DOC}/doc_library/follow/${library}/1`));
    await ok(wang.put(`${DOC}/knowledge/follow/${file}?kind=file&follow=1`));
    await ok(chen.put(`${DOC}/knowledge/follow/${folder}?kind=folder&follow=1`));
    await ok(zhao.put(`${DOC}/doc_library/follow/${library}/1`));
    const beforeChen = (await inbox(chen)).totalElements;

    expect((await upload(server, zhao, library, folder, [{ name: '季度评审.txt', content: '第二版' }])).json().data.files[0].result).toBe('version');
    for (const client of [li, wang, chen]) {
      const [latest] = (await inbox(client)).content;
      expect(latest).toMatchObject({ kind: 'followed.changed', change: 'version', actorName: '赵磊', subjectType: 'file', subjectId: file, title: '季度评审.txt', context: '设计文档' });
      expect(latest!.link).toBe(`/overview?kind=file&libraryId=${library}&id=${file}`);
    }
    expect(await unread(zhao)).toBe(0);

    await ok(zhao.put(`${DOC}/file/rename`, { libraryId: library, nodeId: file, name: '年度评审.txt' }));
    expect((await inbox(wang)).content[0]).toMatchObject({ change: 'rename', title: '年度评审.txt' });
    const elsewhere = (await createFolder(zhao, library, '归档')).id;
    await ok(zhao.put(`${DOC}/file/move`, { libraryId: library, nodeIds: [file], targetId: elsewhere }));
    expect((await inbox(wang)).content[0]).toMatchObject({ change: 'move', subjectId: file });
    // The file left the folder chen follows: the move itself is the last he hears of it.
    expect((await inbox(chen)).content[0]).toMatchObject({ change: 'move' });
    await ok(zhao.put(`${DOC}/file/delete`, { libraryId: library, nodeIds: [file] }));
    expect((await inbox(wang)).content[0]).toMatchObject({ change: 'delete', title: '年度评审.txt', link: `/doc/lib/${library}/recycle` });
    expect((await inbox(li, '&kind=followed.changed')).content.map((item) => item.change)).toEqual(['delete', 'move', 'rename', 'version']);
    // The file went out of the folder chen follows: he heard of its version, its rename and its move, not its deletion.
    expect((await inbox(chen)).totalElements).toBe(beforeChen + 3);
    expect(await unread(zhao)).toBe(0);
  });

  it('tells nobody who lost read access to the library', async () => {
    const other = (await upload(server, zhao, library, folder, [{ name: '纪要.txt', content: '一' }])).json().data.files[0].node.id;
    const before = (await inbox(li)).totalElements;
    await ok(zhao.post(`${DOC}/common/perm/remove`, { libraryId: library, grantees: [{ type: 'user', account: 'li.na' }] }));
    await ok(zhao.put(`${DOC}/file/rename`, { libraryId: library, nodeId: other, name: '会议纪要.txt' }));
    expect((await inbox(li)).totalElements).toBe(before);
    expect((await inbox(chen)).content[0]).toMatchObject({ kind: 'followed.changed', change: 'rename', subjectId: other });
  });

  it('keeps a kind out of the inbox when its setting says so', async () => {
    const settings = await ok<KindSetting[]>(wang.get(`${NOTIFY}/settings`));
    expect(settings.find((setting) => setting.kind === 'followed.changed')).toEqual({ kind: 'followed.changed', inbox: true, email: 'off' });
    const changed = await ok<KindSetting[]>(wang.put(`${NOTIFY}/settings`, { settings: [{ kind: 'followed.changed', inbox: false, email: 'daily' }] }));
    expect(changed.find((setting) => setting.kind === 'followed.changed')).toEqual({ kind: 'followed.changed', inbox: false, email: 'daily' });
    expect(changed).toHaveLength(7);
    const other = (await upload(server, zhao, library, folder, [{ name: '计划.txt', content: '一' }])).json().data.files[0].node.id;
    await ok(wang.put(`${DOC}/knowledge/follow/${other}?kind=file&follow=1`));
    const before = (await inbox(wang)).totalElements;
    await ok(zhao.put(`${DOC}/file/rename`, { libraryId: library, nodeId: other, name: '新计划.txt' }));
    expect((await inbox(wang)).totalElements).toBe(before);
    const refused = await wang.put(`${NOTIFY}/settings`, { settings: [{ kind: 'nonsense', inbox: true, email: 'off' }] });
    expect(refused.statusCode).toBe(400);
  });

  it('marks one and all read, filters unread and by kind, and keeps one person from another’s notifications', async () => {
    const all = await inbox(li);
    const count = await unread(li);
    expect(count).toBe(all.content.filter((item) => item.readAt === null).length);
    const first = all.content[0]!;
    expect(await ok<{ count: number }>(li.put(`${NOTIFY}/${first.id}/read`))).toEqual({ count: count - 1 });
    expect((await inbox(li, '&unread=1')).content.map((item) => item.id)).not.toContain(first.id);
    expect((await inbox(li, '&kind=grant.received')).content.every((item) => item.kind === 'grant.received')).toBe(true);
    expect((await wang.put(`${NOTIFY}/${first.id}/read`)).statusCode).toBe(404);
    expect((await li.put(`${NOTIFY}/999999/read`)).statusCode).toBe(404);
    expect((await li.get(`${NOTIFY}?unread=maybe`)).statusCode).toBe(400);
    expect(await ok<{ count: number }>(li.put(`${NOTIFY}/read`))).toEqual({ count: 0 });
    expect(await unread(li)).toBe(0);
  });

  it('streams the unread count as server-sent events over a real connection, uncompressed, and pushes each change', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    const events: number[] = [];
    let headers: http.IncomingHttpHeaders = {};
    const request = http.get(
      { host: '127.0.0.1', port, path: `${NOTIFY}/stream`, headers: { cookie: `${COOKIE.session}=${chen.cookie(COOKIE.session)}`, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } },
      (response) => {
        headers = response.headers;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (/^event: unread$/m.test(block) && data) events.push((JSON.parse(data) as { count: number }).count);
          }
        });
      },
    );
    try {
      const start = await unread(chen);
      await until(() => events.length === 1, 5000, 'the first count');
      expect(events[0]).toBe(start);
      expect(headers['content-type']).toMatch(/^text\/event-stream/);
      expect(headers['content-encoding']).toBeUndefined();

      const sent = Date.now();
      await ok(zhao.put(`${DOC}/file/rename`, { libraryId: library, nodeId: folder, name: '评审记录' }));
      await until(() => events.length === 2, 5000, 'the pushed count');
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(events[1]).toBe(start + 1);
      await ok(chen.put(`${NOTIFY}/read`));
      await until(() => events.at(-1) === 0, 5000, 'the count after reading');
    } finally {
      request.destroy();
    }
  });

  it('refuses the stream without a session, and to a reader that does not ask for an event stream', async () => {
    expect((await server.client().get(`${NOTIFY}/stream`, { accept: 'text/event-stream' })).statusCode).toBe(401);
    const refused = await chen.get(`${NOTIFY}/stream`, { accept: 'application/json' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400 });
  });

  describe('wiki pages and libraries', () => {
    let sun: ApiClient;
    let zhou: ApiClient;
    let wu: ApiClient;
    let wikiLibrary: number;
    const pages = () => `${WIKI}/${wikiLibrary}/pages`;
    const changes = async (client: ApiClient) => (await inbox(client, '&kind=followed.changed')).content.filter((item) => item.subjectType === 'wiki');

    beforeAll(async () => {
      for (const [account, name] of [['sun.li', '孙丽'], ['zhou.min', '周敏'], ['wu.gang', '吴刚']]) await createUser(server.db, account!, { name });
      sun = await server.signIn('sun.li', 'password-1');
      zhou = await server.signIn('zhou.min', 'password-1');
      wu = await server.signIn('wu.gang', 'password-1');
      wikiLibrary = (await createLibrary(zhao, '运维知识')).id;
      for (const account of ['sun.li', 'zhou.min', 'wu.gang']) await grantLibrary(zhao, wikiLibrary, account, 'read');
    });

    it('tells a page’s followers and its library’s of each new version, rename, move to another parent and delete, linking to the page or the bin', async () => {
      const manual = await createPage(zhao, wikiLibrary, '部署手册');
      const rollback = await createPage(zhao, wikiLibrary, '回滚步骤', manual.id);
      const appendix = await createPage(zhao, wikiLibrary, '附录', manual.id);
      await ok(sun.put(`${DOC}/knowledge/follow/${manual.id}?kind=wiki&follow=1`));
      await ok(wu.put(`${DOC}/knowledge/follow/${rollback.id}?kind=wiki&follow=1`));
      await ok(wu.put(`${DOC}/knowledge/follow/${appendix.id}?kind=wiki&follow=1`));
      await ok(zhou.put(`${DOC}/doc_library/follow/${wikiLibrary}/1`));

      await ok(zhao.post(`${pages()}/${manual.id}/versions`, { name: '初稿' }));
      for (const client of [sun, zhou]) {
        expect((await changes(client))[0]).toMatchObject({
          kind: 'followed.changed',
          change: 'version',
          actorName: '赵磊',
          subjectType: 'wiki',
          subjectId: manual.id,
          title: '部署手册',
          context: '运维知识',
          link: `/doc/lib/${wikiLibrary}/wiki/list/${manual.id}`,
        });
      }
      // wu follows pages below it, not the page itself.
      expect(await changes(wu)).toHaveLength(0);

      await ok(zhao.put(`${pages()}/${manual.id}/title`, { title: '上线手册' }));
      expect((await changes(sun))[0]).toMatchObject({ change: 'rename', title: '上线手册' });
      // The same title again is no rename.
      await ok(zhao.put(`${pages()}/${manual.id}/title`, { title: '上线手册' }));
      expect((await changes(sun)).filter((item) => item.change === 'rename')).toHaveLength(1);

      await ok(zhao.put(`${pages()}/${rollback.id}/move`, { parentId: null, position: 0 }));
      expect((await changes(wu))[0]).toMatchObject({ change: 'move', subjectId: rollback.id, title: '回滚步骤' });
      // A new place among the same siblings is no move.
      await ok(zhao.put(`${pages()}/${rollback.id}/move`, { parentId: null, position: 1 }));
      expect((await changes(wu)).filter((item) => item.change === 'move')).toHaveLength(1);

      // Deleting a page tells the followers of the pages that went to the bin with it too.
      await ok(zhao.delete(`${pages()}/${manual.id}`));
      for (const client of [sun, zhou, wu]) {
        expect((await changes(client))[0]).toMatchObject({ change: 'delete', subjectId: manual.id, title: '上线手册', link: `/doc/lib/${wikiLibrary}/recycle` });
      }
      expect((await changes(sun)).map((item) => item.change)).toEqual(['delete', 'rename', 'version']);
      expect((await changes(zhou)).map((item) => [item.change, item.subjectId])).toEqual([
        ['delete', manual.id],
        ['move', rollback.id],
        ['rename', manual.id],
        ['version', manual.id],
      ]);
      expect(await unread(zhao)).toBe(0);
    });

    it('tells of one version per pause in live editing, not per keystroke, by its last author', async () => {
      const page = await createPage(zhao, wikiLibrary, '值班表');
      await ok(sun.put(`${DOC}/knowledge/follow/${page.id}?kind=wiki&follow=1`));
      const versionsOf = async () => (await changes(sun)).filter((item) => item.subjectId === page.id && item.change === 'version');
      // The event stream's test may have the server listening already.
      const url = server.app.server.listening
        ? `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${server.config.apiPrefix}${WIKI_COLLAB.path}`
        : await listen(server);
      const editor = connectEditor(url, zhao, page.id);
      try {
        await editor.synced;
        for (const word of ['周一', '周二', '周三']) appendParagraph(editor.doc, word);
        await until(async () => (await pageText(zhao, wikiLibrary, page.id)) === '周一\n周二\n周三', 10_000, 'the store');
        // Editing paused: the edits get their version.
        await until(async () => (await versionsOf()).length === 1, 10_000, 'the automatic version');
        appendParagraph(editor.doc, '周四');
        await until(async () => (await versionsOf()).length === 2, 10_000, 'the next automatic version');
      } finally {
        editor.close();
      }
      const versions = (await ok<Page<{ kind: string }>>(zhao.get(`${pages()}/${page.id}/versions`))).content;
      expect(versions.map((version) => version.kind)).toEqual(['auto', 'auto']);
      expect((await versionsOf())[0]).toMatchObject({ actorName: '赵磊', title: '值班表', context: '运维知识' });
    });

    it('tells only those the page’s grants let read it, of a change and of its delete', async () => {
      const secret = await createPage(zhao, wikiLibrary, '机房密码');
      await ok(zhao.put(`${pages()}/${secret.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'zhou.min' }, access: 'read' }] }));
      await ok(sun.put(`${DOC}/doc_library/follow/${wikiLibrary}/1`));
      const told = async (client: ApiClient) => (await changes(client)).filter((item) => item.subjectId === secret.id).map((item) => item.change);
      await ok(zhao.post(`${pages()}/${secret.id}/versions`, { name: '首版' }));
      await ok(zhao.delete(`${pages()}/${secret.id}`));
      expect(await told(zhou)).toEqual(['delete', 'version']);
      expect(await told(sun)).toEqual([]);
    });

    it('tells a library’s followers of its new name and of its delete', async () => {
      const settings = await ok<{ name: string }>(zhao.put(`${DOC}/doc_library`, { id: wikiLibrary, name: '运维手册库' }));
      expect(settings.name).toBe('运维手册库');
      const libraryChanges = async (client: ApiClient) => (await inbox(client, '&kind=followed.changed')).content.filter((item) => item.subjectType === 'library');
      expect((await libraryChanges(zhou))[0]).toMatchObject({ change: 'rename', actorName: '赵磊', subjectId: wikiLibrary, title: '运维手册库', link: `/doc/lib/${wikiLibrary}` });
      // Other settings are no rename.
      await ok(zhao.put(`${DOC}/doc_library`, { id: wikiLibrary, description: '值班与上线' }));
      expect(await libraryChanges(zhou)).toHaveLength(1);
      // Someone who follows it but can no longer read it is not told.
      await ok(wu.put(`${DOC}/doc_library/follow/${wikiLibrary}/1`));
      await ok(zhao.post(`${DOC}/common/perm/remove`, { libraryId: wikiLibrary, grantees: [{ type: 'user', account: 'wu.gang' }] }));
      await ok(zhao.put(`${DOC}/doc_library/del/${wikiLibrary}`));
      for (const client of [zhou, sun]) expect((await libraryChanges(client))[0]).toMatchObject({ change: 'delete', title: '运维手册库', link: '/doc' });
      expect(await libraryChanges(wu)).toHaveLength(0);
      expect(await unread(zhao)).toBe(0);
    });
  });

  describe('code check', () => {
    let repo: FixtureRepo;
    let taskId: number;

    beforeAll(async () => {
      repo = await makeFixtureRepo();
      const created = await wang.post(`${TASK}/task`, { nameEn: `notify_${dialect}`, nameCn: '通知任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] });
      taskId = created.json().data.taskId;
      expect((await wang.put(`${TASK}/task/member`, { taskId, admins: ['wang.fang'], users: ['li.na'] })).statusCode).toBe(200);
    }, 60_000);
    afterAll(() => removeFixtureRepo(repo));

    it("tells the task's members, the one who started it included, that its scan finished and its gate failed; nobody else", async () => {
      expect((await wang.put(`${TASK}/task`, { taskId, newDefectTime: 0 })).statusCode).toBe(200);
      expect((await wang.put(`${TASK}/qualityGate`, { taskId, enabled: true, conditions: [{ metric: 'newDefects', toolName: null, operator: 'gt', threshold: 0 }] })).statusCode).toBe(200);
      expect((await wang.post(`${TASK}/execute`, { taskId })).statusCode).toBe(200);
      expect((await waitForBuild(wang, taskId)).gate.status).toBe('failed');
      for (const client of [wang, li]) {
        await until(async () => (await inbox(client, '&kind=gate.failed')).totalElements === 1, 10_000, 'gate.failed');
        const [finished] = (await inbox(client, '&kind=scan.finished')).content;
        expect(finished).toMatchObject({ subjectType: 'task', subjectId: taskId, title: '通知任务', link: `/codecc/task/${taskId}/overview` });
      }
      expect((await inbox(zhao, '&kind=scan.finished')).totalElements).toBe(0);
    }, 150_000);

    it('tells the person defects were handed to, unless they handed them to themselves', async () => {
      const [first, second] = (await lintList(wang, taskId, 'ESLINT')).lintList.content;
      expect((await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [first.id], handler: 'li.na' })).statusCode).toBe(200);
      const [assigned] = (await inbox(li, '&kind=defect.assigned')).content;
      expect(assigned).toMatchObject({ kind: 'defect.assigned', actorName: '王芳', subjectType: 'task', subjectId: taskId, context: 'ESLINT × 1' });
      expect((await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [second?.id ?? first.id], handler: 'wang.fang' })).statusCode).toBe(200);
      expect((await inbox(wang, '&kind=defect.assigned')).totalElements).toBe(0);
    });
  });
});
