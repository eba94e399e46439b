import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import type { RobotDelivery, RobotInfo } from '../../contract/notification-robots';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createLibrary, DOC } from './library-support';
import { DIALECTS, build, createUser, dropSchema, POSTGRES_URL, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { grantLibrary, until } from './wiki-support';

const NOTIFY = `${DOC}/notifications`;
const ROBOTS = '/api/ms/doc/api/user/manage/robots';
const PUBLIC_URL = 'https://docs.example.com';

/**
 * An SMTP server as a mail relay would be: it takes every message, parsed, with the envelope's recipients.
 * Told to hold some, it reads them and never answers, as a relay that hangs.
 */
async function startSmtp() {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const held: ParsedMail[] = [];
  let hold = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (hold > 0) {
            hold -= 1;
            held.push(mail);
            return;
          }
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    held,
    holdNext: (count: number) => (hold = count),
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Hit {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  at: number;
}

/** Stand-ins for WeCom, DingTalk and Feishu robots: each answers with its own error code when told, else success. */
async function startRobots() {
  const hits: Hit[] = [];
  const failNext: Record<string, number> = {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://robots');
      hits.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), at: Date.now() });
      const failing = (failNext[url.pathname] ?? 0) > 0;
      if (failing) failNext[url.pathname]! -= 1;
      response.setHeader('content-type', 'application/json');
      // The tools answer HTTP 200 with an error code in the body.
      if (url.pathname === '/feishu') response.end(JSON.stringify(failing ? { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' } : { code: 0, msg: 'success', data: {} }));
      else response.end(JSON.stringify(failing ? { errcode: 310000, errmsg: 'sign not match' } : { errcode: 0, errmsg: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { hits, failNext, base, close };
}

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

async function choose(client: ApiClient, kind: string, email: 'off' | 'instant' | 'daily') {
  await ok(client.put(`${NOTIFY}/settings`, { settings: [{ kind, inbox: true, email }] }));
}

describe.each(DIALECTS)('notification e-mail on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let env: Record<string, string>;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let chen: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtp();
    // Sweeps and digests run when a server starts and then rarely: the digest below runs at a restart.
    env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'Librarium <noreply@librarium.test>', PUBLIC_URL, NOTIFY_SWEEP_SECONDS: '300', NOTIFY_DIGEST_HOUR: '0' };
    server = await build(dialect, env, undefined, true);
    for (const [account, name] of [['zhao.lei', '赵磊'], ['li.na', '李娜'], ['wang.fang', '王芳'], ['chen.jie', '陈杰']]) await createUser(server.db, account!, { name });
    await server.db.updateTable('users').set({ email: '' }).where('account', '=', 'chen.jie').execute();
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
  }, 60_000);
  afterAll(async () => {
    // Built to be restarted, the server leaves its state behind: removed here.
    await server.close();
    if (dialect === 'postgres') await dropSchema(server.state.schema);
    fs.rmSync(server.state.dataDir, { recursive: true, force: true });
    await smtp.close();
  });

  it('says e-mail is available once SMTP is configured', async () => {
    expect(await ok(li.get(`${NOTIFY}/channels`))).toEqual({ email: true });
  });

  it('sends an instant notification as an e-mail in Chinese, with a link to the item, to whoever chose it, and to nobody else', async () => {
    await choose(li, 'grant.received', 'instant');
    await choose(chen, 'grant.received', 'instant');
    const library = await createLibrary(zhao, '季度报告');
    const before = Date.now();
    await grantLibrary(zhao, library.id, 'li.na', 'read');
    // Someone who kept e-mail off, and someone without an address, get none.
    await grantLibrary(zhao, library.id, 'wang.fang', 'read');
    await grantLibrary(zhao, library.id, 'chen.jie', 'read');
    await until(() => smtp.received.length >= 1, 10_000, 'the e-mail');
    expect(Date.now() - before).toBeLessThan(10_000);
    const [{ to, mail }] = smtp.received as [{ to: string[]; mail: ParsedMail }];
    expect(to).toEqual(['li.na@example.com']);
    expect(mail.from?.text).toContain('noreply@librarium.test');
    expect(mail.subject).toBe('【Librarium】赵磊 授予你文库「季度报告」的权限');
    expect(mail.text).toContain(`${PUBLIC_URL}/doc/lib/${library.id}`);
    expect(mail.text).toContain('通知设置');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/doc/lib/${library.id}"`);
    expect(mail.html).toContain('lang="zh-CN"');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it('writes to someone in the language they last used the app in', async () => {
    await choose(chen, 'grant.received', 'instant');
    await server.db.updateTable('users').set({ email: 'chen.jie@example.com' }).where('account', '=', 'chen.jie').execute();
    // Chen switches the app to English: the next call carries the choice.
    chen.setCookie(COOKIE.language, 'en');
    await ok(chen.get(`${NOTIFY}/channels`));
    const library = await createLibrary(zhao, 'Release plan');
    const sent = smtp.received.length;
    await grantLibrary(zhao, library.id, 'chen.jie', 'read');
    await until(() => smtp.received.length > sent, 10_000, 'the e-mail');
    const [{ to, mail }] = smtp.received.slice(sent) as [{ to: string[]; mail: ParsedMail }];
    expect(to).toEqual(['chen.jie@example.com']);
    expect(mail.subject).toBe('[Librarium] 赵磊 gave you access to library “Release plan”');
    expect(mail.html).toContain('lang="en"');

    // Back in Chinese, the next one is in Chinese.
    chen.setCookie(COOKIE.language, 'zh-CN');
    await ok(chen.get(`${NOTIFY}/channels`));
    const again = await createLibrary(zhao, '发布计划');
    await grantLibrary(zhao, again.id, 'chen.jie', 'read');
    await until(() => smtp.received.length > sent + 1, 10_000, 'the second e-mail');
    expect(smtp.received[sent + 1]!.mail.subject).toBe('【Librarium】赵磊 授予你文库「发布计划」的权限');
    await server.db.updateTable('users').set({ email: '' }).where('account', '=', 'chen.jie').execute();
    await choose(chen, 'grant.received', 'off');
  });

  it('sends the daily kinds once a day in one digest of what is still unread, and not again', async () => {
    await choose(wang, 'grant.received', 'daily');
    const first = await createLibrary(zhao, '设计规范');
    const second = await createLibrary(zhao, '接口文档');
    const third = await createLibrary(zhao, '会议纪要');
    for (const library of [first, second, third]) await grantLibrary(zhao, library.id, 'wang.fang', 'read');
    // Read in the inbox before the digest: left out of it.
    const inbox = await ok<{ content: { id: number; title: string }[] }>(wang.get(`${NOTIFY}?pageSize=50`));
    await ok(wang.put(`${NOTIFY}/${inbox.content.find((item) => item.title === '会议纪要')!.id}/read`));
    const sent = smtp.received.length;

    // The digest runs as the server starts.
    await server.close();
    server = await build(dialect, env, server.state, true);
    await until(() => smtp.received.length > sent, 10_000, 'the digest');
    const digests = smtp.received.slice(sent);
    expect(digests).toHaveLength(1);
    const [{ to, mail }] = digests as [{ to: string[]; mail: ParsedMail }];
    expect(to).toEqual(['wang.fang@example.com']);
    expect(mail.subject).toBe('【Librarium】每日通知汇总：2 条未读');
    expect(mail.text).toContain('设计规范');
    expect(mail.text).toContain('接口文档');
    expect(mail.text).not.toContain('会议纪要');
    expect(mail.text).toContain(`${PUBLIC_URL}/doc/lib/${first.id}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/doc/lib/${second.id}`);

    // Another the same day waits for tomorrow's digest: a restart sends nothing more.
    zhao = await server.signIn('zhao.lei', 'password-1');
    const fourth = await createLibrary(zhao, '培训资料');
    await grantLibrary(zhao, fourth.id, 'wang.fang', 'read');
    await server.close();
    server = await build(dialect, env, server.state, true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.length).toBe(sent + 1);
  }, 60_000);
});

describe.each(DIALECTS)('chat robots on %s', (dialect) => {
  let robots: Awaited<ReturnType<typeof startRobots>>;
  let server: TestServer;
  let admin: ApiClient;
  let zhao: ApiClient;

  const deliveries = (id: number) => ok<RobotDelivery[]>(admin.get(`${ROBOTS}/${id}/deliveries`));
  const create = (body: Record<string, unknown>) => ok<RobotInfo>(admin.post(ROBOTS, body));

  beforeAll(async () => {
    robots = await startRobots();
    server = await build(dialect, { REPO_ALLOWED_HOSTS: '127.0.0.1', PUBLIC_URL, NOTIFY_SWEEP_SECONDS: '0.2', NOTIFY_RETRY_SECONDS: '0.5,0.5' });
    for (const [account, name] of [['zhao.lei', '赵磊'], ['li.na', '李娜']]) await createUser(server.db, account!, { name });
    admin = await server.signIn('admin', 'admin-pass-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await robots.close();
  });

  it('says e-mail is not available without SMTP', async () => {
    expect(await ok(zhao.get(`${NOTIFY}/channels`))).toEqual({ email: false });
  });

  it('lets only back-office administrators manage robots', async () => {
    const body = { name: '研发群', kind: 'wecom', url: `${robots.base}/wecom?key=k1`, kinds: ['grant.received'] };
    expect((await zhao.get(ROBOTS)).statusCode).toBe(403);
    expect((await zhao.post(ROBOTS, body)).statusCode).toBe(403);
  });

  it('refuses internal and non-http addresses, and wrong fields, with a 400', async () => {
    for (const url of ['http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'http://localhost:9/x', 'ftp://robots.example.com/x']) {
      const answer = await admin.post(ROBOTS, { name: '内网', kind: 'dingtalk', url, kinds: ['mention'] });
      expect(answer.statusCode, url).toBe(400);
    }
    expect((await admin.post(ROBOTS, { name: '', kind: 'slack', url: `${robots.base}/x`, kinds: [] })).statusCode).toBe(400);
    expect((await admin.post(ROBOTS, { name: '某库', kind: 'wecom', url: `${robots.base}/x`, kinds: ['mention'], libraryId: 999_999 })).statusCode).toBe(400);
  });

  it("posts a notification in each tool's format and signing, retries an error code, and records each message", async () => {
    const library = await createLibrary(zhao, '产品需求');
    const other = await createLibrary(zhao, '财务报表');
    const wecom = await create({ name: '研发群', kind: 'wecom', url: `${robots.base}/wecom?key=wecom-key`, kinds: ['grant.received'], libraryId: library.id });
    const dingtalk = await create({ name: '钉钉群', kind: 'dingtalk', url: `${robots.base}/dingtalk?access_token=ding-token`, secret: 'SECding-secret', kinds: ['grant.received', 'mention'] });
    const feishu = await create({ name: '飞书群', kind: 'feishu', url: `${robots.base}/feishu`, secret: 'feishu-secret', kinds: ['grant.received'], libraryId: other.id });
    const listed = await ok<RobotInfo[]>(admin.get(ROBOTS));
    expect(listed.map((robot) => robot.name)).toEqual(['研发群', '钉钉群', '飞书群']);
    expect(JSON.stringify(listed)).not.toContain('ding-secret');
    expect(listed.find((robot) => robot.id === dingtalk.id)).toMatchObject({ hasSecret: true, kinds: ['grant.received', 'mention'], libraryId: null });

    robots.failNext['/wecom'] = 1;
    robots.failNext['/dingtalk'] = 1;
    await grantLibrary(zhao, library.id, 'li.na', 'read');
    await until(async () => (await deliveries(wecom.id))[0]?.status === 'succeeded' && (await deliveries(dingtalk.id))[0]?.status === 'succeeded', 15_000, 'both messages taken');

    const wecomHits = robots.hits.filter((hit) => hit.path === '/wecom');
    expect(wecomHits).toHaveLength(2);
    for (const hit of wecomHits) {
      expect(hit.query.get('key')).toBe('wecom-key');
      expect(hit.body.msgtype).toBe('markdown');
      const content = (hit.body.markdown as { content: string }).content;
      expect(content).toContain('赵磊 授予你文库「产品需求」的权限');
      expect(content).toContain(`(${PUBLIC_URL}/doc/lib/${library.id})`);
    }
    const dingHits = robots.hits.filter((hit) => hit.path === '/dingtalk');
    expect(dingHits).toHaveLength(2);
    for (const hit of dingHits) {
      expect(hit.query.get('access_token')).toBe('ding-token');
      const timestamp = hit.query.get('timestamp')!;
      expect(Math.abs(Number(timestamp) - hit.at)).toBeLessThan(60_000);
      expect(hit.query.get('sign')).toBe(createHmac('sha256', 'SECding-secret').update(`${timestamp}\nSECding-secret`).digest('base64'));
      expect(hit.body).toMatchObject({ msgtype: 'markdown', markdown: { title: '赵磊 授予你文库「产品需求」的权限' } });
    }
    // The second attempt of a message the tool refused came after the wait.
    expect(dingHits[1]!.at - dingHits[0]!.at).toBeGreaterThanOrEqual(400);
    // Feishu's robot is kept to another library.
    expect(robots.hits.filter((hit) => hit.path === '/feishu')).toHaveLength(0);

    const [taken] = await deliveries(dingtalk.id);
    expect(taken).toMatchObject({ kind: 'grant.received', status: 'succeeded', attempts: 2, responseStatus: 200, error: null });
    const withLast = (await ok<RobotInfo[]>(admin.get(ROBOTS))).find((robot) => robot.id === wecom.id);
    expect(withLast?.lastDelivery).toMatchObject({ status: 'succeeded' });
    expect(feishu.hasSecret).toBe(true);
  }, 30_000);

  it("sends a test message on demand, Feishu's signature in its body, and shows the refusal until a retry is taken", async () => {
    const feishu = (await ok<RobotInfo[]>(admin.get(ROBOTS))).find((robot) => robot.kind === 'feishu')!;
    robots.failNext['/feishu'] = 1;
    const first = await ok<RobotDelivery>(admin.post(`${ROBOTS}/${feishu.id}/test`));
    expect(first).toMatchObject({ kind: 'test', status: 'pending', attempts: 1, responseStatus: 200 });
    expect(first.error).toContain('19021');
    await until(async () => (await deliveries(feishu.id))[0]?.status === 'succeeded', 15_000, 'the retry taken');
    const hits = robots.hits.filter((hit) => hit.path === '/feishu');
    expect(hits).toHaveLength(2);
    for (const hit of hits) {
      const timestamp = Number(hit.body.timestamp);
      expect(Math.abs(timestamp - hit.at / 1000)).toBeLessThan(60);
      expect(hit.body.sign).toBe(createHmac('sha256', `${timestamp}\nfeishu-secret`).update('').digest('base64'));
      expect(hit.body.msg_type).toBe('interactive');
      expect(JSON.stringify(hit.body.card)).toContain('Librarium 测试消息');
    }
  }, 30_000);

  it('edits, switches off and deletes a robot', async () => {
    const [robot] = await ok<RobotInfo[]>(admin.get(ROBOTS));
    const changed = await ok<RobotInfo>(admin.put(`${ROBOTS}/${robot!.id}`, { name: '研发二群', active: false, secret: null }));
    expect(changed).toMatchObject({ name: '研发二群', active: false, hasSecret: false });
    expect((await admin.put(`${ROBOTS}/${robot!.id}`, { url: 'http://192.168.0.8/hook' })).statusCode).toBe(400);
    expect(await ok(admin.delete(`${ROBOTS}/${robot!.id}`))).toBeNull();
    expect((await admin.get(`${ROBOTS}/${robot!.id}/deliveries`)).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('an e-mail cut short by a killed server on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-mail-crash-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const env = () => ({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'crash-admin-pass-1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'noreply@librarium.test',
    PUBLIC_URL,
    NOTIFY_RETRY_SECONDS: '1',
    NOTIFY_SWEEP_SECONDS: '0.2',
    ...(dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
  });
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await smtp.close();
    if (dialect === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends it once the restarted server finds it unsent', async () => {
    server = await startServerProcess(env());
    const db = await openDatabase(loadConfig(env()).database);
    try {
      await createUser(db, 'li.na', { name: '李娜' });
    } finally {
      await db.destroy();
    }
    const admin = await server.signIn('admin', 'crash-admin-pass-1');
    const li = await server.signIn('li.na', 'password-1');
    expect((await li.json('PUT', `${NOTIFY}/settings`, { settings: [{ kind: 'grant.received', inbox: true, email: 'instant' }] })).status).toBe(200);
    const created = await admin.json('POST', `${DOC}/doc_library`, { name: '应急预案' });
    const libraryId = (await created.json()).data.id as number;

    // The relay takes the message and hangs before answering: the server is killed while it waits.
    smtp.holdNext(1);
    const granted = await admin.json('POST', `${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'read' }] });
    expect(granted.status).toBe(200);
    await until(() => smtp.held.length === 1, 10_000, 'the message in flight');
    await server.stop('SIGKILL');
    expect(smtp.received).toHaveLength(0);

    server = await startServerProcess(env());
    await until(() => smtp.received.length === 1, 90_000, 'the message sent after the restart');
    const [{ to, mail }] = smtp.received as [{ to: string[]; mail: ParsedMail }];
    expect(to).toEqual(['li.na@example.com']);
    expect(mail.subject).toBe(smtp.held[0]!.subject);
    expect(mail.text).toContain(`${PUBLIC_URL}/doc/lib/${libraryId}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(1);
  }, 240_000);
});
