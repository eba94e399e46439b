import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_COLLAB, type WikiAccessNotice } from '../../contract/wiki';
import { DOC, createLibrary } from './library-support';
import { DIALECTS, build, createUser, dropSchema, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, appendParagraph, connectEditor, createPage, type Editor, grantLibrary, listen, pageText, paragraphs, twoInstancesSharingRedis, until } from './wiki-support';

function accessNotices(editor: Editor): WikiAccessNotice['access'][] {
  return editor
    .notices()
    .map((payload) => JSON.parse(payload) as WikiAccessNotice)
    .filter((notice) => notice.type === WIKI_COLLAB.accessNotice)
    .map((notice) => notice.access);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe.each(DIALECTS)('a grant change reaching open editors on %s', (dialect) => {
  let server: TestServer;
  let url: string;
  let owner: ApiClient;
  let editor: ApiClient;
  let admin: ApiClient;
  let libraryId: number;
  const editors: Editor[] = [];

  function open(client: ApiClient, pageId: number) {
    const connection = connectEditor(url, client, pageId);
    editors.push(connection);
    return connection;
  }

  /** The owner and chen.jie with the page open and synced, the page holding the owner's first line. */
  async function both(title: string) {
    const page = await createPage(owner, libraryId, title);
    const a = open(owner, page.id);
    const b = open(editor, page.id);
    await Promise.all([a.synced, b.synced]);
    expect(b.scope()).toBe('read-write');
    appendParagraph(b.doc, 'accepted');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'accepted', 5000, 'the first store');
    return { page, a, b };
  }

  /** chen.jie's updates after the change are neither relayed to the owner nor stored. */
  async function refusedAfter(page: { id: number }, a: Editor, b: Editor) {
    appendParagraph(b.doc, 'typed after the change');
    appendParagraph(a.doc, 'owner goes on');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'accepted\nowner goes on', 5000, 'the owner’s change');
    await settle();
    expect(paragraphs(a.doc)).toEqual(['accepted', 'owner goes on']);
    expect(await pageText(owner, libraryId, page.id)).toBe('accepted\nowner goes on');
    // What chen.jie typed stays on their side, to copy out.
    expect(paragraphs(b.doc)).toContain('typed after the change');
  }

  beforeAll(async () => {
    server = await build(dialect, { WIKI_STORE_DEBOUNCE_MS: '100' }, undefined, true);
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    await createUser(server.db, 'chen.jie', { name: '陈杰' });
    await createUser(server.db, 'sun.li', { name: '孙丽', classifyAdmin: true });
    url = await listen(server);
    owner = await server.signIn('wang.fang', 'password-1');
    editor = await server.signIn('chen.jie', 'password-1');
    admin = await server.signIn('sun.li', 'password-1');
    libraryId = (await createLibrary(owner, '权限变更库')).id;
  });
  afterAll(async () => {
    for (const connection of editors) connection.close();
    await server.close();
    if (dialect === 'postgres') await dropSchema(server.state.schema);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('turns an editor read-only the moment the page is restricted to others', async () => {
    await grantLibrary(owner, libraryId, 'chen.jie', 'edit');
    const { page, a, b } = await both('收紧的页');
    const changedAt = Date.now();
    const response = await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, {
      grants: [
        { grantee: { type: 'user', account: 'wang.fang' }, access: 'edit' },
        { grantee: { type: 'user', account: 'chen.jie' }, access: 'read' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    await until(() => accessNotices(b).includes('read'), 1000, 'the read-only notice');
    expect(Date.now() - changedAt).toBeLessThan(1000);
    await refusedAfter(page, a, b);
  });

  it('closes the connection of an editor the page is restricted away from', async () => {
    await grantLibrary(owner, libraryId, 'chen.jie', 'edit');
    const { page, a, b } = await both('关闭的页');
    await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'wang.fang' }, access: 'edit' }] });
    await until(() => accessNotices(b).includes('none'), 1000, 'the no-access notice');
    await refusedAfter(page, a, b);
  });

  it('turns an editor read-only when their library grant is taken away', async () => {
    await grantLibrary(owner, libraryId, 'chen.jie', 'edit');
    const { page, a, b } = await both('库授权撤销');
    const response = await owner.post(`${DOC}/common/perm/remove`, { libraryId, grantees: [{ type: 'user', account: 'chen.jie' }] });
    expect(response.statusCode, response.body).toBe(200);
    await until(() => accessNotices(b).includes('none'), 1000, 'the notice');
    await refusedAfter(page, a, b);
  });

  it('turns an editor read-only when they leave the group their edit grant came from', async () => {
    const group = await admin.post(`${DOC}/manage/groups`, { name: `编辑组${dialect}` });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().data.id as number;
    await admin.put(`${DOC}/manage/groups/${groupId}/members`, { accounts: ['chen.jie'] });
    await owner.post(`${DOC}/common/perm/remove`, { libraryId, grantees: [{ type: 'user', account: 'chen.jie' }] });
    const granted = await owner.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'group', id: groupId }, role: 'edit' }] });
    expect(granted.statusCode, granted.body).toBe(200);
    const { page, a, b } = await both('组成员移除');
    const response = await admin.put(`${DOC}/manage/groups/${groupId}/members`, { accounts: [] });
    expect(response.statusCode, response.body).toBe(200);
    await until(() => accessNotices(b).includes('none'), 1000, 'the notice');
    await refusedAfter(page, a, b);
  });
});

/** Two instances on one database and one Redis: a change made through one reaches sockets on the other. */
describe('a grant change reaching editors on another instance', () => {
  const instances = twoInstancesSharingRedis('revoke', [
    { account: 'wang.fang', name: '王芳' },
    { account: 'chen.jie', name: '陈杰' },
  ]);

  it('turns the editor on the other instance read-only at once and drops what they type next', async () => {
    const [urlOne, urlTwo] = [await listen(instances.first), await listen(instances.second)];
    const owner = await instances.first.signIn('wang.fang', 'password-1');
    const chen = await instances.second.signIn('chen.jie', 'password-1');
    const libraryId = (await createLibrary(owner, '多实例权限')).id;
    await grantLibrary(owner, libraryId, 'chen.jie', 'edit');
    const page = await createPage(owner, libraryId, '跨实例收紧');
    const a = connectEditor(urlOne, owner, page.id);
    const b = connectEditor(urlTwo, chen, page.id);
    instances.editors.push(a, b);
    await Promise.all([a.synced, b.synced]);
    appendParagraph(b.doc, 'accepted');
    await until(() => paragraphs(a.doc).includes('accepted'), 10_000, 'the first change to cross');
    await owner.put(`${WIKI}/${libraryId}/pages/${page.id}/grants`, {
      grants: [
        { grantee: { type: 'user', account: 'wang.fang' }, access: 'edit' },
        { grantee: { type: 'user', account: 'chen.jie' }, access: 'read' },
      ],
    });
    await until(() => accessNotices(b).includes('read'), 1000, 'the read-only notice on the other instance');
    appendParagraph(b.doc, 'typed after the change');
    appendParagraph(a.doc, 'owner goes on');
    await until(async () => (await pageText(owner, libraryId, page.id)) === 'accepted\nowner goes on', 10_000, 'the owner’s change');
    await settle();
    expect(paragraphs(a.doc)).toEqual(['accepted', 'owner goes on']);
    expect(await pageText(owner, libraryId, page.id)).toBe('accepted\nowner goes on');
  });
});
