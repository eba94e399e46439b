import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createFolder, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createDepartment, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

describe.each(DIALECTS)('a department library from creation to sharing on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let stranger: ApiClient;
  let libraryId: number;
  let rootId: number;
  let designId: number;
  let archiveId: number;
  let reviewId: number;

  beforeAll(async () => {
    server = await build(dialect);
    const research = await createDepartment(server.db, '研发部');
    await createUser(server.db, 'zhao.lei', { name: '赵磊', departmentId: research });
    await createUser(server.db, 'li.na', { name: '李娜', departmentId: research });
    await createUser(server.db, 'stranger', { name: '路人' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    stranger = await server.signIn('stranger', 'password-1');
  });
  afterAll(() => server.close());

  it('creates a department library whose creator is its admin', async () => {
    const library = await createLibrary(zhao, '研发文档', { description: '设计与评审', classification: '研发', retentionDays: 14 });
    libraryId = library.id;
    rootId = library.rootId;
    const detail = (await zhao.get(`${DOC}/doc_library/${libraryId}`)).json().data;
    expect(detail).toMatchObject({
      kind: 'department',
      name: '研发文档',
      description: '设计与评审',
      classification: '研发',
      retentionDays: 14,
      admins: [{ account: 'zhao.lei', name: '赵磊' }],
      permission: { role: 'admin', isAdmin: true, canEdit: true },
    });
  });

  it('makes folders and lists them with a breadcrumb', async () => {
    designId = (await createFolder(zhao, libraryId, '设计')).id;
    archiveId = (await createFolder(zhao, libraryId, '归档')).id;
    reviewId = (await createFolder(zhao, libraryId, '评审', designId)).id;
    const root = await list(zhao, libraryId);
    expect(root.folder).toEqual({ id: rootId, name: '研发文档' });
    expect(root.page.content.map((n) => n.name).sort()).toEqual(['归档', '设计']);
    const review = await list(zhao, libraryId, reviewId);
    expect(review.breadcrumb.map((c) => c.name)).toEqual(['研发文档', '设计', '评审']);
  });

  it('uploads files, and a second upload of the same name becomes version 2', async () => {
    const first = await upload(server, zhao, libraryId, reviewId, [
      { name: '会议纪要.md', content: '# 上季度设计评审\n\n结论：采用新的缓存方案。' },
      { name: 'notes.txt', content: 'Design review of the storage layer' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.files.map((f: { result: string }) => f.result)).toEqual(['created', 'created']);
    const again = await upload(server, zhao, libraryId, reviewId, [{ name: '会议纪要.md', content: '# 上季度设计评审\n\n结论：采用新的缓存方案，下周上线。' }]);
    expect(again.json().data.files[0]).toMatchObject({ result: 'version', node: { version: 2 } });
    const same = await upload(server, zhao, libraryId, reviewId, [{ name: '会议纪要.md', content: '# 上季度设计评审\n\n结论：采用新的缓存方案，下周上线。' }]);
    expect(same.json().data.files[0]).toMatchObject({ result: 'unchanged', node: { version: 2 } });
    const listing = await list(zhao, libraryId, reviewId);
    expect(listing.page.content.find((n) => n.name === '会议纪要.md')).toMatchObject({ kind: 'file', version: 2 });
  });

  it('sorts and pages a folder, folders first', async () => {
    await upload(server, zhao, libraryId, archiveId, [
      { name: 'b.txt', content: 'bb' },
      { name: 'a.txt', content: 'aaaa' },
      { name: 'c.txt', content: 'c' },
    ]);
    await createFolder(zhao, libraryId, 'zzz', archiveId);
    const byName = await list(zhao, libraryId, archiveId, '&sortField=name&sortType=asc');
    expect(byName.page.content.map((n) => n.name)).toEqual(['zzz', 'a.txt', 'b.txt', 'c.txt']);
    const bySize = await list(zhao, libraryId, archiveId, '&sortField=size&sortType=desc');
    expect(bySize.page.content.map((n) => n.name)).toEqual(['zzz', 'a.txt', 'b.txt', 'c.txt']);
    const paged = await list(zhao, libraryId, archiveId, '&sortField=name&pageSize=2&pageNum=2');
    expect(paged.page).toMatchObject({ totalElements: 4, totalPages: 2, number: 2, size: 2 });
    expect(paged.page.content.map((n) => n.name)).toEqual(['b.txt', 'c.txt']);
  });

  it('renames, moves and copies, a copied folder bringing everything in it', async () => {
    const notes = (await list(zhao, libraryId, reviewId)).page.content.find((n) => n.name === 'notes.txt')!;
    const renamed = await zhao.put(`${DOC}/file/rename`, { libraryId, nodeId: notes.id, name: 'review-notes.txt' });
    expect(renamed.json().data.name).toBe('review-notes.txt');
    const moved = await zhao.put(`${DOC}/file/move`, { libraryId, nodeIds: [notes.id], targetId: archiveId });
    expect(moved.statusCode).toBe(200);
    expect((await list(zhao, libraryId, archiveId)).page.content.map((n) => n.name)).toContain('review-notes.txt');
    const copied = await zhao.post(`${DOC}/file/copy`, { libraryId, nodeIds: [designId], targetId: archiveId });
    expect(copied.statusCode).toBe(200);
    const copy = copied.json().data.nodes[0];
    expect(copy).toMatchObject({ name: '设计', kind: 'folder', parentId: archiveId });
    const copiedReview = (await list(zhao, libraryId, copy.id)).page.content[0]!;
    expect(copiedReview.name).toBe('评审');
    const copiedFiles = (await list(zhao, libraryId, copiedReview.id)).page.content;
    expect(copiedFiles.map((n) => n.name)).toEqual(['会议纪要.md']);
    expect(copiedFiles[0]!.version).toBe(1);
    const bytes = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${copiedFiles[0]!.id}`);
    expect(bytes.body).toContain('下周上线');
  });

  it('copies into another library the caller can upload to', async () => {
    const personal = (await zhao.get(`${DOC}/doc_library/personal`)).json().data;
    const copied = await zhao.post(`${DOC}/file/copy`, { libraryId, nodeIds: [reviewId], targetLibraryId: personal.id });
    expect(copied.json().data.nodes[0]).toMatchObject({ libraryId: personal.id, name: '评审', parentId: personal.rootId });
    const inside = await list(zhao, personal.id, copied.json().data.nodes[0].id);
    expect(inside.page.content.map((n) => n.name)).toEqual(['会议纪要.md']);
    const move = await zhao.put(`${DOC}/file/move`, { libraryId, nodeIds: [reviewId], targetId: personal.rootId });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('只能在同一个文档库内移动，跨文档库请使用复制');
  });

  it('deletes into the recycle bin and restores to the original place', async () => {
    const deleted = await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [reviewId] });
    expect(deleted.statusCode).toBe(200);
    expect((await list(zhao, libraryId, designId)).page.content).toEqual([]);
    const bin = (await zhao.get(`${DOC}/file/recycle?libraryId=${libraryId}`)).json().data;
    expect(bin.content).toEqual([expect.objectContaining({ id: reviewId, name: '评审', kind: 'folder', originalPath: '/设计', deletedBy: { account: 'zhao.lei', name: '赵磊' } })]);
    expect(bin.content[0].expiresAt - bin.content[0].deletedAt).toBe(14 * 86_400_000);
    const restored = await zhao.put(`${DOC}/file/recycle/restore`, { libraryId, nodeIds: [reviewId] });
    expect(restored.json().data).toEqual({ restored: 1 });
    expect((await list(zhao, libraryId, reviewId)).page.content.map((n) => n.name)).toEqual(['会议纪要.md']);
    expect((await zhao.get(`${DOC}/file/recycle?libraryId=${libraryId}`)).json().data.content).toEqual([]);
  });

  it('restores to the root when the original folder is gone', async () => {
    const temp = await createFolder(zhao, libraryId, '临时');
    const upload1 = await upload(server, zhao, libraryId, temp.id, [{ name: 'draft.txt', content: 'draft' }]);
    const draftId = upload1.json().data.files[0].node.id;
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [draftId] });
    await zhao.put(`${DOC}/file/delete`, { libraryId, nodeIds: [temp.id] });
    await zhao.put(`${DOC}/file/recycle/purge`, { libraryId, nodeIds: [temp.id] });
    const restored = await zhao.put(`${DOC}/file/recycle/restore`, { libraryId, nodeIds: [draftId] });
    expect(restored.statusCode).toBe(200);
    const root = await list(zhao, libraryId);
    expect(root.page.content.find((n) => n.name === 'draft.txt')).toMatchObject({ id: draftId });
  });

  it('lists versions, downloads an earlier one and restores it as the newest', async () => {
    const minutes = (await list(zhao, libraryId, reviewId)).page.content.find((n) => n.name === '会议纪要.md')!;
    const versions = (await zhao.get(`${DOC}/file/versions/${libraryId}/${minutes.id}`)).json().data;
    expect(versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${minutes.id}?version=1`);
    expect(old.body).not.toContain('下周上线');
    const restored = await zhao.put(`${DOC}/file/versions/${libraryId}/${minutes.id}/${versions[1].id}/restore`);
    expect(restored.json().data.version).toBe(3);
    const now = await getRaw(server, zhao, `${DOC}/file/content/${libraryId}/${minutes.id}`);
    expect(now.body).toBe(old.body);
  });

  it('shows file details', async () => {
    const minutes = (await list(zhao, libraryId, reviewId)).page.content.find((n) => n.name === '会议纪要.md')!;
    const info = (await zhao.get(`${DOC}/info/info/${libraryId}/${minutes.id}`)).json().data;
    expect(info).toMatchObject({ name: '会议纪要.md', versions: 3, fileType: 'unknown', path: [{ name: '研发文档' }, { name: '设计' }, { name: '评审' }, { name: '会议纪要.md' }] });
    expect(info.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(info.md5).toMatch(/^[0-9a-f]{32}$/);
    const folder = (await zhao.get(`${DOC}/info/info/${libraryId}/${designId}`)).json().data;
    expect(folder).toMatchObject({ kind: 'folder', folderCount: 1, fileCount: 1 });
  });

  it('grants a colleague read access: she reads but cannot write', async () => {
    expect((await li.get(`${DOC}/file/list?libraryId=${libraryId}`)).statusCode).toBe(403);
    const granted = await zhao.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false }] });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toContainEqual(expect.objectContaining({ grantee: expect.objectContaining({ account: 'li.na', name: '李娜' }), role: 'read', download: false }));
    const permission = (await li.get(`${DOC}/user_permission/${libraryId}`)).json().data;
    expect(permission).toEqual({ libraryId, role: 'read', canRead: true, canUpload: false, canEdit: false, canDownload: false, isAdmin: false });
    const listing = await list(li, libraryId, reviewId);
    expect(listing.page.content.map((n) => n.name)).toEqual(['会议纪要.md']);
    const fileId = listing.page.content[0]!.id;
    expect((await getRaw(server, li, `${DOC}/file/preview/${libraryId}/${fileId}`)).statusCode).toBe(200);
    expect((await getRaw(server, li, `${DOC}/file/content/${libraryId}/${fileId}?disposition=inline`)).statusCode).toBe(403);
    expect((await getRaw(server, li, `${DOC}/file/content/${libraryId}/${fileId}?disposition=attachment`)).statusCode).toBe(403);
    expect((await li.post(`${DOC}/file/folder`, { libraryId, name: 'mine' })).statusCode).toBe(403);
    expect((await li.put(`${DOC}/file/rename`, { libraryId, nodeId: fileId, name: 'x.md' })).statusCode).toBe(403);
    expect((await li.put(`${DOC}/file/delete`, { libraryId, nodeIds: [fileId] })).statusCode).toBe(403);
    expect((await li.get(`${DOC}/file/recycle?libraryId=${libraryId}`)).statusCode).toBe(403);
    expect((await upload(server, li, libraryId, reviewId, [{ name: 'x.txt', content: 'x' }])).statusCode).toBe(403);
    const libraries = (await li.get(`${DOC}/doc_library/by_user?kind=department`)).json().data.content;
    expect(libraries.map((l: { id: number }) => l.id)).toEqual([libraryId]);
  });

  it('refuses a stranger with 403 and nothing else in the body', async () => {
    for (const url of [`${DOC}/doc_library/${libraryId}`, `${DOC}/file/list?libraryId=${libraryId}`, `${DOC}/file/recycle?libraryId=${libraryId}`]) {
      const response = await stranger.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: '抱歉，您的权限不足！', data: { code: 'FORBIDDEN' } });
    }
    expect((await stranger.get(`${DOC}/doc_library/by_user?kind=department`)).json().data.content).toEqual([]);
    expect((await stranger.get(`${DOC}/user_permission/${libraryId}`)).json().data).toMatchObject({ role: null, canRead: false });
  });

  it('follows a library and finds it in the followed list, then unfollows it', async () => {
    expect((await li.put(`${DOC}/doc_library/follow/${libraryId}/1`)).json().data.followed).toBe(true);
    expect((await li.get(`${DOC}/doc_library/follow`)).json().data.map((l: { id: number }) => l.id)).toEqual([libraryId]);
    expect((await stranger.put(`${DOC}/doc_library/follow/${libraryId}/1`)).statusCode).toBe(403);
    await li.put(`${DOC}/doc_library/follow/${libraryId}/0`);
    expect((await li.get(`${DOC}/doc_library/follow`)).json().data).toEqual([]);
  });

  it('searches by name and by words inside documents, two Chinese characters included', async () => {
    const byName = (await li.get(`${DOC}/search?libraryId=${libraryId}&keyword=${encodeURIComponent('纪要')}&scope=name`)).json().data;
    // The original and the copy made earlier under 归档.
    expect(byName.content.map((h: { path: string }) => h.path).sort()).toEqual(['/归档/设计/评审', '/设计/评审']);
    expect(byName.content[0].nameHighlight).toBe('会议<mark>纪要</mark>.md');
    const byWord = (await li.get(`${DOC}/search?libraryId=${libraryId}&keyword=${encodeURIComponent('缓存')}&scope=content`)).json().data;
    expect(byWord.content.map((h: { node: { name: string }; path: string }) => [h.node.name, h.path]).sort()).toEqual([
      ['会议纪要.md', '/归档/设计/评审'],
      ['会议纪要.md', '/设计/评审'],
    ]);
    expect(byWord.content[0].snippet).toContain('<mark>缓存</mark>');
    const english = (await li.get(`${DOC}/search?keyword=storage`)).json().data;
    expect(english.content.map((h: { node: { name: string } }) => h.node.name)).toEqual(['review-notes.txt']);
    expect(english.content[0]).toMatchObject({ matchedContent: true, libraryName: '研发文档' });
    expect((await stranger.get(`${DOC}/search?keyword=${encodeURIComponent('缓存')}`)).json().data.content).toEqual([]);
    expect((await stranger.get(`${DOC}/search?libraryId=${libraryId}&keyword=${encodeURIComponent('缓存')}`)).statusCode).toBe(403);
  });

  it('keeps an operation record admins can read, in the reader language', async () => {
    const records = (await zhao.get(`${DOC}/doc_library/${libraryId}/operations?pageSize=200`)).json().data;
    const actions = records.content.map((r: { action: string }) => r.action);
    for (const action of ['LIBRARY_CREATE', 'CREATE_FOLDER', 'UPLOAD', 'NEW_VERSION', 'RENAME', 'MOVE', 'COPY', 'DELETE', 'RESTORE', 'PURGE', 'RESTORE_VERSION', 'GRANT']) {
      expect(actions).toContain(action);
    }
    expect(records.content.find((r: { action: string }) => r.action === 'RENAME')).toMatchObject({ operator: { account: 'zhao.lei', name: '赵磊' }, information: 'notes.txt → review-notes.txt', actionName: '重命名' });
    zhao.setCookie(COOKIE.language, 'en');
    expect((await zhao.get(`${DOC}/doc_library/${libraryId}/operations?action=RENAME`)).json().data.content[0].actionName).toBe('Rename');
    zhao.setCookie(COOKIE.language, 'zh-CN');
    expect((await li.get(`${DOC}/doc_library/${libraryId}/operations`)).statusCode).toBe(403);
  });

  it('moves a library to the back-office recycle bin and back', async () => {
    expect((await li.put(`${DOC}/doc_library/del/${libraryId}`)).statusCode).toBe(403);
    expect((await zhao.put(`${DOC}/doc_library/del/${libraryId}`)).statusCode).toBe(200);
    expect((await li.get(`${DOC}/file/list?libraryId=${libraryId}`)).statusCode).toBe(404);
    const recycle = (await zhao.get(`${DOC}/backstage/recycle`)).json().data;
    expect(recycle.content.map((l: { id: number }) => l.id)).toEqual([libraryId]);
    expect((await zhao.put(`${DOC}/backstage/recycle/${libraryId}/restore`)).statusCode).toBe(200);
    expect((await zhao.get(`${DOC}/backstage/doc_library`)).json().data.content.map((l: { id: number }) => l.id)).toEqual([libraryId]);
    expect((await list(li, libraryId)).page.totalElements).toBeGreaterThan(0);
  });
});
