import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

const PROXY = '10.0.0.9';

describe.each(DIALECTS)('sign-in throttling on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await build(dialect, { LOGIN_RATE_LIMIT: '5', LOGIN_ADDRESS_RATE_LIMIT: '8', TRUST_PROXY: PROXY });
    for (let i = 0; i < 12; i++) await createUser(server.db, `sprayed${i}`, { password: `own-password-${i}` });
    await createUser(server.db, 'victim', { password: 'victim-password' });
    await createUser(server.db, 'direct', { password: 'direct-password' });
  });
  afterAll(() => server.close());

  const from = (address: string, forwardedFor?: string) => {
    const client = server.client();
    client.remoteAddress = address;
    return {
      login: (username: string, password: string) =>
        client.post('/api/erp/login', { username, password }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    };
  };

  it('stops one password sprayed over many accounts from one address', async () => {
    const sprayer = from('192.0.2.10');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await sprayer.login(`sprayed${i}`, 'Summer2026!')).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(codes.slice(8)).toEqual([429, 429, 429, 429]);
    // The address is refused even with a right password: it has been failing.
    expect((await sprayer.login('sprayed11', 'own-password-11')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await from('192.0.2.11').login('sprayed11', 'own-password-11')).statusCode).toBe(200);
  });

  it('behind a trusted proxy, limits the guessing client and lets the owner with the right password in', async () => {
    const attacker = from(PROXY, '203.0.113.7');
    for (let i = 0; i < 5; i++) expect((await attacker.login('victim', `guess-${i}`)).statusCode).toBe(401);
    expect((await attacker.login('victim', 'guess-5')).statusCode).toBe(429);
    const owner = from(PROXY, '198.51.100.2');
    expect((await owner.login('victim', 'victim-password')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const rotating = (n: number) => from('192.0.2.50', `203.0.113.${n}`);
    for (let i = 0; i < 5; i++) expect((await rotating(i).login('direct', `guess-${i}`)).statusCode).toBe(401);
    const blocked = await rotating(99).login('direct', 'direct-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('尝试次数过多，请稍后再试');
  });

  it('does not count successful sign-ins against an address', async () => {
    const office = from('192.0.2.80');
    for (let i = 0; i < 12; i++) expect((await office.login(`sprayed${i}`, `own-password-${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await office.login('sprayed0', 'own-password-0')).statusCode).toBe(200);
  });
});

describe('sign-in throttling shared by two instances through Redis', () => {
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `throttle-${Math.random().toString(16).slice(2)}`,
    LOGIN_RATE_LIMIT: '3',
  };
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await build('postgres', env, undefined, true);
    second = await build('postgres', env, first.state);
    await createUser(first.db, 'li.na', { password: 'li-na-password' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const attempt = (server: TestServer, password: string) => {
    const client = server.client();
    client.remoteAddress = '192.0.2.40';
    return client.post('/api/erp/login', { username: 'li.na', password });
  };

  it('counts failures made at either instance against one limit', async () => {
    expect((await attempt(first, 'guess-1')).statusCode).toBe(401);
    expect((await attempt(second, 'guess-2')).statusCode).toBe(401);
    expect((await attempt(first, 'guess-3')).statusCode).toBe(401);
    // Three failures in all, two at one instance and one at the other: both refuse the address now.
    expect((await attempt(second, 'li-na-password')).statusCode).toBe(429);
    expect((await attempt(first, 'li-na-password')).statusCode).toBe(429);
  });
});
