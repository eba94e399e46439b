import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed';
import { DIALECTS, build, type TestServer } from './support/build';

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
    await seedDemo(server.db);
    await seedDemo(server.db);
  });
  afterAll(() => server.close());

  it('lets every demo account sign in, once each even when loaded twice', async () => {
    for (const person of DEMO_ACCOUNTS) {
      const client = await server.signIn(person.account, DEMO_PASSWORD);
      expect((await client.get('/api/getuser')).json().data).toMatchObject({ account: person.account, isClassifyAdmin: person.classifyAdmin });
    }
    const users = await server.db.selectFrom('users').select('account').execute();
    expect(users.filter((u) => u.account === 'li.na')).toHaveLength(1);
  });

  it('shows the welcome notice and project membership', async () => {
    const liNa = await server.signIn('li.na', DEMO_PASSWORD);
    expect((await liNa.get('/api/ms/doc/api/user/message/get')).json().data.department).toBe(true);
    expect((await liNa.get('/api/task/api/user/projects')).json().data).toEqual([{ projectId: 'P-LIB', projectName: '文库平台' }]);
  });
});
