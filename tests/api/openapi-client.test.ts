import type { AddressInfo } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestServer } from './support/build';
import { typecheck } from './support/typecheck';

/**
 * The warnings Redocly's recommended rules may still give, each for a reason of the API's own:
 * an internal product has no licence to name, and `doc_library/del/{id}` beside `doc_library/{id}/operations`
 * are the addresses the web app and older clients call.
 */
const ACCEPTED_WARNINGS = ['info-license', 'no-ambiguous-paths'];

/**
 * A client's use of the generated types: signs in, reads who it is with the session cookie, makes an
 * access token (a POST: the CSRF header goes with the cookie) and lists the tokens with it alone.
 */
const CLIENT_USE = `
import type { Client } from 'openapi-fetch';
import type { paths } from './api';

export async function use(client: Client<paths>, username: string, password: string) {
  const login = await client.POST('/api/erp/login', { body: { username, password } });
  if (!login.data) throw new Error('sign-in refused: ' + login.error?.message);
  const cookies = login.response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('librarium_csrf='))!.split('=')[1]!;
  const session = { cookie: cookies.join('; ') };
  const me = await client.GET('/api/getuser', { headers: session });
  const made = await client.POST('/api/erp/token', { body: { name: 'typed client', scopes: ['read', 'admin'], expiresAt: null }, headers: { ...session, 'x-csrf-token': csrf } });
  if (!made.data) throw new Error('token refused: ' + made.error?.data?.code);
  const listed = await client.GET('/api/erp/token', { headers: { authorization: 'Bearer ' + made.data.data.token } });
  // @ts-expect-error a sign-in without its password is not a call the types allow
  void (() => client.POST('/api/erp/login', { body: { username } }));
  return { account: login.data.data.user.account, me: me.data?.data, tokens: listed.data?.data.map((token) => token.name) };
}
`;

describe('the OpenAPI document is valid and makes a working typed client', () => {
  let server: TestServer;
  let base: string;
  let text: string;

  beforeAll(async () => {
    server = await build('sqlite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/api/docs/json`);
    expect(response.status).toBe(200);
    text = await response.text();
  });
  afterAll(() => server.close());

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lintFromString({ source: text, absoluteRef: `${base}/api/docs/json`, config: await createConfig({ extends: ['recommended'] }) });
    const said = (severity: string) => problems.filter((problem) => problem.severity === severity).map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(said('error')).toEqual([]);
    expect(said('warn').filter((warning) => !ACCEPTED_WARNINGS.some((rule) => warning.startsWith(`${rule}:`)))).toEqual([]);
  });

  it('names every operation after its contract entry, with who may call it and its error answers', () => {
    const document = JSON.parse(text) as { paths: Record<string, Record<string, { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> }>> };
    const login = document.paths['/api/erp/login']!.post!;
    expect(login).toMatchObject({ operationId: 'sessionLogin', security: [] });
    expect(document.paths['/api/erp/token']!.post).toMatchObject({ operationId: 'accessTokenCreate', security: [{ session: [], csrf: [] }, { accessToken: [] }] });
    expect(document.paths['/api/getuser']!.get!.security).toEqual([{ session: [] }, { accessToken: [] }]);
    expect(document.paths['/api/getuser']!.get!.responses).toMatchObject({ 401: { $ref: '#/components/responses/Unauthorized' } });
    const chunk = document.paths['/api/ms/doc/api/user/doc/upload/chunk']!.post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(chunk.requestBody.content['multipart/form-data']!.schema.properties)).toEqual(expect.arrayContaining(['identifier', 'chunkNumber', 'file']));
    // The other calls that read multipart parts themselves say so too.
    const multipart = Object.values(document.paths)
      .flatMap((item) => Object.values(item) as { operationId?: string; requestBody?: { content: object } }[])
      .filter((operation) => operation.requestBody && 'multipart/form-data' in operation.requestBody.content)
      .map((operation) => operation.operationId);
    expect(multipart.sort()).toEqual(['fileContentUpload', 'sharedChunk', 'uploadChunk', 'wikiUploadImage']);
  });

  it('generates types a client of the live server type-checks against and calls it with', async () => {
    const types = astToString(await openapiTS(text));
    for (const name of ['sessionLogin', 'uploadChunk', 'wikiGet', 'FolderNode', 'WikiNode', 'ErrorEnvelope']) expect(types).toContain(`${name}: {`);

    expect(typecheck({ 'api.ts': types, 'use.ts': CLIENT_USE })).toEqual([]);

    // The same use, run: its types are erased, and the client is the one it was checked against.
    const javascript = ts.transpileModule(CLIENT_USE, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const { use } = await import(`data:text/javascript,${encodeURIComponent(javascript)}`);
    const client = createClient({ baseUrl: base });
    expect(await use(client, 'admin', 'admin-pass-1')).toMatchObject({ account: 'admin', me: { account: 'admin' }, tokens: ['typed client'] });
  }, 60_000);
});
