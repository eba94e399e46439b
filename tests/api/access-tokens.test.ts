import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { TASK, waitForBuild } from './support/codecheck';

const TOKENS = '/api/erp/token';
const ADMIN_TOKENS = '/api/ms/doc/api/user/manage/tokens';
const PEOPLE = '/api/ms/doc/api/user/manage/people';
const LIBRARIES = '/api/ms/doc/api/user/doc_library';
const DAY = 86_400_000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DIALECTS)('personal access tokens on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let owner: ApiClient;

  /** A token of the owner's with these scopes, never expiring unless told. */
  async function makeToken(scopes: string[], expiresAt: number | null = null, client = owner) {
    const response = await client.post(TOKENS, { name: `t-${scopes.join('-')}`, scopes, expiresAt });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; token: string };
  }

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'pipeline.owner');
    await createUser(server.db, 'office.admin', { classifyAdmin: true });
    owner = await server.signIn('pipeline.owner', 'password-1');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('creates a token shown once that a script uses instead of a session, without CSRF', async () => {
    const created = (await owner.post(TOKENS, { name: 'ci', scopes: ['read', 'admin'], expiresAt: null })).json().data;
    expect(created).toMatchObject({ name: 'ci', scopes: ['read', 'admin'], expiresAt: null });
    expect(created.token).toMatch(/^lbr_/);
    const listed = (await owner.get(TOKENS)).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, name: 'ci', scopes: ['read', 'admin'], expiresAt: null, lastUsedAt: null, lastUsedFrom: null }));
    expect(JSON.stringify((await owner.get(TOKENS)).json())).not.toContain(created.token);

    const script = server.client();
    expect((await script.get('/api/getuser', bearer(created.token))).json().data.account).toBe('pipeline.owner');
    // Managing tokens is the admin scope's.
    expect((await script.post(TOKENS, { name: 'from script', scopes: ['read'], expiresAt: null }, bearer(created.token))).statusCode).toBe(200);
  });

  it('refuses a token without scopes, an unknown scope and an expiry in the past', async () => {
    expect((await owner.post(TOKENS, { name: 'none', scopes: [], expiresAt: null })).statusCode).toBe(400);
    expect((await owner.post(TOKENS, { name: 'odd', scopes: ['everything'], expiresAt: null })).statusCode).toBe(400);
    const past = await owner.post(TOKENS, { name: 'late', scopes: ['read'], expiresAt: Date.now() - 1000 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('过期时间必须晚于当前时间');
    expect((await owner.get(TOKENS)).json().data.map((token: { name: string }) => token.name)).not.toContain('late');
  });

  it('refuses an unknown or revoked token', async () => {
    const created = await makeToken(['read']);
    expect((await owner.delete(`${TOKENS}/${created.id}`)).statusCode).toBe(200);
    const script = server.client();
    expect((await script.get('/api/getuser', bearer(created.token))).statusCode).toBe(401);
    expect((await script.get('/api/getuser', bearer('lbr_made-up'))).statusCode).toBe(401);
    expect((await owner.delete(`${TOKENS}/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a read token read but not change anything, with a localised refusal naming the scope', async () => {
    const { token } = await makeToken(['read']);
    const script = server.client();
    expect((await script.get(`${TASK}/task`, bearer(token))).statusCode).toBe(200);
    const refused = await script.post(LIBRARIES, { name: '只读令牌的库' }, bearer(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ data: { code: 'TOKEN_SCOPE' }, message: '访问令牌的权限范围不包含此操作，需要范围“write”' });
    const english = await script.post(`${TASK}/execute`, { taskId: 1 }, { ...bearer(token), 'accept-language': 'en' });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('The access token\'s scopes do not cover this call; it needs the "scan" scope');
    // A session is not narrowed by scopes.
    expect((await owner.post(LIBRARIES, { name: '会话建的库' })).statusCode).toBe(200);
  });

  it('lets a scan token create a task and start its scan, but not write a library or read', async () => {
    const { token } = await makeToken(['scan']);
    const script = server.client();
    const created = await script.post(
      `${TASK}/task`,
      { nameEn: `token_scan_${dialect}`, nameCn: '令牌扫描', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] },
      bearer(token),
    );
    expect(created.statusCode, created.body).toBe(200);
    const taskId = created.json().data.taskId as number;
    const started = await script.post(`${TASK}/execute`, { taskId }, bearer(token));
    expect(started.statusCode, started.body).toBe(200);
    expect((await script.post(LIBRARIES, { name: '扫描令牌的库' }, bearer(token))).json().data).toEqual({ code: 'TOKEN_SCOPE' });
    expect((await script.get(`${TASK}/task`, bearer(token))).statusCode).toBe(403);
    await waitForBuild(owner, taskId);
  }, 150_000);

  it('keeps the back office from tokens without the admin scope, even a back-office admin\'s', async () => {
    const admin = await server.signIn('office.admin', 'password-1');
    const { token } = await makeToken(['read', 'write', 'scan', 'ingest'], null, admin);
    expect((await server.client().get(ADMIN_TOKENS, bearer(token))).json().data).toEqual({ code: 'TOKEN_SCOPE' });
  });

  it('answers 401 once the token has expired', async () => {
    const { id, token } = await makeToken(['read'], Date.now() + 7 * DAY);
    const script = server.client();
    expect((await script.get('/api/getuser', bearer(token))).statusCode).toBe(200);
    await server.db.updateTable('access_tokens').set({ expires_at: Date.now() - 1 }).where('id', '=', id).execute();
    const expired = await script.get('/api/getuser', bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().data).toEqual({ code: 'TOKEN_EXPIRED' });
  });

  it('records when and from which address a token was last used, at once when the address changes', async () => {
    const { id, token } = await makeToken(['read']);
    const script = server.client();
    script.remoteAddress = '10.1.2.3';
    const before = Date.now();
    await script.get('/api/getuser', bearer(token));
    const first = (await owner.get(TOKENS)).json().data.find((row: { id: number }) => row.id === id);
    expect(first.lastUsedFrom).toBe('10.1.2.3');
    expect(first.lastUsedAt).toBeGreaterThanOrEqual(before);
    script.remoteAddress = '10.9.8.7';
    await script.get('/api/getuser', bearer(token));
    expect((await owner.get(TOKENS)).json().data.find((row: { id: number }) => row.id === id).lastUsedFrom).toBe('10.9.8.7');
  });

  it("stops a person's token the moment the person is deactivated", async () => {
    const userId = await createUser(server.db, 'leaving.soon');
    const leaving = await server.signIn('leaving.soon', 'password-1');
    const { token } = await makeToken(['read'], null, leaving);
    const script = server.client();
    expect((await script.get('/api/getuser', bearer(token))).statusCode).toBe(200);
    // Deactivated behind the service's back: the token is still there, yet the next call is refused.
    await server.db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
    expect((await script.get('/api/getuser', bearer(token))).statusCode).toBe(401);
    await server.db.updateTable('users').set({ is_active: 1 }).where('id', '=', userId).execute();
    expect((await script.get('/api/getuser', bearer(token))).statusCode).toBe(200);

    const admin = await server.signIn('office.admin', 'password-1');
    expect((await admin.put(`${PEOPLE}/${userId}/deactivate`)).statusCode).toBe(200);
    expect((await script.get('/api/getuser', bearer(token))).statusCode).toBe(401);
  });

  it('names in the API document the scope each call needs from a token', async () => {
    const paths = (await server.client().get('/api/docs/json')).json().paths;
    expect(paths['/api/defect/api/user/ingest'].post['x-access-token-scope']).toBe('ingest');
    expect(paths['/api/task/api/user/task'].post['x-access-token-scope']).toBe('scan');
    expect(paths['/api/task/api/user/task'].get['x-access-token-scope']).toBe('read');
    expect(paths['/api/defect/api/user/warn/list'].post['x-access-token-scope']).toBe('read');
    expect(paths['/api/ms/doc/api/user/doc_library'].post['x-access-token-scope']).toBe('write');
    expect(paths['/api/ms/doc/api/user/manage/tokens'].get['x-access-token-scope']).toBe('admin');
    expect(paths['/api/ms/doc/api/user/manage/shareTemplate'].post['x-access-token-scope']).toBe('write');
    expect(paths['/api/erp/password'].post['x-access-token-scope']).toBe('admin');
    expect(paths['/api/erp/login'].post['x-access-token-scope']).toBeUndefined();
  });

  it("lets a back-office admin list everyone's tokens and revoke any, and refuses anyone else", async () => {
    const { id, token } = await makeToken(['read', 'ingest']);
    const admin = await server.signIn('office.admin', 'password-1');
    const listed = (await admin.get(ADMIN_TOKENS)).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ id, account: 'pipeline.owner', userName: 'pipeline.owner', scopes: ['read', 'ingest'], expiresAt: null }));
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await owner.get(ADMIN_TOKENS)).statusCode).toBe(403);
    expect((await owner.delete(`${ADMIN_TOKENS}/${id}`)).statusCode).toBe(403);
    expect((await server.client().get('/api/getuser', bearer(token))).statusCode).toBe(200);

    expect((await admin.delete(`${ADMIN_TOKENS}/${id}`)).statusCode).toBe(200);
    expect((await server.client().get('/api/getuser', bearer(token))).statusCode).toBe(401);
    expect((await owner.get(TOKENS)).json().data.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await admin.delete(`${ADMIN_TOKENS}/${id}`)).statusCode).toBe(404);
  });

  it("records a back-office revocation in the back office's history, in the reader's language, and nothing for a refused one", async () => {
    const HISTORY = '/api/ms/doc/api/user/manage/history?action=TOKEN_REVOKE&pageSize=100';
    const admin = await server.signIn('office.admin', 'password-1');
    const before = (await admin.get(HISTORY)).json().data.totalElements as number;
    const { id } = await makeToken(['read', 'ingest']);
    expect((await owner.delete(`${ADMIN_TOKENS}/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`${ADMIN_TOKENS}/999999`)).statusCode).toBe(404);
    expect((await admin.get(HISTORY)).json().data.totalElements).toBe(before);

    expect((await admin.delete(`${ADMIN_TOKENS}/${id}`)).statusCode).toBe(200);
    const records = (await admin.get(HISTORY)).json().data;
    expect(records.totalElements).toBe(before + 1);
    expect(records.content[0]).toMatchObject({
      action: 'TOKEN_REVOKE',
      actionName: '撤销访问令牌（后台）',
      operator: { account: 'office.admin' },
      information: 'pipeline.owner · 访问令牌：t-read-ingest（read, ingest）',
    });
    const english = (await admin.get(HISTORY, { 'accept-language': 'en' })).json().data.content[0];
    expect(english).toMatchObject({ actionName: 'Revoke an access token (back office)', information: 'pipeline.owner · Access token: t-read-ingest (read, ingest)' });
    // The owner revoking their own token is the owner's business, not the back office's.
    const own = await makeToken(['read']);
    expect((await owner.delete(`${TOKENS}/${own.id}`)).statusCode).toBe(200);
    expect((await admin.get(HISTORY)).json().data.totalElements).toBe(before + 1);
  });
});
