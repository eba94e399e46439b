import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DOC, createLibrary } from './library-support';
import { DIALECTS, build, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

describe.each(DIALECTS)('text with U+0000 on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let libraryId: number;

  beforeAll(async () => {
    server = await build(dialect);
    admin = await server.signIn('admin', 'admin-pass-1');
    libraryId = (await createLibrary(admin, 'nul_checks')).id;
  });
  afterAll(() => server.close());

  it('refuses a NUL in the account at sign-in with a localised 400, before any session exists', async () => {
    const response = await server.client().post('/api/erp/login', { username: 'a\u0000b', password: 'whatever-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: { code: 'VALIDATION', fields: { username: '不能包含空字符（U+0000）' } } });

    const english = server.client();
    english.setCookie(COOKIE.language, 'en');
    const en = await english.post('/api/erp/login', { username: 'a\u0000b', password: 'whatever-1' });
    expect(en.json().data.fields.username).toBe('Must not contain the NUL character (U+0000)');
  });

  it('refuses a NUL deep inside a body, in a query string and in a path parameter, and writes nothing', async () => {
    const before = await admin.get(`${DOC}/file/list?libraryId=${libraryId}`);
    const folder = await admin.post(`${DOC}/file/folder`, { libraryId, name: 'ok\u0000name' });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().data.fields.name).toBe('不能包含空字符（U+0000）');
    const search = await admin.get(`${DOC}/search?keyword=a%00b`);
    expect(search.statusCode).toBe(400);
    const info = await admin.get(`${DOC}/doc_library/1%00`);
    expect(info.statusCode).toBe(400);
    const after = await admin.get(`${DOC}/file/list?libraryId=${libraryId}`);
    expect(after.json().data.page.totalElements).toBe(before.json().data.page.totalElements);
  });
});
