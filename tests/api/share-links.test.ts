import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkBody, createFolder, createLibrary, DOC, list, upload } from './library-support';
import { build, createDepartment, createUser, DIALECTS, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const LINKS = `${DOC}/share-link`;
const RULES = `${DOC}/manage/share-link-rules`;
const PEOPLE = `${DOC}/manage/people`;
const shared = (token: string) => `/api/share/${token}`;

interface Link {
  id: number;
  token: string;
  ended: string | null;
  downloadCount: number;
  uses: number;
}

describe.each(DIALECTS)('share links on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let owner: ApiClient;
  let colleague: ApiClient;
  let outsider: ApiClient;
  let reader: ApiClient;
  let libraryId: number;
  let folderId: number;
  let innerId: number;
  let reportId: number;
  let secretId: number;
  let salesId: number;
  let ownerId: number;
  const report = 'quarterly figures for the board';

  async function make(client: ApiClient, body: Record<string, unknown>) {
    const response = await client.post(LINKS, { libraryId, nodeId: reportId, audience: 'public', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Link;
  }

  beforeAll(async () => {
    server = await build(dialect);
    salesId = await createDepartment(server.db, 'Sales');
    const salesEast = await createDepartment(server.db, 'Sales East', salesId);
    const legal = await createDepartment(server.db, 'Legal');
    ownerId = await createUser(server.db, 'zhao.lei', { departmentId: legal });
    await createUser(server.db, 'li.na', { departmentId: salesEast });
    await createUser(server.db, 'wang.wu', { departmentId: legal });
    await createUser(server.db, 'reader', { departmentId: legal });
    admin = await server.signIn('admin', 'admin-pass-1');
    owner = await server.signIn('zhao.lei', 'password-1');
    colleague = await server.signIn('li.na', 'password-1');
    outsider = await server.signIn('wang.wu', 'password-1');
    reader = await server.signIn('reader', 'password-1');
    libraryId = (await createLibrary(owner, 'Board')).id;
    folderId = (await createFolder(owner, libraryId, 'Shared')).id;
    innerId = (await createFolder(owner, libraryId, 'Inner', folderId)).id;
    reportId = (await upload(server, owner, libraryId, folderId, [{ name: 'report.txt', content: report }])).json().data.files[0].node.id;
    await upload(server, owner, libraryId, innerId, [{ name: 'notes.txt', content: 'inner notes' }]);
    secretId = (await upload(server, owner, libraryId, null, [{ name: 'secret.txt', content: 'not shared' }])).json().data.files[0].node.id;
    expect((await owner.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: 'reader' }, role: 'read', download: false }] })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('makes public links only once the back office allows them, and only for people who may download the item', async () => {
    const refused = await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'public' });
    expect(refused.statusCode).toBe(403);
    expect((await owner.get(`${LINKS}/rules`)).json().data).toEqual({ allowPublic: false, maxExpiryDays: null });
    expect((await owner.put(RULES, { allowPublic: true, maxExpiryDays: 30 })).statusCode).toBe(403);
    expect((await admin.put(RULES, { allowPublic: true, maxExpiryDays: 30 })).json().data).toEqual({ allowPublic: true, maxExpiryDays: 30 });
    // With a maximum lifetime every link must end within it.
    expect((await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'public' })).statusCode).toBe(400);
    expect((await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'public', expiresAt: Date.now() + 40 * 86_400_000 })).statusCode).toBe(400);
    expect((await admin.put(RULES, { allowPublic: true, maxExpiryDays: null })).statusCode).toBe(200);
    // A reader without the download right cannot give the file away.
    expect((await reader.post(LINKS, { libraryId, nodeId: reportId, audience: 'signed_in' })).statusCode).toBe(403);
    expect((await outsider.post(LINKS, { libraryId, nodeId: reportId, audience: 'signed_in' })).statusCode).toBe(403);
    // A file request is made on a folder.
    expect((await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'public', mode: 'upload' })).statusCode).toBe(400);
  });

  it('opens a password link for a stranger after the right password, counts downloads once each and stops at the limit', async () => {
    const link = await make(owner, { password: 'open-sesame', downloadLimit: 2 });
    const stranger = server.client();
    const first = await stranger.get(shared(link.token));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'file', needs: 'password', name: 'report.txt', file: null, downloadsLeft: 2 });
    // Nothing comes before the password.
    expect((await stranger.get(`${shared(link.token)}/file/${reportId}`)).statusCode).toBe(401);
    const wrong = await stranger.post(`${shared(link.token)}/password`, { password: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data.code).toBe('SHARE_LINK_PASSWORD');
    const right = await stranger.post(`${shared(link.token)}/password`, { password: 'open-sesame' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ needs: null, file: { nodeId: reportId, previewKind: 'text' } });
    // The cookie opens this link only: another browser still needs the password.
    expect((await server.client().get(`${shared(link.token)}/file/${reportId}`)).statusCode).toBe(401);

    const download = await stranger.get(`${shared(link.token)}/file/${reportId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(report);
    // A download in ranges counts once: the first range counts, the rest continue it.
    const head = await stranger.get(`${shared(link.token)}/file/${reportId}`, { range: 'bytes=0-8' });
    expect(head.statusCode).toBe(206);
    const tail = await stranger.get(`${shared(link.token)}/file/${reportId}`, { range: 'bytes=9-' });
    expect(tail.statusCode).toBe(206);
    expect(head.body + tail.body).toBe(report);
    // Two downloads made: the third is refused, and the link says why.
    const third = await stranger.get(`${shared(link.token)}/file/${reportId}`);
    expect(third.statusCode).toBe(410);
    expect(third.json().data.code).toBe('SHARE_LINK_GONE');
    expect((await stranger.get(shared(link.token))).statusCode).toBe(410);
    // A range of a download this browser never started is not a way around the limit.
    expect((await server.client().get(`${shared(link.token)}/file/${reportId}`, { range: 'bytes=5-' })).statusCode).toBe(410);

    const mine = (await owner.get(`${LINKS}/mine`)).json().data as Link[];
    expect(mine.find((item) => item.id === link.id)).toMatchObject({ ended: 'limit', downloadCount: 2 });
    const uses = (await owner.get(`${LINKS}/${link.id}/uses`)).json().data as { event: string; who: unknown; name: string | null }[];
    expect(uses.map((use) => use.event).sort()).toEqual(['download', 'download', 'password_failed', 'view']);
    expect(uses.filter((use) => use.event === 'download').every((use) => use.who === null && use.name === 'report.txt')).toBe(true);
    // Someone who neither made the link nor administers the library does not see its uses.
    expect((await colleague.get(`${LINKS}/${link.id}/uses`)).statusCode).toBe(403);
  });

  it('shows in the back office’s history: made, opened, a stranger’s wrong password and download with their address, revoked', async () => {
    const history = async (query: string) => {
      const response = await admin.get(`${DOC}/manage/history?pageSize=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.content as { action: string; actionName: string; libraryId: number | null; operator: { account: string } | null; information: string; ip: string | null; userAgent: string | null }[];
    };
    const link = await make(owner, { password: 'audit-pass', downloadLimit: 5 });
    const stranger = server.client();
    stranger.remoteAddress = '203.0.113.41';
    const asStranger = { 'user-agent': 'stranger-browser/1.0' };
    expect((await stranger.get(shared(link.token), asStranger)).statusCode).toBe(200);
    expect((await stranger.post(`${shared(link.token)}/password`, { password: 'not-it' }, asStranger)).statusCode).toBe(401);
    expect((await stranger.post(`${shared(link.token)}/password`, { password: 'audit-pass' }, asStranger)).statusCode).toBe(200);
    expect((await stranger.get(`${shared(link.token)}/file/${reportId}`, asStranger)).statusCode).toBe(200);
    // Ranges of the same download are one use.
    expect((await stranger.get(`${shared(link.token)}/file/${reportId}`, { ...asStranger, range: 'bytes=0-3' })).statusCode).toBe(206);
    expect((await stranger.get(`${shared(link.token)}/file/${reportId}`, { ...asStranger, range: 'bytes=4-' })).statusCode).toBe(206);

    const fromStranger = await history('group=shareLink&ip=203.0.113.41');
    expect(fromStranger.map((row) => row.action)).toEqual(['SHARE_LINK_DOWNLOAD', 'SHARE_LINK_DOWNLOAD', 'SHARE_LINK_VIEW', 'SHARE_LINK_PASSWORD_FAILED']);
    // The page's first look needed the password, so it was no view yet; the right password is the view.
    for (const row of fromStranger) {
      expect(row).toMatchObject({ libraryId, operator: null, ip: '203.0.113.41', userAgent: 'stranger-browser/1.0' });
      expect(row.information).toBe('report.txt · 分享链接“report.txt”，创建者 zhao.lei (zhao.lei)');
    }
    const [failed] = await history('action=SHARE_LINK_PASSWORD_FAILED&ip=203.0.113.41');
    expect(failed!.actionName).toBe('分享链接密码错误');

    expect((await owner.delete(`${LINKS}/${link.id}`)).statusCode).toBe(200);
    // Revoking it again changes nothing, and records nothing.
    expect((await owner.delete(`${LINKS}/${link.id}`)).statusCode).toBe(200);
    const made = (await history(`group=shareLink&account=zhao.lei&libraryId=${libraryId}`)).filter((row) => row.action === 'SHARE_LINK_CREATE' || row.action === 'SHARE_LINK_REVOKE');
    expect(made[0]).toMatchObject({ action: 'SHARE_LINK_REVOKE', operator: { account: 'zhao.lei' }, information: 'report.txt · 分享链接“report.txt”，创建者 zhao.lei (zhao.lei)' });
    expect(made.filter((row) => row.action === 'SHARE_LINK_REVOKE')).toHaveLength(1);
    expect(made.some((row) => row.action === 'SHARE_LINK_CREATE')).toBe(true);
    // In English too.
    const english = await admin.get(`${DOC}/manage/history?pageSize=5&action=SHARE_LINK_PASSWORD_FAILED&ip=203.0.113.41`, { 'accept-language': 'en' });
    expect(english.json().data.content[0]).toMatchObject({ actionName: 'Wrong share link password', information: 'report.txt · share link to “report.txt” made by zhao.lei (zhao.lei)' });
  });

  it('waits after too many wrong passwords from one address', async () => {
    const link = await make(owner, { password: 'right-one' });
    const guesser = server.client();
    guesser.remoteAddress = '10.9.8.7';
    for (let attempt = 0; attempt < 5; attempt++) expect((await guesser.post(`${shared(link.token)}/password`, { password: `wrong-${attempt}` })).statusCode).toBe(401);
    expect((await guesser.post(`${shared(link.token)}/password`, { password: 'right-one' })).statusCode).toBe(429);
    const elsewhere = server.client();
    elsewhere.remoteAddress = '10.9.8.8';
    expect((await elsewhere.post(`${shared(link.token)}/password`, { password: 'right-one' })).statusCode).toBe(200);
  });

  it('stops at its expiry', async () => {
    const link = await make(owner, { expiresAt: Date.now() + 60_000 });
    expect((await server.client().get(`${shared(link.token)}/file/${reportId}`)).statusCode).toBe(200);
    await server.db.updateTable('share_links').set({ expires_at: Date.now() - 1 }).where('id', '=', link.id).execute();
    const late = await server.client().get(`${shared(link.token)}/file/${reportId}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('此共享链接已过期');
    expect((await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'public', expiresAt: Date.now() - 1000 })).statusCode).toBe(400);
  });

  it('keeps to its audience: signed-in people, or departments below the one named', async () => {
    const anyone = await make(owner, { audience: 'signed_in' });
    expect((await server.client().get(shared(anyone.token))).json().data.needs).toBe('signIn');
    expect((await server.client().get(`${shared(anyone.token)}/file/${reportId}`)).statusCode).toBe(401);
    expect((await outsider.get(`${shared(anyone.token)}/file/${reportId}`)).statusCode).toBe(200);

    const sales = await make(owner, { audience: 'departments', audienceIds: [salesId] });
    // li.na is in a department under Sales; wang.wu is in Legal.
    expect((await colleague.get(`${shared(sales.token)}/file/${reportId}`)).body).toBe(report);
    const refused = await outsider.get(shared(sales.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.code).toBe('SHARE_LINK_AUDIENCE');
    expect((await server.client().get(shared(sales.token))).json().data.needs).toBe('signIn');
    expect((await owner.post(LINKS, { libraryId, nodeId: reportId, audience: 'departments', audienceIds: [] })).statusCode).toBe(400);

    // Once the back office stops public links, a public one asks for a signed-in person.
    const open = await make(owner, {});
    await admin.put(RULES, { allowPublic: false, maxExpiryDays: null });
    expect((await server.client().get(shared(open.token))).json().data.needs).toBe('signIn');
    await admin.put(RULES, { allowPublic: true, maxExpiryDays: null });
    expect((await server.client().get(shared(open.token))).json().data.needs).toBeNull();
  });

  it('reaches nothing outside the shared folder', async () => {
    const link = await make(owner, { nodeId: folderId });
    const visitor = server.client();
    const top = (await visitor.get(`${shared(link.token)}/folder`)).json().data;
    expect(top.entries.map((entry: { name: string }) => entry.name)).toEqual(['Inner', 'report.txt']);
    const inner = (await visitor.get(`${shared(link.token)}/folder?folderId=${innerId}`)).json().data;
    expect(inner.crumbs.map((crumb: { name: string }) => crumb.name)).toEqual(['Shared', 'Inner']);
    const notes = inner.entries[0].id;
    expect((await visitor.get(`${shared(link.token)}/file/${notes}`)).body).toBe('inner notes');
    expect((await visitor.get(`${shared(link.token)}/preview/${notes}`)).body).toBe('inner notes');
    const root = (await list(owner, libraryId)).folder.id;
    for (const outside of [`/folder?folderId=${root}`, `/file/${secretId}`, `/preview/${secretId}`]) {
      const response = await visitor.get(`${shared(link.token)}${outside}`);
      expect({ outside, status: response.statusCode }).toEqual({ outside, status: 404 });
    }
    // A file link reaches its file alone.
    const fileLink = await make(owner, {});
    expect((await visitor.get(`${shared(fileLink.token)}/file/${secretId}`)).statusCode).toBe(404);
    expect((await visitor.get(`${shared(fileLink.token)}/folder`)).statusCode).toBe(400);
    expect((await visitor.get(`${shared('x'.repeat(32))}`)).statusCode).toBe(404);
  });

  it('takes files into a file request through the resumable upload, never over a file, and shows nothing of the folder', async () => {
    const link = await make(owner, { nodeId: folderId, mode: 'upload' });
    const stranger = server.client();
    expect((await stranger.get(shared(link.token))).json().data).toMatchObject({ kind: 'folder', mode: 'upload', needs: null });
    expect((await stranger.get(`${shared(link.token)}/folder`)).statusCode).toBe(400);
    expect((await stranger.get(`${shared(link.token)}/file/${reportId}`)).statusCode).toBe(400);

    const data = Buffer.from('a file sent through a file request, in two chunks of the upload');
    const fileMd5 = createHash('md5').update(data).digest('hex');
    const chunkSize = 5 * 1024 * 1024;
    const permitted = await stranger.post(`${shared(link.token)}/upload/permit`, { name: 'report.txt', size: data.length, totalChunk: 1, chunkSize, fileMd5 });
    expect(permitted.statusCode, permitted.body).toBe(200);
    const permit = permitted.json().data;
    expect(permit.target).toBe(`/api/share/${link.token}/upload/chunk`);
    expect((await stranger.get(`${permit.target}?identifier=${permit.identifier}&chunkNumber=1`)).statusCode).toBe(204);
    const { body, contentType } = chunkBody({ identifier: permit.identifier, filename: 'report.txt', data, chunkSize, chunkNumber: 1, fileMd5 });
    const sent = await server.app.inject({ method: 'POST', url: permit.target, headers: { 'content-type': contentType }, payload: body });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.complete).toBe(true);
    // The file landed in the folder beside report.txt, which kept its content.
    const names = (await list(owner, libraryId, folderId)).page.content.map((node) => node.name).sort();
    expect(names).toEqual(['Inner', 'report (1).txt', 'report.txt']);
    const original = (await list(owner, libraryId, folderId)).page.content.find((node) => node.name === 'report.txt')!;
    expect(original.version).toBe(1);

    // Its upload cannot be steered elsewhere: another upload's identifier is not this link's.
    const ownPermit = await owner.post(`${DOC}/doc/${libraryId}/get_upload_permit`, { name: 'mine.txt', size: 4, totalChunk: 1, chunkSize, parentId: innerId });
    const other = ownPermit.json().data.identifier;
    expect((await stranger.get(`${permit.target}?identifier=${other}&chunkNumber=1`)).statusCode).toBe(404);
    const hijack = chunkBody({ identifier: other, filename: 'mine.txt', data: Buffer.from('evil'), chunkSize, chunkNumber: 1, fileMd5: createHash('md5').update('evil').digest('hex') });
    expect((await server.app.inject({ method: 'POST', url: permit.target, headers: { 'content-type': hijack.contentType }, payload: hijack.body })).statusCode).toBe(404);
    // A view link takes no upload.
    const view = await make(owner, { nodeId: folderId });
    expect((await stranger.post(`${shared(view.token)}/upload/permit`, { name: 'x.txt', size: 1, totalChunk: 1, chunkSize })).statusCode).toBe(400);
    const uses = (await owner.get(`${LINKS}/${link.id}/uses`)).json().data as { event: string; name: string | null }[];
    expect(uses.filter((use) => use.event === 'upload').map((use) => use.name)).toEqual(['report (1).txt']);
  });

  it('is revoked by its maker or a library admin, and ends with its deactivated maker', async () => {
    const link = await make(owner, {});
    expect((await colleague.delete(`${LINKS}/${link.id}`)).statusCode).toBe(403);
    const revoked = await owner.delete(`${LINKS}/${link.id}`);
    expect(revoked.json().data.ended).toBe('revoked');
    const gone = await server.client().get(shared(link.token));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().data.code).toBe('SHARE_LINK_GONE');

    const another = await make(owner, {});
    const ofLibrary = (await admin.get(`${LINKS}/library/${libraryId}`)).json().data as Link[];
    expect(ofLibrary.some((item) => item.id === another.id)).toBe(true);
    expect((await colleague.get(`${LINKS}/library/${libraryId}`)).statusCode).toBe(403);

    expect((await server.client().get(`${shared(another.token)}/file/${reportId}`)).statusCode).toBe(200);
    expect((await admin.put(`${PEOPLE}/${ownerId}/deactivate`)).statusCode).toBe(200);
    const ended = await server.client().get(`${shared(another.token)}/file/${reportId}`);
    expect(ended.statusCode).toBe(410);
    const listed = (await admin.get(`${LINKS}/library/${libraryId}`)).json().data as Link[];
    expect(listed.find((item) => item.id === another.id)!.ended).toBe('maker');
    // The library's admin still revokes it.
    expect((await admin.delete(`${LINKS}/${another.id}`)).json().data.ended).toBe('revoked');
  });
});
