import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { secretBox } from '../../server/security/secret-box';
import { passProviderPages, startOidcProvider, TEST_CLIENT } from '../fixtures/oidc-provider';
import { DIALECTS, build, type TestServer } from './support/build';

const APP = 'http://app.test';
const CALLBACK = `${APP}/api/erp/oidc/callback`;
const FLOW = 'librarium_oidc';

describe.each(DIALECTS)('company sign-in through OpenID Connect on %s', (dialect) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let other: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;
  const secretKey = randomBytes(32).toString('base64');

  /** Starts a sign-in at the app: the provider's address and the sealed flow cookie. */
  async function begin(returnTo = '/doc/search') {
    const response = await server.app.inject({ method: 'GET', url: `/api/erp/oidc/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(response.statusCode, response.body).toBe(302);
    const flow = response.cookies.find((cookie) => cookie.name === FLOW)!.value;
    return { location: response.headers.location as string, flow };
  }

  /** Comes back to the app's callback the way the browser would. */
  function callback(url: URL, flow: string | undefined) {
    return server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: flow ? { cookie: `${FLOW}=${flow}` } : {} });
  }

  async function signIn(login: string, returnTo?: string) {
    const { location, flow } = await begin(returnTo);
    return callback(await passProviderPages(location, login), flow);
  }

  const person = (account: string) => server.db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
  const groupsOf = async (userId: number) =>
    (await server.db.selectFrom('group_members').innerJoin('groups', 'groups.id', 'group_members.group_id').select('groups.name').where('group_members.user_id', '=', userId).execute()).map((g) => g.name).sort();

  beforeAll(async () => {
    const accounts = {
      'sub-li': { preferred_username: 'li.na', name: '李娜', email: 'li.na@corp.example', department: '研发部', groups: ['前端', '评审组'] },
      'sub-zhao': { preferred_username: 'zhao.lei', name: '赵磊', email: 'zhao@corp.example' },
      'sub-admin': { preferred_username: 'admin', name: 'Impostor', email: 'x@corp.example' },
    };
    provider = await startOidcProvider({ redirectUri: CALLBACK, postLogoutRedirectUri: `${APP}/login`, accounts });
    other = await startOidcProvider({ redirectUri: CALLBACK, postLogoutRedirectUri: `${APP}/login`, accounts });
    server = await build(dialect, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_DISPLAY_NAME: '集团账号',
      OIDC_REDIRECT_URL: CALLBACK,
      SECRET_KEY: secretKey,
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await other?.close();
  });

  it('tells the sign-in page about the company sign-in', async () => {
    const options = (await server.app.inject({ method: 'GET', url: '/api/erp/login/options' })).json().data;
    expect(options).toEqual({ localLogin: true, oidc: { name: '集团账号' } });
  });

  it('makes the person on first sign-in, with department and groups from the claims, and lands on the page asked for', async () => {
    const response = await signIn('sub-li');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/doc/search');
    const session = response.cookies.find((cookie) => cookie.name === COOKIE.session)!;
    expect(session.httpOnly).toBe(true);
    const me = (await server.app.inject({ method: 'GET', url: '/api/getuser', headers: { cookie: `${COOKIE.session}=${session.value}` } })).json().data;
    expect(me).toMatchObject({ account: 'li.na', name: '李娜', email: 'li.na@corp.example' });
    const department = await server.db.selectFrom('departments').select('name').where('id', '=', me.departmentId).executeTakeFirstOrThrow();
    expect(department.name).toBe('研发部');
    expect(await groupsOf(me.id)).toEqual(['前端', '评审组']);
    expect((await person('li.na'))!.password_hash).toBeNull();
    // The audit keeps the sign-in with the person and the way they came.
    const audited = await server.db.selectFrom('audit_events').select(['action', 'actor_id', 'ip']).where('action', 'like', 'SIGN_IN%').execute();
    expect(audited).toEqual([{ action: 'SIGN_IN_OIDC', actor_id: me.id, ip: '127.0.0.1' }]);
  });

  it('brings name, e-mail, department and groups up to date on the next sign-in', async () => {
    Object.assign(provider.accounts['sub-li']!, { name: '李娜娜', email: 'nana@corp.example', department: '平台组', groups: ['评审组'] });
    expect((await signIn('sub-li')).statusCode).toBe(302);
    const row = (await person('li.na'))!;
    expect(row).toMatchObject({ name: '李娜娜', email: 'nana@corp.example' });
    expect((await server.db.selectFrom('departments').select('name').where('id', '=', row.department_id!).executeTakeFirstOrThrow()).name).toBe('平台组');
    expect(await groupsOf(row.id)).toEqual(['评审组']);
  });

  it('never takes over a local account of the same name', async () => {
    const response = await signIn('sub-admin');
    expect(response.headers.location).toBe('/login?sso=accountTaken&redirect=%2Fdoc%2Fsearch');
    expect((await person('admin'))!.oidc_subject).toBeNull();
    const failed = await server.db.selectFrom('audit_events').select(['actor_id', 'information_params']).where('action', '=', 'SIGN_IN_FAILED').execute();
    expect(failed).toEqual([{ actor_id: null, information_params: JSON.stringify({ reason: 'accountTaken' }) }]);
  });

  it('keeps a person deactivated here out', async () => {
    expect((await signIn('sub-zhao')).statusCode).toBe(302);
    await server.db.updateTable('users').set({ is_active: 0 }).where('account', '=', 'zhao.lei').execute();
    expect((await signIn('sub-zhao')).headers.location).toBe('/login?sso=inactive&redirect=%2Fdoc%2Fsearch');
  });

  it('refuses a tampered state and a missing flow', async () => {
    const { location, flow } = await begin();
    const back = await passProviderPages(location, 'sub-li');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'forged');
    const response = await callback(tampered, flow);
    expect(response.headers.location).toBe('/login?sso=state&redirect=%2Fdoc%2Fsearch');
    expect(response.cookies.find((cookie) => cookie.name === COOKIE.session)).toBeUndefined();
    expect((await callback(back, undefined)).headers.location).toBe('/login?sso=state');
    const middle = Math.floor(flow.length / 2);
    const flipped = `${flow.slice(0, middle)}${flow[middle] === 'A' ? 'B' : 'A'}${flow.slice(middle + 1)}`;
    expect((await callback(back, flipped)).headers.location).toBe('/login?sso=state');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const { location, flow } = await begin();
    const back = await passProviderPages(location, 'sub-li');
    const box = secretBox(Buffer.from(secretKey, 'base64'));
    const forged = box.seal(JSON.stringify({ ...JSON.parse(box.open(flow)), nonce: 'another-nonce' }));
    expect((await callback(back, forged)).headers.location).toBe('/login?sso=token&redirect=%2Fdoc%2Fsearch');
  });

  it('refuses a code used twice', async () => {
    const { location, flow } = await begin();
    const back = await passProviderPages(location, 'sub-li');
    expect((await callback(back, flow)).headers.location).toBe('/doc/search');
    expect((await callback(back, flow)).headers.location).toBe('/login?sso=token&redirect=%2Fdoc%2Fsearch');
  });

  it('refuses a code from another issuer', async () => {
    const { location, flow } = await begin();
    // The same request, answered by another provider (same client, same redirect address).
    const elsewhere = new URL(location.replace(provider.issuer, other.issuer));
    const back = await passProviderPages(elsewhere.href, 'sub-li');
    expect(back.searchParams.get('iss')).toBe(other.issuer);
    expect((await callback(back, flow)).headers.location).toBe('/login?sso=token&redirect=%2Fdoc%2Fsearch');
  });

  it('returns only to a path of this site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await signIn('sub-li', returnTo)).headers.location, returnTo).toBe('/');
    }
  });

  it('signs a person who came through the provider out of it too', async () => {
    const session = (await signIn('sub-li')).cookies.filter((cookie) => cookie.name === COOKIE.session || cookie.name === COOKIE.csrf);
    const cookie = session.map((c) => `${c.name}=${c.value}`).join('; ');
    const csrf = session.find((c) => c.name === COOKIE.csrf)!.value;
    const response = await server.app.inject({ method: 'POST', url: '/api/erp/logout', headers: { cookie, 'x-csrf-token': csrf } });
    const endSession = new URL(response.json().data.endSession);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
  });
});

describe('a site with only the company sign-in', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: CALLBACK, postLogoutRedirectUri: `${APP}/login`, accounts: {} });
    server = await build('sqlite', { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, OIDC_REDIRECT_URL: CALLBACK, LOCAL_LOGIN: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('refuses password sign-in, the administrator included', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/erp/login', payload: { username: 'admin', password: 'admin-pass-1' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('本站不提供账号密码登录，请使用单点登录');
    expect((await server.app.inject({ method: 'GET', url: '/api/erp/login/options' })).json().data).toEqual({ localLogin: false, oidc: { name: 'SSO' } });
  });

  it('says so when the provider cannot be reached', async () => {
    await provider.close();
    const response = await server.app.inject({ method: 'GET', url: '/api/erp/oidc/login?returnTo=/doc' });
    expect(response.headers.location).toBe('/login?sso=provider&redirect=%2Fdoc');
  });
});
