import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../../server/modules/webhooks/webhook-sender';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, dropSchema, POSTGRES_URL, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';
import { type ServerProcess, startServerProcess } from './support/server-process';

const HOOKS = `${TASK}/webhook`;
const GLOBAL_HOOKS = '/api/ms/doc/api/user/manage/webhook';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver as a team would write one: it checks the signature and the timestamp, and answers as told
 * (an answer of 0: none, the request is left hanging).
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      if (answer === 0) return;
      response.statusCode = answer;
      if (answer >= 300 && answer < 400) response.setHeader('location', `${url}/moved`);
      response.end(response.statusCode === 200 ? 'thanks' : 'x'.repeat(5000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url: string = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { received, answers, url, close };
}

function verify(request: Received, secret: string) {
  const timestamp = Number(request.headers['x-librarium-timestamp']);
  expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(60);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(request.headers['x-librarium-signature-256']).toBe(expected);
  expect(request.headers['content-type']).toBe('application/json');
  return JSON.parse(request.body);
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DIALECTS)('webhooks on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let wang: ApiClient;
  let liNa: ApiClient;
  let zhao: ApiClient;
  let admin: ApiClient;
  let taskId: number;
  let secret: string;
  let webhookId: number;
  const answered: string[] = [];

  /** Every answer is kept, to show the secret is never in one but the creation's. */
  const keep = <R extends { body: string }>(response: R) => {
    answered.push(response.body);
    return response;
  };
  const eventsOf = (name: string) => receiver.received.filter((request) => request.headers['x-librarium-event'] === name);

  beforeAll(async () => {
    server = await build(dialect, { REPO_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_SECONDS: '0.5,0.5', WEBHOOK_SWEEP_SECONDS: '0.1' });
    repo = await makeFixtureRepo();
    receiver = await startReceiver();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'li.na');
    await createUser(server.db, 'zhao.lei');
    await createUser(server.db, 'chen.admin', { classifyAdmin: true });
    wang = await server.signIn('wang.fang', 'password-1');
    liNa = await server.signIn('li.na', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    admin = await server.signIn('chen.admin', 'password-1');
    const created = await wang.post(`${TASK}/task`, { nameEn: `hooks_${dialect}`, nameCn: '钩子任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['ESLINT'] });
    taskId = created.json().data.taskId;
    expect((await wang.put(`${TASK}/task/member`, { taskId, admins: ['wang.fang'], users: ['li.na'] })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await receiver.close();
    await removeFixtureRepo(repo);
  });

  it("lets a task's administrator add a webhook, showing its secret once", async () => {
    const created = await wang.post(HOOKS, { taskId, url: receiver.url, events: ['scan.finished', 'gate.failed', 'defects.assigned'] });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({ taskId, url: receiver.url, active: true, createdBy: 'wang.fang', lastDelivery: null });
    expect(data.secret).toMatch(/^[0-9a-f]{48}$/);
    secret = data.secret;
    webhookId = data.id;

    const listed = keep(await wang.get(`${HOOKS}/task/${taskId}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: webhookId, events: ['scan.finished', 'gate.failed', 'defects.assigned'] })]);
    expect(listed[0]).not.toHaveProperty('secret');
  });

  it('refuses an address on the internal network or of another scheme, in the reader’s language', async () => {
    for (const url of ['http://10.1.2.3/hook', 'http://localhost:8080/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest']) {
      const refused = keep(await wang.post(HOOKS, { taskId, url, events: ['scan.finished'] }, { 'accept-language': 'en' }));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining('internal or local address'), data: { code: 'BAD_REQUEST' } });
    }
    const chinese = keep(await wang.post(HOOKS, { taskId, url: 'http://192.168.1.1/hook', events: ['scan.finished'] }, { 'accept-language': 'zh-CN' }));
    expect(chinese.json().message).toContain('不能指向内网或本机地址');
    const scheme = keep(await wang.post(HOOKS, { taskId, url: 'ftp://example.com/hook', events: ['scan.finished'] }));
    expect(scheme.statusCode).toBe(400);
    const changed = keep(await wang.put(`${HOOKS}/${webhookId}`, { url: 'http://10.0.0.1/hook' }));
    expect(changed.statusCode).toBe(400);
    const noEvents = keep(await wang.post(HOOKS, { taskId, url: receiver.url, events: [] }));
    expect(noEvents.statusCode).toBe(400);
    expect((await wang.get(`${HOOKS}/task/${taskId}`)).json().data.map((hook: { url: string }) => hook.url)).toEqual([receiver.url]);
  });

  it("keeps a task's webhooks to its administrators and the global ones to the back office", async () => {
    for (const client of [liNa, zhao]) {
      expect(keep(await client.get(`${HOOKS}/task/${taskId}`)).statusCode).toBe(403);
      expect(keep(await client.post(HOOKS, { taskId, url: receiver.url, events: ['scan.finished'] })).statusCode).toBe(403);
      expect(keep(await client.put(`${HOOKS}/${webhookId}`, { active: false })).statusCode).toBe(403);
      expect(keep(await client.get(`${HOOKS}/${webhookId}/deliveries`)).statusCode).toBe(403);
      expect(keep(await client.post(`${HOOKS}/${webhookId}/ping`)).statusCode).toBe(403);
      expect(keep(await client.delete(`${HOOKS}/${webhookId}`)).statusCode).toBe(403);
    }
    expect(keep(await wang.get(GLOBAL_HOOKS)).statusCode).toBe(403);
    expect(keep(await wang.post(GLOBAL_HOOKS, { url: receiver.url, events: ['scan.finished'] })).statusCode).toBe(403);
    const global = await admin.post(GLOBAL_HOOKS, { url: `${receiver.url}?global`, events: ['gate.failed'], secret: 'a-secret-of-our-own' });
    expect(global.statusCode, global.body).toBe(200);
    expect(global.json().data).toMatchObject({ taskId: null, secret: 'a-secret-of-our-own' });
    const globalId = global.json().data.id;
    expect(keep(await wang.put(`${HOOKS}/${globalId}`, { active: false })).statusCode).toBe(403);
    expect(keep(await admin.get(GLOBAL_HOOKS)).json().data).toEqual([expect.objectContaining({ id: globalId, events: ['gate.failed'] })]);
  });

  it('delivers scan.finished when a scan ends and gate.failed, to the task’s and the global webhooks, when its gate fails', async () => {
    expect((await wang.put(`${TASK}/task`, { taskId, newDefectTime: 0 })).statusCode).toBe(200);
    expect((await wang.put(`${TASK}/qualityGate`, { taskId, enabled: true, conditions: [{ metric: 'newDefects', toolName: null, operator: 'gt', threshold: 0 }] })).statusCode).toBe(200);
    expect((await wang.post(`${TASK}/execute`, { taskId })).statusCode).toBe(200);
    const build = await waitForBuild(wang, taskId);
    expect(build.gate.status).toBe('failed');

    const [finished] = await waitFor(() => (eventsOf('scan.finished').length ? eventsOf('scan.finished') : undefined));
    const payload = verify(finished!, secret);
    expect(payload).toMatchObject({ event: 'scan.finished', task: { id: taskId, nameEn: `hooks_${dialect}` }, buildNum: 1, status: 'success', gate: { status: 'failed' } });
    expect(payload.counts).toEqual([expect.objectContaining({ toolName: 'ESLINT' })]);

    const failed = await waitFor(() => (eventsOf('gate.failed').length >= 2 ? eventsOf('gate.failed') : undefined));
    const signedWith = (key: string) => failed.find((request) => request.headers['x-librarium-signature-256'] === `sha256=${signatureOf(request, key)}`);
    expect(verify(signedWith(secret)!, secret)).toMatchObject({ event: 'gate.failed', buildNum: 1, conditions: [{ metric: 'newDefects', failed: true }] });
    expect(verify(signedWith('a-secret-of-our-own')!, 'a-secret-of-our-own')).toMatchObject({ event: 'gate.failed', task: { id: taskId } });

    const deliveries = keep(await wang.get(`${HOOKS}/${webhookId}/deliveries`)).json().data;
    expect(deliveries.content.map((delivery: { event: string; status: string }) => [delivery.event, delivery.status]).sort()).toEqual([
      ['gate.failed', 'succeeded'],
      ['scan.finished', 'succeeded'],
    ]);
  }, 150_000);

  it('delivers defects.assigned when someone hands defects to a person', async () => {
    const [defect] = (await lintList(wang, taskId, 'ESLINT')).lintList.content;
    const handed = await wang.put(`${DEFECT}/warn/author`, { taskId, toolName: 'ESLINT', ids: [defect.id], handler: 'li.na' });
    expect(handed.statusCode, handed.body).toBe(200);
    const [assigned] = await waitFor(() => (eventsOf('defects.assigned').length ? eventsOf('defects.assigned') : undefined));
    expect(verify(assigned!, secret)).toMatchObject({ event: 'defects.assigned', task: { id: taskId }, toolName: 'ESLINT', assignee: 'li.na', assignedBy: 'wang.fang', defectIds: [defect.id] });
  });

  it('delivers scan.finished with the failure when a scan cannot check out its branch', async () => {
    const created = await wang.post(`${TASK}/task`, { nameEn: `hooks_broken_${dialect}`, nameCn: '分支不存在', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: 'no-such-branch', tools: ['ESLINT'] });
    expect(created.statusCode, created.body).toBe(200);
    const brokenId = created.json().data.taskId as number;
    const hook = keep(await wang.post(HOOKS, { taskId: brokenId, url: receiver.url, events: ['scan.finished'] }));
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await wang.post(`${TASK}/execute`, { taskId: brokenId })).statusCode).toBe(200);
    expect(await waitForBuild(wang, brokenId)).toMatchObject({ flag: 2 });

    const ofBroken = () => eventsOf('scan.finished').filter((request) => (JSON.parse(request.body) as { task: { id: number } }).task.id === brokenId);
    const [finished] = await waitFor(() => (ofBroken().length ? ofBroken() : undefined));
    expect(verify(finished!, hook.json().data.secret)).toMatchObject({ event: 'scan.finished', task: { id: brokenId }, buildNum: 1, status: 'failure', counts: [], gate: null });
  }, 120_000);

  it('tries a delivery again later with the same id when the receiver answers 500, and keeps each answer', async () => {
    const before = receiver.received.length;
    receiver.answers.push(500);
    const pinged = keep(await wang.post(`${HOOKS}/${webhookId}/ping`));
    expect(pinged.statusCode, pinged.body).toBe(200);
    const first = pinged.json().data;
    expect(first).toMatchObject({ event: 'ping', status: 'pending', attempts: 1, responseStatus: 500 });
    expect(first.response.body).toHaveLength(2048);
    expect(first.request.headers['x-librarium-delivery']).toBe(first.id);

    const retried = await waitFor(async () => {
      const detail = (await wang.get(`${HOOKS}/delivery/${first.id}`)).json().data;
      return detail.status === 'succeeded' ? detail : undefined;
    });
    expect(retried).toMatchObject({ attempts: 2, responseStatus: 200, response: { body: 'thanks' } });
    const attempts = receiver.received.slice(before);
    expect(attempts.map((request) => request.headers['x-librarium-delivery'])).toEqual([first.id, first.id]);
    expect(verify(attempts[1]!, secret)).toMatchObject({ event: 'ping', webhookId });
  });

  it('gives up after the last attempt, and sends a delivery again by hand with the same id and body', async () => {
    receiver.answers.push(503, 503, 503);
    const pinged = keep(await wang.post(`${HOOKS}/${webhookId}/ping`)).json().data;
    const failed = await waitFor(async () => {
      const detail = (await wang.get(`${HOOKS}/delivery/${pinged.id}`)).json().data;
      return detail.status === 'failed' ? detail : undefined;
    });
    expect(failed).toMatchObject({ attempts: 3, responseStatus: 503, nextAttemptAt: null });

    const before = receiver.received.length;
    const resent = keep(await wang.post(`${HOOKS}/delivery/${pinged.id}/redeliver`));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ id: pinged.id, status: 'succeeded', responseStatus: 200, attempts: 4 });
    const again = receiver.received[before]!;
    expect(again.headers['x-librarium-delivery']).toBe(pinged.id);
    expect(again.body).toBe(failed.request.body);
    expect(keep(await liNa.post(`${HOOKS}/delivery/${pinged.id}/redeliver`)).statusCode).toBe(403);
  });

  it('sends nothing to a switched-off webhook and forgets a deleted one', async () => {
    const off = keep(await wang.put(`${HOOKS}/${webhookId}`, { active: false, events: ['scan.finished'] }));
    expect(off.json().data).toMatchObject({ active: false, events: ['scan.finished'], lastDelivery: { status: 'succeeded' } });
    const removed = keep(await wang.delete(`${HOOKS}/${webhookId}`));
    expect(removed.statusCode).toBe(200);
    expect(keep(await wang.get(`${HOOKS}/${webhookId}/deliveries`)).statusCode).toBe(404);
    expect((await wang.get(`${HOOKS}/task/${taskId}`)).json().data).toEqual([]);
  });

  it('never shows a secret after its creation', () => {
    expect(answered.length).toBeGreaterThan(20);
    for (const body of answered) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain('a-secret-of-our-own');
    }
  });
});

describe.each(DIALECTS)('a delivery cut short by a killed server on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-webhook-crash-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess | null = null;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const start = async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'crash-admin-pass-1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      REPO_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_SECONDS: '1',
      WEBHOOK_SWEEP_SECONDS: '0.2',
      ...(dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    });
    return server.signIn('admin', 'crash-admin-pass-1');
  };

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await receiver.close();
    if (dialect === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends it again, with the same id, once the restarted server finds it unfinished', async () => {
    const admin = await start();
    const created = await admin.json('POST', GLOBAL_HOOKS, { url: receiver.url, events: ['scan.finished'] });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id, secret } = (await created.json()).data;

    receiver.answers.push(0);
    void admin.json('POST', `${HOOKS}/${id}/ping`, {}).catch(() => undefined);
    const [inFlight] = await waitFor(() => (receiver.received.length ? receiver.received : undefined));
    const deliveryId = inFlight!.headers['x-librarium-delivery'];
    await server!.stop('SIGKILL');

    const restarted = await start();
    const again = await waitFor(() => receiver.received.find((request, index) => index > 0 && request.headers['x-librarium-delivery'] === deliveryId), 90_000);
    expect(verify(again, secret)).toMatchObject({ event: 'ping', webhookId: id });
    const detail = await waitFor(async () => {
      const answer = (await (await restarted.request('GET', `${HOOKS}/delivery/${String(deliveryId)}`)).json()).data;
      return answer.status === 'succeeded' ? answer : undefined;
    });
    expect(detail).toMatchObject({ attempts: 2, responseStatus: 200 });
  }, 240_000);
});

describe('sending one webhook request', () => {
  const request = { deliveryId: '0b6f1c7e-4f8e-4a57-9d1e-2f4a8c9b1d20', event: 'ping', body: '{"event":"ping"}', secret: 'a-secret-of-16-chars', timestamp: 1_790_000_000 };

  it('follows no redirect: the redirect is the answer', async () => {
    const receiver = await startReceiver();
    receiver.answers.push(302);
    const outcome = await sendWebhook({ ...request, url: receiver.url }, { localRoots: [], allowedHosts: ['127.0.0.1'], dataDir: os.tmpdir() });
    expect(outcome).toMatchObject({ responseStatus: 302, error: null });
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('checks the address again when it sends: a name that now resolves inside the network is refused unsent', async () => {
    const receiver = await startReceiver();
    const rebound = { localRoots: [], allowedHosts: [], dataDir: os.tmpdir(), resolveHost: async () => ['127.0.0.1'] };
    const outcome = await sendWebhook({ ...request, url: `http://hooks.example.test:${new URL(receiver.url).port}/hook` }, rebound);
    expect(outcome).toMatchObject({ responseStatus: null, error: 'refused: privateHost' });
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });
});

function signatureOf(request: Received, secret: string) {
  return createHmac('sha256', secret).update(`${String(request.headers['x-librarium-timestamp'])}.${request.body}`).digest('hex');
}
