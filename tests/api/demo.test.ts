import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRepositoryDir } from '../../server/demo/demo-repo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed';
import { DIALECTS, build, type TestServer } from './support/build';
import { waitForBuild } from './support/codecheck';

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
    await seedDemo(server.db, server.dataDir);
    await seedDemo(server.db, server.dataDir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(demoRepositoryDir(server.dataDir), { recursive: true, force: true });
  });

  it('lets every demo account sign in, once each even when loaded twice', async () => {
    for (const person of DEMO_ACCOUNTS) {
      const client = await server.signIn(person.account, DEMO_PASSWORD);
      expect((await client.get('/api/getuser')).json().data).toMatchObject({ account: person.account, isClassifyAdmin: person.classifyAdmin });
    }
    const users = await server.db.selectFrom('users').select('account').execute();
    expect(users.filter((u) => u.account === 'li.na')).toHaveLength(1);
  });

  it('has a code-check task on a local repository that scans', async () => {
    const wang = await server.signIn('wang.fang', DEMO_PASSWORD);
    const { enableTasks } = (await wang.get('/api/task/api/user/task')).json().data;
    expect(enableTasks.map((t: { nameEn: string }) => t.nameEn)).toEqual(['order_service']);
    const taskId = enableTasks[0].taskId;
    await wang.post('/api/task/api/user/execute', { taskId });
    expect((await waitForBuild(wang, taskId)).flag).toBe(1);
    const risky = (await wang.post('/api/defect/api/user/warn/list', { taskId, toolName: 'CCN' })).json().data.riskyFunctionList.content;
    expect(risky).toEqual([expect.objectContaining({ functionName: 'statusLabel', ccn: 22, filePath: 'src/status.js', author: '王芳' })]);
    const eslint = (await wang.post('/api/defect/api/user/warn/list', { taskId, toolName: 'ESLINT' })).json().data.lintList.content;
    expect(eslint.map((d: { checker: string }) => d.checker)).toContain('no-unused-vars');
  }, 120_000);

  it('shows the welcome notice and project membership', async () => {
    const liNa = await server.signIn('li.na', DEMO_PASSWORD);
    expect((await liNa.get('/api/ms/doc/api/user/message/get')).json().data.department).toBe(true);
    expect((await liNa.get('/api/task/api/user/projects')).json().data).toEqual([{ projectId: 'P-LIB', projectName: '文库平台' }]);
  });
});
