import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRepositoryDir } from '../../server/demo/demo-repo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed';
import { DOC } from './library-support';
import { DIALECTS, build, type TestServer } from './support/build';
import { waitForBuild } from './support/codecheck';

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build(dialect);
    await seedDemo(server.db, server.config);
    await seedDemo(server.db, server.config);
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

  it('has a code-check task already scanned once, with defects, a risky function and duplicated files, and it scans again', async () => {
    const wang = await server.signIn('wang.fang', DEMO_PASSWORD);
    const { enableTasks } = (await wang.get('/api/task/api/user/task')).json().data;
    expect(enableTasks.map((t: { nameEn: string }) => t.nameEn)).toEqual(['order_service']);
    const taskId = enableTasks[0].taskId;
    // Loaded twice, scanned once: the demo finished its scan before the server is asked anything.
    const log = (await wang.get(`/api/defect/api/user/tasklog?taskId=${taskId}`)).json().data;
    expect(log.lastAnalysisResult).toMatchObject({ flag: 1 });
    expect(log.taskLogPage.content).toHaveLength(1);
    const risky = (await wang.post('/api/defect/api/user/warn/list', { taskId, toolName: 'CCN' })).json().data.riskyFunctionList.content;
    expect(risky).toEqual([expect.objectContaining({ functionName: 'statusLabel', ccn: 22, filePath: 'src/status.js', author: '王芳' })]);
    const eslint = (await wang.post('/api/defect/api/user/warn/list', { taskId, toolName: 'ESLINT' })).json().data.lintList.content;
    expect(eslint.map((d: { checker: string }) => d.checker)).toContain('no-unused-vars');
    const duplicated = (await wang.post('/api/defect/api/user/warn/list', { taskId, toolName: 'DUPC' })).json().data.duplicatedFileList.content;
    expect(duplicated.map((f: { filePath: string }) => f.filePath).sort()).toEqual(['src/order.js', 'src/refund.js']);

    await wang.post('/api/task/api/user/execute', { taskId });
    expect((await waitForBuild(wang, taskId)).flag).toBe(1);
  }, 120_000);

  it('has a classified knowledge base with recommendations on Li Na’s knowledge home, and a document she follows', async () => {
    const li = await server.signIn('li.na', DEMO_PASSWORD);
    const tree = (await li.get(`${DOC}/knowledge/classify`)).json().data as { id: number; parentId: number | null; name: string; count: number }[];
    expect(tree.filter((c) => c.parentId === null).map((c) => c.name)).toEqual(['研发规范', '运维手册', '产品文档', '新人入职']);
    const rules = tree.find((c) => c.name === '研发规范')!;
    expect(tree.filter((c) => c.parentId === rules.id).map((c) => c.name)).toEqual(['编码规范', '代码评审', '接口设计']);
    const review = tree.find((c) => c.name === '代码评审')!;
    expect(review.count).toBe(1);
    const items = (await li.get(`${DOC}/knowledge/classify/${review.id}/items`)).json().data.content;
    expect(items).toEqual([expect.objectContaining({ kind: 'file', name: '代码评审清单.md', libraryName: '技术知识库' })]);
    // Categories hold exactly what was filed in them, once even when loaded twice.
    expect(tree.reduce((sum, c) => sum + c.count, 0)).toBe(15);

    const home = (await li.get(`${DOC}/knowledge/home`)).json().data;
    expect(home.recommended.map((item: { name: string }) => item.name)).toEqual(['代码评审清单.md', '发布与回滚手册.md', '版本说明-2.3.md', '开发环境搭建.md']);
    expect(home.recent.length).toBeGreaterThanOrEqual(10);
    expect(home.followed.map((item: { name: string }) => item.name)).toEqual(['前端编码规范.md']);
  });

  it('has a wiki in the 文库平台 project: a home page with two pages under it that link to each other', async () => {
    const li = await server.signIn('li.na', DEMO_PASSWORD);
    const project = (await li.get(`${DOC}/ppm_project_doc_library/by_user`)).json().data.content.find((l: { name: string }) => l.name === '文库平台');
    const { pages } = (await li.get(`${DOC}/wiki/${project.id}/pages`)).json().data as { pages: { id: number; title: string; parentId: number | null }[] };
    const home = pages.find((p) => p.title === '首页')!;
    expect(pages.map((p) => [p.title, p.parentId])).toEqual([
      ['首页', null],
      ['发布流程', home.id],
      ['值班手册', home.id],
    ]);
    const release = pages.find((p) => p.title === '发布流程')!;
    const duty = pages.find((p) => p.title === '值班手册')!;
    const page = (await li.get(`${DOC}/wiki/${project.id}/pages/${release.id}`)).json().data;
    expect(page.markdown).toContain('## 发布前');
    expect(page.markdown).toContain('| 环境 | 地址 | 负责人 |');
    expect(JSON.stringify(page.content)).toContain(`"pageId":${duty.id}`);
  });

  it('shows the welcome notice and project membership', async () => {
    const liNa = await server.signIn('li.na', DEMO_PASSWORD);
    expect((await liNa.get('/api/ms/doc/api/user/message/get')).json().data.department).toBe(true);
    expect((await liNa.get('/api/task/api/user/projects')).json().data).toEqual([{ projectId: 'P-LIB', projectName: '文库平台' }]);
  });
});
