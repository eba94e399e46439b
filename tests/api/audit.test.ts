import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOldAuditRecords } from '../../server/audit/audit-retention-job';
import { DOC, createFolder, createLibrary, multipart, sessionHeaders } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { WIKI, appendParagraph, connectEditor, createPage, grantLibrary, listen, pageText, until } from './wiki-support';

const HISTORY = `${DOC}/manage/history`;
const TOKENS = '/api/erp/token';
/** The proxy the server trusts: X-Forwarded-For is believed from it and from nowhere else. */
const PROXY = '10.0.0.9';
const DAY = 24 * 60 * 60_000;

interface Row {
  key: string;
  source: string;
  libraryId: number | null;
  operator: { account: string; name: string } | null;
  action: string;
  actionName: string;
  information: string;
  ip: string | null;
  userAgent: string | null;
  time: number;
}

describe.each(DIALECTS)('the audit on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let owner: ApiClient;
  let reader: ApiClient;
  let libraryId: number;
  let fileId: number;
  let folderId: number;

  /** A client behind the trusted proxy, seen as `address` from now on. */
  function behindProxy(client: ApiClient, address: string) {
    client.remoteAddress = PROXY;
    const request = client.request.bind(client);
    client.request = (method, url, body, headers = {}) => request(method, url, body, { 'x-forwarded-for': address, 'user-agent': `test-browser ${address}`, ...headers });
    return client;
  }

  async function signIn(account: string, address: string) {
    const client = behindProxy(server.client(), address);
    const response = await client.post('/api/erp/login', { username: account, password: 'password-1' });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  const history = async (query = '') => {
    const response = await admin.get(`${HISTORY}?pageSize=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { totalElements: number; content: Row[] };
  };
  const audited = async (action: string, query = '') => (await history(`&action=${action}${query}`)).content;

  beforeAll(async () => {
    server = await build(dialect, { TRUST_PROXY: PROXY, WIKI_STORE_DEBOUNCE_MS: '100', WIKI_QUIET_SECONDS: '1' });
    await createUser(server.db, 'shen.admin', { name: '沈管理', classifyAdmin: true });
    await createUser(server.db, 'lu.owner', { name: '陆主人' });
    await createUser(server.db, 'he.reader', { name: '何读者' });
    admin = await signIn('shen.admin', '198.51.100.1');
    owner = await signIn('lu.owner', '198.51.100.2');
    reader = await signIn('he.reader', '198.51.100.3');
    const library = await createLibrary(owner, '审计资料');
    libraryId = library.id;
    await grantLibrary(owner, libraryId, 'he.reader', 'read');
    folderId = (await createFolder(owner, libraryId, '合同')).id;
    const { body, contentType } = multipart([{ name: '报价单.txt', content: '0123456789abcdefghij' }]);
    const uploaded = await server.app.inject({ method: 'POST', url: `${DOC}/file/upload?libraryId=${libraryId}&parentId=${folderId}`, headers: { ...sessionHeaders(owner), 'content-type': contentType }, payload: body });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    fileId = uploaded.json().data.files[0].node.id;
  });
  afterAll(() => server.close());

  it('records each sign-in with the person, the address behind the proxy and the browser', async () => {
    const signIns = await audited('SIGN_IN', '&account=lu.owner');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ source: 'audit', action: 'SIGN_IN', actionName: '登录', operator: { account: 'lu.owner', name: '陆主人' }, ip: '198.51.100.2', userAgent: 'test-browser 198.51.100.2' });
  });

  it('records a failed sign-in with the account it tried, known or not, and no one as its person', async () => {
    const stranger = behindProxy(server.client(), '203.0.113.66');
    expect((await stranger.post('/api/erp/login', { username: 'lu.owner', password: 'wrong-password' })).statusCode).toBe(401);
    expect((await stranger.post('/api/erp/login', { username: 'no.such.person', password: 'guess-1' })).statusCode).toBe(401);
    const failed = await audited('SIGN_IN_FAILED');
    expect(failed.map((row) => [row.operator?.account, row.operator?.name, row.ip])).toEqual([
      ['no.such.person', 'no.such.person', '203.0.113.66'],
      // A failed sign-in is no one's: it names the account it tried.
      ['lu.owner', 'lu.owner', '203.0.113.66'],
    ]);
    // The person filter finds the failures against an account, the address filter all from one address.
    expect((await audited('SIGN_IN_FAILED', '&account=no.such.person')).map((row) => row.ip)).toEqual(['203.0.113.66']);
    expect((await history('&ip=203.0.113.66')).totalElements).toBe(2);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const direct = server.client();
    direct.remoteAddress = '192.0.2.50';
    await direct.post('/api/erp/login', { username: 'he.reader', password: 'nope' }, { 'x-forwarded-for': '1.2.3.4' });
    expect((await audited('SIGN_IN_FAILED', '&account=he.reader')).map((row) => row.ip)).toEqual(['192.0.2.50']);
  });

  it('records one download per download, however many ranges it is asked in', async () => {
    const url = `${DOC}/file/content/${libraryId}/${fileId}?disposition=attachment`;
    expect((await reader.get(url)).statusCode).toBe(200);
    // A download manager: the first range, then the rest, then a resumed part.
    expect((await reader.get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await reader.get(url, { range: 'bytes=10-19' })).statusCode).toBe(206);
    expect((await reader.get(url, { range: 'bytes=15-' })).statusCode).toBe(206);
    // Neither a refused download nor a cached one is a download.
    expect((await reader.get(`${DOC}/file/content/${libraryId}/999999?disposition=attachment`)).statusCode).toBe(404);
    const downloads = await audited('FILE_DOWNLOAD');
    expect(downloads).toHaveLength(2);
    for (const row of downloads) {
      expect(row).toMatchObject({ libraryId, operator: { account: 'he.reader' }, information: '报价单.txt', ip: '198.51.100.3' });
    }
  });

  it('records a folder’s zip, each kind of preview and the group filters', async () => {
    expect((await reader.get(`${DOC}/file/zip/${libraryId}/${folderId}`)).statusCode).toBe(200);
    expect((await reader.get(`${DOC}/file/preview/${libraryId}/${fileId}`)).statusCode).toBe(200);
    const [zip] = await audited('FOLDER_DOWNLOAD');
    expect(zip).toMatchObject({ operator: { account: 'he.reader' }, information: '合同.zip', ip: '198.51.100.3' });
    const [preview] = await audited('FILE_PREVIEW');
    expect(preview).toMatchObject({ operator: { account: 'he.reader' }, information: '报价单.txt · 按文本预览', ip: '198.51.100.3' });
    expect((await history('&group=download')).content.map((row) => row.action).sort()).toEqual(['FILE_DOWNLOAD', 'FILE_DOWNLOAD', 'FOLDER_DOWNLOAD']);
    expect((await history('&group=preview')).content.map((row) => row.action)).toEqual(['FILE_PREVIEW']);
    // A library narrows the list to its own records: the library's operations and the audit's, not sign-ins.
    const inLibrary = await history(`&libraryId=${libraryId}&group=download&account=he.reader`);
    expect(inLibrary.totalElements).toBe(3);
  });

  it('records access tokens made, used once per address and span, and revoked', async () => {
    const created = await owner.post(TOKENS, { name: 'nightly build', scopes: ['read'], expiresAt: null });
    expect(created.statusCode, created.body).toBe(200);
    const { id, token } = created.json().data as { id: number; token: string };
    const pipeline = (address: string) => server.app.inject({ method: 'GET', url: `${DOC}/file/content/${libraryId}/${fileId}`, remoteAddress: PROXY, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address } });
    for (let i = 0; i < 3; i++) expect((await pipeline('192.0.2.77')).statusCode).toBe(200);
    expect((await pipeline('192.0.2.78')).statusCode).toBe(200);
    const uses = await audited('ACCESS_TOKEN_USE');
    expect(uses.map((row) => [row.operator?.account, row.information, row.ip])).toEqual([
      ['lu.owner', 'nightly build', '192.0.2.78'],
      ['lu.owner', 'nightly build', '192.0.2.77'],
    ]);
    // What the token did says it was the token.
    const byToken = await audited('FILE_DOWNLOAD', '&ip=192.0.2.77');
    expect(byToken).toHaveLength(3);
    expect(byToken[0]!.information).toBe('报价单.txt · 通过访问令牌“nightly build”');
    expect((await owner.delete(`${TOKENS}/${id}`)).statusCode).toBe(200);
    expect((await owner.delete(`${TOKENS}/${id}`)).statusCode).toBe(404);
    const tokenRecords = await history('&group=token');
    expect(tokenRecords.content.map((row) => [row.action, row.information])).toEqual([
      ['ACCESS_TOKEN_REVOKE', 'nightly build'],
      ['ACCESS_TOKEN_USE', 'nightly build'],
      ['ACCESS_TOKEN_USE', 'nightly build'],
      ['ACCESS_TOKEN_CREATE', 'nightly build'],
    ]);
    expect(tokenRecords.content.every((row) => row.operator?.account === 'lu.owner')).toBe(true);
  });

  it('records every wiki action once, with the page’s name at the time', async () => {
    const base = `${WIKI}/${libraryId}/pages`;
    const page = await createPage(owner, libraryId, '发布流程');
    const child = await createPage(owner, libraryId, '回滚', page.id);
    expect((await owner.put(`${base}/${page.id}/title`, { title: '上线流程' })).statusCode).toBe(200);
    expect((await owner.put(`${base}/${child.id}/move`, { parentId: null, position: 0 })).statusCode).toBe(200);
    const taken = await owner.post(`${base}/${page.id}/versions`, { name: '定稿' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await owner.put(`${base}/${page.id}/versions/${taken.json().data.id}/restore`)).statusCode).toBe(200);
    expect((await owner.put(`${base}/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'he.reader' }, access: 'read' }] })).statusCode).toBe(200);
    expect((await owner.put(`${base}/${page.id}/grants`, { grants: [{ grantee: { type: 'user', account: 'he.reader' }, access: 'edit' }] })).statusCode).toBe(200);
    expect((await owner.put(`${base}/${page.id}/grants`, { grants: [] })).statusCode).toBe(200);
    const exported = await owner.get(`${base}/${page.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const whole = await owner.get(`${WIKI}/${libraryId}/export`);
    expect(whole.statusCode, whole.body).toBe(200);
    const imported = await owner.post(`${base}/import`, { markdown: '# 值班表\n\n周一：陆', parentId: null });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await owner.delete(`${base}/${child.id}`)).statusCode).toBe(200);
    expect((await owner.put(`${base}/${child.id}/restore`)).statusCode).toBe(200);
    // A refused action records nothing.
    expect((await reader.put(`${base}/${page.id}/title`, { title: '偷改' })).statusCode).toBe(403);

    // Restoring a version writes versions of its own: each automatic one is an edit, recorded as such.
    const versions = (await owner.get(`${base}/${page.id}/versions`)).json().data.content as { kind: string }[];
    const edits = (await audited('PAGE_EDIT')).filter((row) => row.information === '上线流程');
    expect(edits).toHaveLength(versions.filter((version) => version.kind === 'auto').length);
    const wiki = (await history('&group=wiki')).content.reverse().filter((row) => row.action !== 'PAGE_EDIT');
    expect(wiki.map((row) => [row.action, row.information])).toEqual([
      ['PAGE_CREATE', '发布流程'],
      ['PAGE_CREATE', '回滚'],
      ['PAGE_RENAME', '上线流程 · 原名称：发布流程'],
      ['PAGE_MOVE', '回滚'],
      ['PAGE_VERSION_TAKE', '上线流程 · 版本 1'],
      ['PAGE_VERSION_RESTORE', '上线流程 · 版本 1'],
      ['PAGE_GRANT_ADD', '上线流程 · 何读者：只读'],
      ['PAGE_GRANT_CHANGE', '上线流程 · 何读者：只读 → 编辑'],
      ['PAGE_GRANT_REMOVE', '上线流程 · 何读者：编辑'],
      ['PAGE_EXPORT', '上线流程'],
      ['WIKI_EXPORT', '审计资料'],
      ['PAGE_IMPORT', '值班表'],
      ['PAGE_DELETE', '回滚'],
      ['PAGE_RESTORE', '回滚'],
    ]);
    expect(wiki.every((row) => row.operator?.account === 'lu.owner' && row.ip === '198.51.100.2' && row.libraryId === libraryId)).toBe(true);
  });

  it('records live editing once per version it makes, not per keystroke', async () => {
    const page = await createPage(owner, libraryId, '周报');
    const edits = async () => (await audited('PAGE_EDIT')).filter((row) => row.information === '周报');
    const url = await listen(server);
    const editor = connectEditor(url, owner, page.id);
    try {
      await editor.synced;
      for (const word of ['本周', '完成', '审计']) appendParagraph(editor.doc, word);
      await until(async () => (await pageText(owner, libraryId, page.id)) === '本周\n完成\n审计', 5000, 'the store');
      await until(async () => (await edits()).length === 1, 10_000, 'the automatic version and its record');
    } finally {
      editor.close();
    }
    const [edit] = await edits();
    expect(edit).toMatchObject({ operator: { account: 'lu.owner' }, information: '周报', libraryId });
    const versions = (await owner.get(`${WIKI}/${libraryId}/pages/${page.id}/versions`)).json().data;
    expect(versions.totalElements).toBe(1);
  });

  it('records sign-out', async () => {
    const leaving = await signIn('he.reader', '198.51.100.44');
    expect((await leaving.post('/api/erp/logout')).statusCode).toBe(200);
    expect((await audited('SIGN_OUT')).map((row) => [row.operator?.account, row.ip])).toEqual([['he.reader', '198.51.100.44']]);
    expect((await history('&group=signIn&ip=198.51.100.44')).content.map((row) => row.action)).toEqual(['SIGN_OUT', 'SIGN_IN']);
  });

  it('exports the audit’s records with their address and browser', async () => {
    const csv = (await admin.get(`${HISTORY}/export?group=download&ip=198.51.100.3`)).body;
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间（UTC）,账号,姓名,文档库,操作,内容,IP 地址,客户端');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^[\d\-T:.Z]+,he\.reader,何读者,审计资料,打包下载文件夹,合同\.zip,198\.51\.100\.3,test-browser 198\.51\.100\.3$/);
  });

  it('names every action from one place, the server’s, with its source', async () => {
    const response = await admin.get(`${HISTORY}/actions`);
    expect(response.statusCode).toBe(200);
    const actions = response.json().data as { action: string; source: string; name: string }[];
    const named = new Map(actions.map((entry) => [entry.action, entry]));
    expect(named.get('DELETE')).toEqual({ action: 'DELETE', source: 'library', name: '删除到回收站' });
    expect(named.get('RESTORE')).toEqual({ action: 'RESTORE', source: 'library', name: '从回收站恢复' });
    expect(named.get('RECYCLE_RESTORE')).toMatchObject({ source: 'admin' });
    expect(named.get('FILE_DOWNLOAD')).toEqual({ action: 'FILE_DOWNLOAD', source: 'audit', name: '下载文件' });
    expect(actions.length).toBe(named.size);
  });

  it('keeps the audit from everyone but classification admins', async () => {
    for (const url of [HISTORY, `${HISTORY}/export`, `${HISTORY}/actions`, `${HISTORY}?group=signIn`]) {
      expect((await owner.get(url)).statusCode, url).toBe(403);
    }
    for (const query of ['group=everything', `ip=${'1'.repeat(65)}`]) {
      expect((await admin.get(`${HISTORY}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('deletes only records older than the retention, and nothing when it is 0', async () => {
    const now = Date.now();
    const ids = async () => (await server.db.selectFrom('audit_events').select('id').execute()).map((row) => row.id);
    const before = await ids();
    await server.db
      .insertInto('audit_events')
      .values([400, 100, 31, 29].map((days) => ({ action: 'SIGN_IN', actor_id: null, account: `old-${days}`, created_at: now - days * DAY })))
      .execute();
    const settings = (await admin.get(`${DOC}/manage/security`)).json().data;
    expect(settings.auditRetentionDays).toBe(365);
    const save = (days: number) => admin.put(`${DOC}/manage/security`, { ...settings, auditRetentionDays: days });
    const purge = purgeOldAuditRecords(server.db, { current: async () => (await admin.get(`${DOC}/manage/security`)).json().data });
    expect(await purge()).toBe(1);
    expect((await save(0)).statusCode).toBe(200);
    expect(await purge()).toBe(0);
    expect((await save(30)).statusCode).toBe(200);
    expect(await purge()).toBe(2);
    const left = await server.db.selectFrom('audit_events').select('account').where('account', 'like', 'old-%').execute();
    expect(left.map((row) => row.account)).toEqual(['old-29']);
    expect((await ids()).filter((id) => before.includes(id))).toEqual(before);
    expect((await save(-1)).statusCode).toBe(400);
    expect((await save(30)).statusCode).toBe(200);
  });
});
