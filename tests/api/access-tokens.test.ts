import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

describe.each(DIALECTS)('personal access tokens on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'pipeline.owner');
  });
  afterAll(() => server.close());

  it('creates a token shown once that a script uses instead of a session, without CSRF', async () => {
    const owner = await server.signIn('pipeline.owner', 'password-1');
    const created = (await owner.post('/api/erp/token', { name: 'ci' })).json().data;
    expect(created.token).toMatch(/^lbr_/);
    expect((await owner.get('/api/erp/token')).json().data).toEqual([expect.objectContaining({ id: created.id, name: 'ci' })]);
    expect(JSON.stringify((await owner.get('/api/erp/token')).json())).not.toContain(created.token);

    const script = server.client();
    const auth = { authorization: `Bearer ${created.token}` };
    expect((await script.get('/api/getuser', auth)).json().data.account).toBe('pipeline.owner');
    expect((await script.post('/api/erp/token', { name: 'from script' }, auth)).statusCode).toBe(200);
  });

  it('refuses an unknown or revoked token', async () => {
    const owner = await server.signIn('pipeline.owner', 'password-1');
    const created = (await owner.post('/api/erp/token', { name: 'short-lived' })).json().data;
    expect((await owner.delete(`/api/erp/token/${created.id}`)).statusCode).toBe(200);
    const script = server.client();
    expect((await script.get('/api/getuser', { authorization: `Bearer ${created.token}` })).statusCode).toBe(401);
    expect((await script.get('/api/getuser', { authorization: 'Bearer lbr_made-up' })).statusCode).toBe(401);
    expect((await owner.delete(`/api/erp/token/${created.id}`)).statusCode).toBe(404);
  });
});
