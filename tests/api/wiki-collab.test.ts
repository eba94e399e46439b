import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WIKI_COLLAB } from '../../contract/wiki';
import { createLibrary } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, appendParagraph, connectEditor, createPage, type Editor, grantLibrary, listen, pageText, paragraphs, until } from './wiki-support';

describe.each(DIALECTS)('live editing of wiki pages on %s', (dialect) => {
  let server: TestServer;
  let url: string;
  let owner: ApiClient;
  let editor: ApiClient;
  let reader: ApiClient;
  let outsider: ApiClient;
  let libraryId: number;
  const editors: Editor[] = [];

  function open(client: ApiClient | null, pageId: number) {
    const connection = connectEditor(url, client, pageId);
    editors.push(connection);
    return connection;
  }

  async function start(reuse?: TestServer) {
    server = await build(dialect, { WIKI_STORE_DEBOUNCE_MS: '100', WIKI_QUIET_SECONDS: '1' }, reuse?.state, true);
    url = await listen(server);
    owner = await server.signIn('wang.fang', 'password-1');
    editor = await server.signIn('chen.jie', 'password-1');
    reader = await server.signIn('li.na', 'password-1');
    outsider = await server.signIn('zhou.yu', 'password-1');
  }

  beforeAll(async () => {
    server = await build(dialect, {}, undefined, true);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'chen.jie', { name: '陈杰' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'zhou.yu', { name: '周宇' });
    const first = await server.signIn('wang.fang', 'password-1');
    libraryId = (await createLibrary(first, '协作库')).id;
    await grantLibrary(first, libraryId, 'chen.jie', 'edit');
    await grantLibrary(first, libraryId, 'li.na', 'read');
    await server.close();
    await start(server);
  });
  afterAll(async () => {
    for (const connection of editors) connection.close();
    await server.close();
    const { dropSchema } = await import('./support/build');
    if (dialect === 'postgres') await dropSchema(server.state.schema);
    (await import('node:fs')).rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('carries one editor’s change to another and stores it for reading and search', async () => {
    const page = await createPage(owner, libraryId, '会议纪要');
    const a = open(owner, page.id);
    const b = open(editor, page.id);
    await Promise.all([a.synced, b.synced]);
    expect(a.scope()).toBe('read-write');
    appendParagraph(a.doc, '评审会定于周五');
    await until(() => paragraphs(b.doc).includes('评审会定于周五'), 5000, 'the change to reach the second editor');
    appendParagraph(b.doc, 'Second line');
    await until(() => paragraphs(a.doc).length === 2, 5000, 'the reply');
    await until(async () => (await pageText(owner, libraryId, page.id)) === '评审会定于周五\nSecond line', 5000, 'the store');
    const hits = await owner.get(`${WIKI}/${libraryId}/search?keyword=${encodeURIComponent('评审')}`);
    expect(hits.json().data.content.map((hit: { page: { id: number }; snippet: string }) => [hit.page.id, hit.snippet])).toEqual([[page.id, '<mark>评审</mark>会定于周五 Second line']]);
  });

  it('connects a reader read-only and drops their updates', async () => {
    const page = await createPage(owner, libraryId, '只读协作');
    const writer = open(owner, page.id);
    await writer.synced;
    appendParagraph(writer.doc, 'original');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'original', 5000, 'the first store');
    const viewer = open(reader, page.id);
    await viewer.synced;
    expect(viewer.scope()).toBe('readonly');
    appendParagraph(viewer.doc, 'forged by a reader');
    appendParagraph(writer.doc, 'after');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'original\nafter', 5000, 'the writer’s change');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pageText(owner, libraryId, page.id)).toBe('original\nafter');
    expect(paragraphs(writer.doc)).toEqual(['original', 'after']);
  });

  it('refuses people without access to the page, and sockets without a session', async () => {
    const page = await createPage(owner, libraryId, '限制页');
    await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'wang.fang' }, access: 'edit' }] });
    const excluded = open(editor, page.id);
    await until(() => excluded.refusal() !== null, 5000, 'the refusal');
    expect(excluded.refusal()).toBe(WIKI_COLLAB.refusals.noAccess);
    const stranger = open(outsider, page.id);
    await until(() => stranger.refusal() !== null, 5000, 'the outsider refusal');
    // Without a session the upgrade itself is refused, and the server lets go of the connection.
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => reject(new Error('an anonymous socket was accepted')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });

  it('versions a page when editing pauses, diffs and restores a version every editor receives', async () => {
    const page = await createPage(owner, libraryId, '版本页');
    const a = open(owner, page.id);
    await a.synced;
    appendParagraph(a.doc, 'first draft of the plan');
    await until(async () => (await pageText(owner, libraryId, page.id)) !== '', 5000, 'the store');
    const named = await owner.post(`${WIKI}/${libraryId}/pages/${page.id}/versions`, { name: '初稿' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({ number: 1, name: '初稿', kind: 'named', authors: [{ account: 'wang.fang', name: '王芳' }] });
    const b = open(editor, page.id);
    await b.synced;
    appendParagraph(b.doc, 'second thoughts');
    await until(() => paragraphs(a.doc).length === 2, 5000, 'the edit');
    // The quiet period (1 s here) passes: the sweep takes an automatic version by the editor.
    await until(async () => (await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions`)).json().data.totalElements === 2, 10_000, 'the automatic version');
    const versions = (await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions`)).json().data.content;
    expect(versions[0]).toMatchObject({ number: 2, kind: 'auto', authors: [{ account: 'chen.jie', name: '陈杰' }] });
    const diff = await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/diff?from=${versions[1].id}&to=${versions[0].id}`);
    const compared = diff.json().data as { inserted: number; deleted: number; parts: { type: string; value: string }[] };
    expect(compared).toMatchObject({ inserted: 2, deleted: 0 });
    expect(compared.parts.filter((part) => part.type !== 'insert').map((part) => part.value).join('')).toBe('first draft of the plan');
    expect(compared.parts.filter((part) => part.type === 'insert').map((part) => part.value.trim())).toEqual(['second thoughts']);
    const restored = await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/versions/${versions[1].id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ number: 3, kind: 'restore', restoredFrom: 1 });
    await until(() => paragraphs(a.doc).join('|') === 'first draft of the plan' && paragraphs(b.doc).join('|') === 'first draft of the plan', 5000, 'the restore to reach both editors');
    expect(await pageText(owner, libraryId, page.id)).toBe('first draft of the plan');
    const version = await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions/${versions[0].id}`);
    expect(version.json().data.text).toBe('first draft of the plan\nsecond thoughts');
    expect(version.json().data.content.content[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'second thoughts' }] });
  });

  it('keeps a page across a server restart', async () => {
    const page = await createPage(owner, libraryId, '重启页');
    const a = open(owner, page.id);
    await a.synced;
    appendParagraph(a.doc, 'survives restarts');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'survives restarts', 5000, 'the store');
    // Every editor leaves before the restart, as browsers would lose the socket.
    for (const connection of editors.splice(0)) connection.close();
    await server.close();
    await start(server);
    expect(await pageText(owner, libraryId, page.id)).toBe('survives restarts');
    const again = open(editor, page.id);
    await again.synced;
    expect(paragraphs(again.doc)).toEqual(['survives restarts']);
  });
});
