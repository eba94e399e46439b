import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CommentItem, CommentList, CommentThread } from '../../contract/comments';
import type { NotificationItem } from '../../contract/notifications';
import { WIKI_COLLAB } from '../../contract/wiki';
import { createFolder, createLibrary, DOC, upload } from './library-support';
import { build, createUser, DIALECTS, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { appendParagraph, connectEditor, createPage, type Editor, grantLibrary, listen, pageText, until, WIKI } from './wiki-support';

const COMMENTS = `${DOC}/comments`;

interface Page<T> {
  totalElements: number;
  content: T[];
}

const positionOf = (text: Y.XmlText, index: number) => Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, index))).toString('base64');
const firstText = (doc: Y.Doc) => ((doc.getXmlFragment(WIKI_COLLAB.fragment).get(0) as Y.XmlElement).get(0) as Y.XmlText);

describe.each(DIALECTS)('comments on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let chen: ApiClient;
  let ids: Record<string, number>;
  let library: number;
  let file: number;
  let folder: number;
  let clientCounter = 0;
  const editors: Editor[] = [];

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const refused = async (response: Promise<{ statusCode: number; body: string; json(): { message: string; data: unknown } }>, status: number) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json();
  };
  const clientId = () => `client-${dialect}-${++clientCounter}-${Date.now()}`;
  const threads = (client: ApiClient, type: string, id: number, lib = library) => ok<CommentList>(client.get(`${COMMENTS}?type=${type}&libraryId=${lib}&id=${id}`));
  const comment = (client: ApiClient, body: Record<string, unknown>) => client.post(COMMENTS, { clientId: clientId(), ...body });
  const inbox = async (client: ApiClient) => (await ok<Page<NotificationItem>>(client.get(`${DOC}/notifications?pageSize=50`))).content;
  const accounts: Record<string, string> = { 赵磊: 'zhao.lei', 李娜: 'li.na', 王芳: 'wang.fang', 陈杰: 'chen.jie' };
  const mention = (name: string) => `@[${name}](user:${accounts[name]})`;

  beforeAll(async () => {
    server = await build(dialect);
    ids = {};
    for (const [account, name] of [['zhao.lei', '赵磊'], ['li.na', '李娜'], ['wang.fang', '王芳'], ['chen.jie', '陈杰']]) ids[name!] = await createUser(server.db, account!, { name });
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
    library = (await createLibrary(zhao, '产品设计')).id;
    await grantLibrary(zhao, library, 'li.na', 'read');
    await grantLibrary(zhao, library, 'wang.fang', 'edit');
    folder = (await createFolder(zhao, library, '评审')).id;
    file = (await upload(server, zhao, library, folder, [{ name: '方案.txt', content: '第一版' }])).json().data.files[0].node.id;
  }, 60_000);
  afterAll(async () => {
    for (const editor of editors) editor.close();
    await server.close();
  });

  it('keeps threads with replies on a file, and a reader may comment; someone who cannot read the library may not', async () => {
    const first = await ok<CommentItem>(comment(li, { subject: { type: 'file', libraryId: library, id: file }, body: '第二节的数字对吗？' }));
    expect(first).toMatchObject({ threadId: null, author: { account: 'li.na', name: '李娜' }, body: '第二节的数字对吗？', deleted: false, canEdit: true, canDelete: true });
    const reply = await ok<CommentItem>(comment(zhao, { subject: { type: 'file', libraryId: library, id: file }, threadId: first.id, body: '已更正' }));
    expect(reply.threadId).toBe(first.id);
    const list = await threads(wang, 'file', file);
    expect(list.canComment).toBe(true);
    expect(list.who).toBe('readers');
    expect(list.canSetRule).toBe(false);
    expect((await threads(zhao, 'file', file)).canSetRule).toBe(true);
    expect(list.threads).toHaveLength(1);
    expect(list.threads[0]).toMatchObject({ id: first.id, canEdit: false, canDelete: false, resolvedAt: null, anchor: null });
    expect(list.threads[0]!.replies.map((item) => item.body)).toEqual(['已更正']);

    await refused(chen.get(`${COMMENTS}?type=file&libraryId=${library}&id=${file}`), 403);
    await refused(comment(chen, { subject: { type: 'file', libraryId: library, id: file }, body: '路过' }), 403);
    // A file of the library named as a folder, or another library's id: not found.
    await refused(zhao.get(`${COMMENTS}?type=folder&libraryId=${library}&id=${file}`), 404);
    await refused(zhao.get(`${COMMENTS}?type=file&libraryId=${library}&id=${folder}`), 404);
    // A reply to a thread of another item.
    await refused(comment(zhao, { subject: { type: 'folder', libraryId: library, id: folder }, threadId: first.id, body: '错位' }), 400);
    // An anchor on a file.
    await refused(comment(zhao, { subject: { type: 'file', libraryId: library, id: file }, body: '锚', anchor: { start: 'AAAA', end: 'AAAA', quote: '一' } }), 400);
    await refused(comment(zhao, { subject: { type: 'file', libraryId: library, id: file }, body: '   ' }), 400);
  });

  it('takes comments from an access token with `write`; one with `read` only reads them', async () => {
    const make = async (scopes: string[]) => (await ok<{ token: string }>(li.post('/api/erp/token', { name: `comments-${scopes.join('-')}`, scopes, expiresAt: null }))).token;
    const reader = await make(['read']);
    const writer = await make(['read', 'write']);
    const script = server.client();
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await script.get(`${COMMENTS}?type=file&libraryId=${library}&id=${file}`, bearer(reader))).statusCode).toBe(200);
    const body = { subject: { type: 'file', libraryId: library, id: file }, body: '从流水线评论', clientId: clientId() };
    expect((await script.post(COMMENTS, body, bearer(reader))).statusCode).toBe(403);
    const made = await script.post(COMMENTS, body, bearer(writer));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.author.account).toBe('li.na');
  });

  it('makes one comment however often the same client id is sent', async () => {
    const id = clientId();
    const body = { subject: { type: 'folder', libraryId: library, id: folder }, body: '离线时写的', clientId: id };
    const [a, b] = await Promise.all([ok<CommentItem>(li.post(COMMENTS, body)), ok<CommentItem>(li.post(COMMENTS, body))]);
    const c = await ok<CommentItem>(li.post(COMMENTS, body));
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(c.clientId).toBe(id);
    expect((await threads(li, 'folder', folder)).threads.filter((thread) => thread.body === '离线时写的')).toHaveLength(1);
    // Another person's same client id is their own comment.
    const other = await ok<CommentItem>(wang.post(COMMENTS, body));
    expect(other.id).not.toBe(a.id);
  });

  it('lets only the author edit and the author or a library admin delete', async () => {
    const mine = await ok<CommentItem>(comment(li, { subject: { type: 'file', libraryId: library, id: file }, body: '初稿' }));
    await refused(wang.put(`${COMMENTS}/${mine.id}`, { body: '改别人的' }), 403);
    await refused(zhao.put(`${COMMENTS}/${mine.id}`, { body: '管理员也不能改' }), 403);
    const edited = await ok<CommentItem>(li.put(`${COMMENTS}/${mine.id}`, { body: '改好的' }));
    expect(edited.body).toBe('改好的');
    expect(edited.editedAt).not.toBeNull();
    await refused(wang.delete(`${COMMENTS}/${mine.id}`), 403);
    await ok(li.delete(`${COMMENTS}/${mine.id}`));
    expect((await threads(li, 'file', file)).threads.some((thread) => thread.id === mine.id)).toBe(false);
    await refused(li.put(`${COMMENTS}/${mine.id}`, { body: '复活' }), 409);

    const hers = await ok<CommentItem>(comment(wang, { subject: { type: 'file', libraryId: library, id: file }, body: '要删的' }));
    const answer = await ok<CommentItem>(comment(li, { subject: { type: 'file', libraryId: library, id: file }, threadId: hers.id, body: '回复留着' }));
    expect((await threads(zhao, 'file', file)).threads.find((thread) => thread.id === hers.id)!.canDelete).toBe(true);
    await ok(zhao.delete(`${COMMENTS}/${hers.id}`));
    // The first comment is gone, its thread stays for the reply.
    const kept = (await threads(li, 'file', file)).threads.find((thread) => thread.id === hers.id)!;
    expect(kept).toMatchObject({ deleted: true, body: '', canDelete: false });
    expect(kept.replies.map((item) => item.id)).toEqual([answer.id]);
    await refused(li.delete(`${COMMENTS}/999999`), 404);
  });

  it('resolves and reopens a thread, and counts comments and open threads per item', async () => {
    const thread = await ok<CommentItem>(comment(wang, { subject: { type: 'folder', libraryId: library, id: folder }, body: '目录结构要调整' }));
    const resolved = await ok<CommentThread>(li.put(`${COMMENTS}/${thread.id}/resolved`, { resolved: true }));
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.resolvedBy).toMatchObject({ account: 'li.na' });
    const counts = await ok<{ id: number; comments: number; open: number }[]>(li.get(`${COMMENTS}/counts?type=folder&libraryId=${library}&ids=${folder},999999`));
    const before = counts.find((count) => count.id === folder)!;
    expect(counts.map((count) => count.id)).toEqual([folder]);
    const reopened = await ok<CommentThread>(zhao.put(`${COMMENTS}/${thread.id}/resolved`, { resolved: false }));
    expect(reopened).toMatchObject({ resolvedAt: null, resolvedBy: null });
    const after = (await ok<{ id: number; comments: number; open: number }[]>(li.get(`${COMMENTS}/counts?type=folder&libraryId=${library}&ids=${folder}`)))[0]!;
    expect(after).toEqual({ id: folder, comments: before.comments, open: before.open + 1 });
    expect(await ok(chen.get(`${COMMENTS}/counts?type=folder&libraryId=${library}&ids=${folder}`))).toEqual([]);
    await refused(li.get(`${COMMENTS}/counts?type=folder&libraryId=${library}&ids=abc`), 400);
  });

  it('follows the library’s rule of who may comment, which only its admins change', async () => {
    const subject = { type: 'file', libraryId: library, id: file };
    await refused(li.put(`${COMMENTS}/rule/${library}`, { who: 'nobody' }), 403);
    expect(await ok(zhao.put(`${COMMENTS}/rule/${library}`, { who: 'editors' }))).toEqual({ who: 'editors' });
    const closed = await refused(comment(li, { subject, body: '读者不能评论' }), 403);
    expect(closed.message).toBe('此文档库只允许有编辑权限的人评论');
    const english = await li.post(COMMENTS, { subject, body: 'x', clientId: clientId() }, { 'accept-language': 'en' });
    expect(english.json().message).toBe('In this library only people who may edit can comment');
    expect((await threads(li, 'file', file)).canComment).toBe(false);
    await ok(comment(wang, { subject, body: '编辑者可以' }));
    await ok(zhao.put(`${COMMENTS}/rule/${library}`, { who: 'nobody' }));
    expect((await refused(comment(zhao, { subject, body: '管理员也不行' }), 403)).message).toBe('此文档库不允许评论');
    expect(await ok(li.get(`${COMMENTS}/rule/${library}`))).toEqual({ who: 'nobody' });
    await refused(zhao.put(`${COMMENTS}/rule/${library}`, { who: 'everyone' }), 400);
    await ok(zhao.put(`${COMMENTS}/rule/${library}`, { who: 'readers' }));
  });

  it('tells the mentioned (`mention`) and the followers (`comment`), never the writer, and writes each mention with the person’s own name', async () => {
    await ok(wang.put(`${DOC}/knowledge/follow/${file}?kind=file&follow=1`));
    await ok(li.put(`${DOC}/knowledge/follow/${file}?kind=file&follow=1`));
    const made = await ok<CommentItem>(comment(zhao, { subject: { type: 'file', libraryId: library, id: file }, body: `请 @[冒名](user:li.na) 看看，也请 ${mention('陈杰')}` }));
    expect(made.body).toBe(`请 ${mention('李娜')} 看看，也请 ${mention('陈杰')}`);
    expect(made.mentions).toEqual([
      { id: ids['李娜'], account: 'li.na', name: '李娜', canRead: true },
      { id: ids['陈杰'], account: 'chen.jie', name: '陈杰', canRead: false },
    ]);
    const [told] = await inbox(li);
    expect(told).toMatchObject({ kind: 'mention', actorName: '赵磊', subjectType: 'file', subjectId: file, title: '方案.txt', context: '请 @李娜 看看，也请 @陈杰', link: `/overview?kind=file&libraryId=${library}&id=${file}` });
    expect((await inbox(li)).filter((item) => item.kind === 'comment' && item.context.startsWith('请 @李娜'))).toHaveLength(0);
    const [follower] = await inbox(wang);
    expect(follower).toMatchObject({ kind: 'comment', actorName: '赵磊', subjectId: file });
    // Chen cannot read the library: named, he hears nothing.
    expect((await inbox(chen)).filter((item) => item.kind === 'mention' || item.kind === 'comment')).toEqual([]);
    expect((await inbox(zhao)).filter((item) => item.kind === 'mention' || item.kind === 'comment')).toEqual([]);

    // An edit tells only the people newly mentioned.
    const wangBefore = (await inbox(wang)).length;
    const liBefore = (await inbox(li)).length;
    await ok(zhao.put(`${COMMENTS}/${made.id}`, { body: `${mention('李娜')} ${mention('王芳')}` }));
    expect((await inbox(wang)).length).toBe(wangBefore + 1);
    expect((await inbox(wang))[0]).toMatchObject({ kind: 'mention' });
    expect((await inbox(li)).length).toBe(liBefore);

    await refused(comment(zhao, { subject: { type: 'file', libraryId: library, id: file }, body: '@[谁](user:nobody.here)' }), 400);
  });

  it('follows a wiki page’s grants, and keeps an anchor on its words while text is inserted before them', async () => {
    const page = await createPage(zhao, library, '发布流程');
    const secret = await createPage(zhao, library, '人事安排');
    await ok(zhao.put(`${WIKI}/${library}/pages/${secret.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'li.na' }, access: 'read' }] }));
    await refused(wang.get(`${COMMENTS}?type=wiki&libraryId=${library}&id=${secret.id}`), 403);
    await refused(comment(wang, { subject: { type: 'wiki', libraryId: library, id: secret.id }, body: '看不到' }), 403);
    const onSecret = await ok<CommentItem>(comment(li, { subject: { type: 'wiki', libraryId: library, id: secret.id }, body: `${mention('王芳')} 你看不到这页` }));
    // As in Confluence: someone who cannot read the page may be named, and is not told.
    expect(onSecret.mentions).toEqual([expect.objectContaining({ account: 'wang.fang', canRead: false })]);
    expect((await inbox(wang)).some((item) => item.subjectType === 'wiki' && item.subjectId === secret.id)).toBe(false);

    const url = await listen(server);
    const editor = connectEditor(url, zhao, page.id);
    editors.push(editor);
    await editor.synced;
    appendParagraph(editor.doc, '发布前需要两人评审代码。');
    await until(async () => (await pageText(zhao, library, page.id)).includes('两人评审'), 10_000, 'the paragraph stored');
    const text = firstText(editor.doc);
    const start = text.toString().indexOf('两人评审');
    const anchor = { start: positionOf(text, start), end: positionOf(text, start + 4), quote: '两人评审' };
    const anchored = await ok<CommentItem>(comment(wang, { subject: { type: 'wiki', libraryId: library, id: page.id }, body: `${mention('李娜')} 三人更稳妥`, anchor }));
    expect((await inbox(li))[0]).toMatchObject({ kind: 'mention', subjectType: 'wiki', subjectId: page.id, title: '发布流程', link: `/doc/lib/${library}/wiki/list/${page.id}` });
    let thread = (await threads(li, 'wiki', page.id)).threads.find((item) => item.id === anchored.id)!;
    expect(thread.anchor).toEqual({ ...anchor, current: '两人评审', from: start, to: start + 4 });

    text.insert(0, '【草案】');
    await until(async () => (await pageText(zhao, library, page.id)).startsWith('【草案】'), 10_000, 'the insertion stored');
    thread = (await threads(li, 'wiki', page.id)).threads.find((item) => item.id === anchored.id)!;
    expect(thread.anchor).toMatchObject({ quote: '两人评审', current: '两人评审', from: start + 4, to: start + 8 });

    text.delete(start + 4, 4);
    await until(async () => !(await pageText(zhao, library, page.id)).includes('两人评审'), 10_000, 'the deletion stored');
    thread = (await threads(li, 'wiki', page.id)).threads.find((item) => item.id === anchored.id)!;
    expect(thread.anchor).toMatchObject({ quote: '两人评审', current: null, from: null, to: null });

    await refused(comment(wang, { subject: { type: 'wiki', libraryId: library, id: page.id }, body: '坏锚', anchor: { start: 'AAAA', end: 'AAAA', quote: 'x' } }), 400);
  });
});
