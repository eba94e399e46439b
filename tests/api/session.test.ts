import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, HEADER } from '../../contract/constants';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'li.na', { password: 'li-na-password', name: '李娜' });
  });
  afterAll(() => server.close());

  it('signs in with the right password and sets an httpOnly session and a readable CSRF cookie', async () => {
    const client = server.client();
    const response = await client.post('/api/erp/login', { username: 'li.na', password: 'li-na-password' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(0);
    expect(body.data.user).toMatchObject({ account: 'li.na', name: '李娜', isClassifyAdmin: false });
    const session = response.cookies.find((c) => c.name === COOKIE.session)!;
    const csrf = response.cookies.find((c) => c.name === COOKIE.csrf)!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.value).toBe(body.data.csrfToken);
  });

  it('stores the session token hashed, never as sent', async () => {
    const client = await server.signIn('li.na', 'li-na-password');
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(client.cookie(COOKIE.session));
  });

  it('answers who is signed in through getuser and userInfo', async () => {
    const client = await server.signIn('li.na', 'li-na-password');
    expect((await client.get('/api/getuser')).json().data).toMatchObject({ account: 'li.na', name: '李娜' });
    const info = (await client.get('/api/task/api/user/userInfo')).json().data;
    expect(info).toMatchObject({ Account: 'li.na', Name: '李娜', username: 'li.na', chinese_name: '李娜', isAuthenticated: true });
    expect(info.bkpaasUserId).toBe(info.bkpaas_user_id);
  });

  it('refuses a wrong password with a localised 401 and no cookie', async () => {
    const client = server.client();
    const zh = await client.post('/api/erp/login', { username: 'li.na', password: 'wrong-password' });
    expect(zh.statusCode).toBe(401);
    expect(zh.json().message).toBe('账号或密码错误');
    expect(zh.cookies.find((c) => c.name === COOKIE.session)).toBeUndefined();
    client.setCookie(COOKIE.language, 'en');
    const en = await client.post('/api/erp/login', { username: 'nobody', password: 'whatever' });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Wrong account or password');
  });

  it('rate limits repeated sign-in attempts for one account', async () => {
    await createUser(server.db, 'target', { password: 'target-password' });
    const client = server.client();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await client.post('/api/erp/login', { username: 'target', password: `guess-${i}` })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    const limited = await client.post('/api/erp/login', { username: 'target', password: 'target-password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('尝试次数过多，请稍后再试');
  });

  it('answers 401 without a session, in the envelope', async () => {
    const response = await server.client().get('/api/getuser');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, message: '登录失败，请重新登录' });
  });

  it('rejects unsafe calls without the CSRF header or with a wrong one, and writes nothing', async () => {
    const admin = await server.signIn('admin', 'admin-pass-1');
    const before = await server.db.selectFrom('notices').select('id').execute();
    const missing = await admin.post('/api/ms/doc/api/user/message', { content: 'x' }, { [HEADER.csrf]: '' });
    expect(missing.statusCode).toBe(403);
    const wrong = await admin.post('/api/ms/doc/api/user/message', { content: 'x' }, { [HEADER.csrf]: 'not-the-token' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('安全校验失败，请刷新页面后重试');
    expect(await server.db.selectFrom('notices').select('id').execute()).toEqual(before);
  });

  it('treats an X-User-Account that is not the session account as a lost login', async () => {
    const client = await server.signIn('li.na', 'li-na-password');
    const response = await client.get('/api/getuser', { [HEADER.account]: 'admin' });
    expect(response.statusCode).toBe(401);
  });

  it('signs out: the session no longer works', async () => {
    const client = await server.signIn('li.na', 'li-na-password');
    const token = client.cookie(COOKIE.session)!;
    expect((await client.post('/api/erp/logout')).statusCode).toBe(200);
    client.setCookie(COOKIE.session, token);
    expect((await client.get('/api/getuser')).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('session lifetime on %s', (dialect) => {
  const IDLE_MINUTES = 30;
  const MAX_HOURS = 2;
  const MINUTE = 60_000;
  let server: TestServer;
  let clock = Date.now();

  beforeAll(async () => {
    server = await build(dialect, { SESSION_IDLE_MINUTES: String(IDLE_MINUTES), SESSION_MAX_HOURS: String(MAX_HOURS) }, undefined, false, {
      now: () => clock,
    });
    await createUser(server.db, 'zhao.lei', { password: 'zhao-lei-password' });
  });
  afterAll(() => server.close());

  /** Expires travels with a precision of seconds. */
  const toSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

  function sessionCookie(response: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) {
    return response.cookies.find((cookie) => cookie.name === COOKIE.session);
  }

  it('sets persistent cookies that last the idle time, and renews them as the session is used', async () => {
    clock = Date.now();
    const client = server.client();
    const login = await client.post('/api/erp/login', { username: 'zhao.lei', password: 'zhao-lei-password' });
    const first = sessionCookie(login)!;
    expect(first.maxAge).toBe(IDLE_MINUTES * 60);
    expect(first.expires?.getTime()).toBe(toSeconds(clock + IDLE_MINUTES * MINUTE));
    const csrf = login.cookies.find((cookie) => cookie.name === COOKIE.csrf)!;
    expect(csrf.maxAge).toBe(IDLE_MINUTES * 60);

    // A call within the first minute records nothing new: no cookie is sent again.
    clock += 30_000;
    expect(sessionCookie(await client.get('/api/getuser'))).toBeUndefined();

    clock += 20 * MINUTE;
    const used = await client.get('/api/getuser');
    expect(used.statusCode).toBe(200);
    const renewed = sessionCookie(used)!;
    expect(renewed.value).toBe(client.cookie(COOKIE.session));
    expect(renewed.maxAge).toBe(IDLE_MINUTES * 60);
    expect(renewed.expires?.getTime()).toBe(toSeconds(clock + IDLE_MINUTES * MINUTE));
  });

  it('lives on while used within the idle time, until the maximum lifetime ends it', async () => {
    clock = Date.now();
    const client = await server.signIn('zhao.lei', 'zhao-lei-password');
    const signedInAt = clock;
    // Every 25 minutes (inside the 30 idle minutes) for as long as the maximum allows.
    for (let at = 25 * MINUTE; at < MAX_HOURS * 60 * MINUTE; at += 25 * MINUTE) {
      clock = signedInAt + at;
      const answer = await client.get('/api/getuser');
      expect(answer.statusCode, `after ${at / MINUTE} minutes`).toBe(200);
      // Near the end the cookies end with the session, not a full idle time later.
      const remaining = Math.min(IDLE_MINUTES * MINUTE, MAX_HOURS * 60 * MINUTE - at);
      expect(sessionCookie(answer)?.maxAge).toBe(remaining / 1000);
    }
    clock = signedInAt + MAX_HOURS * 60 * MINUTE + MINUTE;
    const ended = await client.get('/api/getuser');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('登录失败，请重新登录');
  });

  it('ends after the idle time without use', async () => {
    clock = Date.now();
    const client = await server.signIn('zhao.lei', 'zhao-lei-password');
    clock += (IDLE_MINUTES - 1) * MINUTE;
    expect((await client.get('/api/getuser')).statusCode).toBe(200);
    clock += IDLE_MINUTES * MINUTE + MINUTE;
    expect((await client.get('/api/getuser')).statusCode).toBe(401);
  });
});

