import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrary, upload } from './library-support';
import { DIALECTS, build, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { contractCalls } from './support/contract-calls';

/** Calls that end the caller's session or identity; the rest are sent everything below. */
const ENDS_THE_SESSION = ['/erp/logout', '/erp/password'];

/** Path parameters: ids that exist, and ones no real id has (none, negative, not a number, too large, a traversal). */
const PARAMS = ['1', '2', '0', '-1', 'abc', '99999999999999999999', '..%2F..%2Fetc', '1.5'];
/** Bodies of the wrong shape, a wrong kind of JSON, and not JSON at all. */
const BODIES: unknown[] = [{}, [], 'null', '"text"', '{"libraryId":"1 or 1=1","name":{"$gt":""},"ids":[null,-1,"x"],"nodeIds":"all"}', '{not json', { name: 'x'.repeat(100_000), keyword: '%_\\' }];
/** JSON nested far deeper than any request: objects in objects, and arrays in arrays. */
const DEEP_BODIES = ['{"a":'.repeat(5000) + '1' + '}'.repeat(5000), '['.repeat(5000) + ']'.repeat(5000)];
/** Query strings of the wrong shape. */
const QUERIES = ['', '?pageNum=-1&pageSize=100000&libraryId=x&taskId=1e309&from=yesterday&sortField=__proto__', '?id=1&id=2&keyword[]=a'];

describe.each(DIALECTS)('every call of the contract under hostile input on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  const calls = contractCalls().filter((call) => !ENDS_THE_SESSION.includes(call.path));

  beforeAll(async () => {
    server = await build(dialect);
    admin = await server.signIn('admin', 'admin-pass-1');
    // Something real to point at, so a hostile call reaches past 'not found'.
    const library = await createLibrary(admin, '靶场');
    await upload(server, admin, library.id, null, [{ name: 'a.txt', content: 'text' }]);
  });
  afterAll(() => server.close());

  it('finds the calls of every area', () => {
    expect(calls.length).toBeGreaterThan(150);
  });

  // Several thousand requests: a shared 2-core machine needs more than the default half minute.
  it('answers every one with a 4xx or a success, never a server error', async () => {
    const failures: string[] = [];
    for (const call of calls) {
      for (const param of PARAMS) {
        const path = `/api${call.path.replace(/\{\w+\}/g, param)}`;
        const attempts = call.method === 'GET' || call.method === 'DELETE' ? QUERIES.map((query) => ({ url: `${path}${query}`, body: undefined })) : BODIES.map((body) => ({ url: path, body }));
        for (const { url, body } of attempts) {
          const response = await admin.request(call.method, url, body);
          if (response.statusCode >= 500) failures.push(`${call.method} ${url} ${typeof body === 'string' ? body.slice(0, 40) : JSON.stringify(body)?.slice(0, 40)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Still signed in: every call above was answered as the admin, not as a stranger.
    expect((await admin.get('/api/getuser')).statusCode).toBe(200);
  }, 180_000);

  it('refuses a body nested 5,000 levels deep with a 400 before reading it, on every call that reads a body', async () => {
    const failures: string[] = [];
    for (const call of calls) {
      const url = `/api${call.path.replace(/\{\w+\}/g, '1')}`;
      for (const body of DEEP_BODIES) {
        const response = await admin.request(call.method, url, body);
        // A GET's body is never read, so it is never refused either: the call answers as it would without one.
        const refused = response.statusCode === 400 && response.json().data?.code === 'JSON_TOO_DEEP';
        if (call.method === 'GET' ? response.statusCode >= 500 : !refused) failures.push(`${call.method} ${call.path} ${body.slice(0, 6)}… → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    const refused = await admin.request('POST', '/api/erp/token', DEEP_BODIES[0], { 'accept-language': 'en' });
    expect(refused.json()).toEqual({ status: 400, message: 'The request body nests JSON deeper than 64 levels', data: { code: 'JSON_TOO_DEEP' } });
  });
});
