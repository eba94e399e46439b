import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { DIALECTS, build, type TestServer } from './support/build';

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
  });
  afterAll(() => server.close());

  it('answers malformed JSON with a localised 400', async () => {
    const response = await server.client().post('/api/erp/login', '{"username": "admin", "pass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: '请求内容不是有效的 JSON' });
  });

  it('names each bad field: missing, wrong type and unknown', async () => {
    const client = server.client();
    client.setCookie(COOKIE.language, 'en');
    const response = await client.post('/api/erp/login', { username: 42, extra: true });
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.fields;
    expect(fields.username).toBe('Wrong type');
    expect(fields.password).toBe('Necessary');
    expect(fields.body).toBe('Unknown field: extra');
  });

  it('checks text length the spec way: a Chinese character counts two', async () => {
    const client = server.client();
    const response = await client.post('/api/erp/login', { username: '名'.repeat(33), password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.username).toBe('最多 64 个字符');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await server.client().post('/api/erp/login', { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('请求内容过大');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const admin = await server.signIn('admin', 'admin-pass-1');
    const response = await admin.get('/api/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: '未找到' });
  });

  it('answers a wrong query type with 400, not 500', async () => {
    const admin = await server.signIn('admin', 'admin-pass-1');
    const response = await admin.put('/api/ms/doc/api/user/message/view?messageId=abc');
    expect(response.statusCode).toBe(400);
    const unknown = await admin.get('/api/task/api/user/metadatas?metadataType=NOPE');
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps serving after all of the above', async () => {
    const admin = await server.signIn('admin', 'admin-pass-1');
    expect((await admin.get('/api/getuser')).statusCode).toBe(200);
  });
});
