import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA, LIBRARY_SHARE_TEMPLATES } from '../../contract/api-areas';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { type ContractCall, contractCalls } from './support/contract-calls';

/** The back office's calls; the library area's share templates sit under its address but are not of it. */
function backOfficeCalls(): ContractCall[] {
  return contractCalls().filter((call) => call.path.startsWith(`${AREA.manage}/`) && !call.path.startsWith(LIBRARY_SHARE_TEMPLATES));
}

describe.each(DIALECTS)('the back office’s door on %s', (dialect) => {
  let server: TestServer;
  let li: ApiClient;
  let chen: ApiClient;
  const calls = backOfficeCalls();
  const send = (client: ApiClient, call: ContractCall, body: unknown) => client.request(call.method, `/api${call.path.replace(/\{\w+\}/g, '1')}`, call.method === 'GET' || call.method === 'DELETE' ? undefined : body);

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'li.na');
    await createUser(server.db, 'chen.jie', { classifyAdmin: true });
    li = await server.signIn('li.na', 'password-1');
    chen = await server.signIn('chen.jie', 'password-1');
  });
  afterAll(() => server.close());

  it('covers every screen of the back office', () => {
    for (const area of ['classify', 'people', 'departments', 'groups', 'recommend', 'notice', 'recycle', 'history', 'security', 'grantOverview', 'templates']) {
      expect(calls.some((call) => call.path.startsWith(`${AREA.manage}/${area}`)), area).toBe(true);
    }
  });

  it('answers 403 to an ordinary person on every call, whatever they send', async () => {
    for (const call of calls) {
      for (const body of [{}, { name: 'x', items: [{ kind: 'file', id: 1 }] }, 'not json']) {
        const response = await send(li, call, body);
        expect(response.statusCode, `${call.method} ${call.path}`).toBe(403);
      }
    }
  });

  it('lets a classification admin through to the call itself', async () => {
    for (const call of calls) {
      const response = await send(chen, call, {});
      expect(response.statusCode, `${call.method} ${call.path}`).not.toBe(403);
      expect(response.statusCode, `${call.method} ${call.path}`).toBeLessThan(500);
    }
  });
});
