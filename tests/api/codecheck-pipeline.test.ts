import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { TOOL_CATALOGUE } from '../../contract/tools';
import { pylintTool } from '../../server/analysis/lint/pylint-adapter';
import { allTools } from '../../server/analysis/tools';
import type { ToolAvailability } from '../../server/analysis/types';
import { toolRegistry } from '../../server/modules/codecheck/tool-registry';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK, waitForBuild } from './support/codecheck';

type ToolTime = { toolName: string; flag: number; startTime: number; endTime: number | null; elapsed: number | null; analysisElapsed: number | null };

describe.each(DIALECTS)('code check for pipelines on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let taskId: number;
  // Stands in for pylint being missing when the server starts and installed while it runs.
  let pylintMissing = true;

  beforeAll(async () => {
    server = await build(dialect, {}, undefined, false, {
      toolInstallCheck: (adapter): Promise<ToolAvailability> =>
        adapter.name === 'PYLINT' && pylintMissing ? Promise.resolve({ installed: false, reason: 'pylint is not installed on this server' }) : adapter.available(),
    });
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, {
      nameEn: `pipeline_${dialect}`,
      nameCn: '流水线任务',
      langs: ['JAVASCRIPT', 'PYTHON'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'PYLINT', 'CCN'],
    });
    taskId = created.json().data.taskId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('words an error in the Accept-Language of a caller without a language cookie, and the cookie still wins', async () => {
    const notEnabled = { taskId, toolName: 'DUPC' };
    expect(wang.cookie(COOKIE.language)).toBeUndefined();
    const english = await wang.post(`${DEFECT}/warn/list`, notEnabled, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('The task does not use this tool');
    expect((await wang.post(`${DEFECT}/warn/list`, notEnabled, { 'accept-language': 'fr-FR, en-GB;q=0.8' })).json().message).toBe('The task does not use this tool');
    expect((await wang.post(`${DEFECT}/warn/list`, notEnabled)).json().message).toBe('任务未添加该工具');
    wang.setCookie(COOKIE.language, 'zh-CN');
    try {
      expect((await wang.post(`${DEFECT}/warn/list`, notEnabled, { 'accept-language': 'en' })).json().message).toBe('任务未添加该工具');
    } finally {
      wang.setCookie(COOKIE.language, '');
    }
  });

  it('answers a missing linter\'s checker list with a clear error, and lists every checker once it is installed', async () => {
    const checkers = `${DEFECT}/checker/toolName/PYLINT?taskId=${taskId}`;
    const missing = await wang.get(checkers);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('服务器上未安装 PyLint，安装后即可列出其规则');
    expect((await wang.get(checkers, { 'accept-language': 'en' })).json().message).toBe('PyLint is not installed on this server; its checkers are listed once it is');
    const listed = (await wang.get(`${TASK}/toolList`)).json().data;
    expect(listed.find((tool: { name: string }) => tool.name === 'PYLINT').installed).toBe(false);

    pylintMissing = false;
    const installed = await wang.get(checkers);
    expect(installed.statusCode).toBe(200);
    const keys = installed.json().data.map((checker: { key: string }) => checker.key);
    expect(keys).toEqual((await pylintTool.checkers()).map((checker) => checker.key));
    expect(keys).toContain('unused-import');
    expect((await wang.get(`${TASK}/toolList`)).json().data.find((tool: { name: string }) => tool.name === 'PYLINT').installed).toBe(true);
  }, 60_000);

  it("lists each tool's languages and whether it is installed on this machine", async () => {
    const registry = toolRegistry(allTools());
    const tools: { name: string; langs: string[]; installed: boolean }[] = (await wang.get(`${TASK}/toolList`)).json().data;
    expect(tools.map((tool) => tool.name)).toEqual(TOOL_CATALOGUE.map((tool) => tool.name));
    for (const tool of tools) {
      expect(tool.langs).toEqual(TOOL_CATALOGUE.find((entry) => entry.name === tool.name)!.langs);
      expect(tool.installed).toBe((await registry.availability(tool.name)).installed);
    }
    expect(tools.find((tool) => tool.name === 'ESLINT')).toMatchObject({ langs: ['JAVASCRIPT', 'TYPESCRIPT'], installed: true });
    expect(tools.find((tool) => tool.name === 'DETEKT')).toMatchObject({ langs: ['KOTLIN'], installed: false });
  }, 60_000);

  it('gives each tool of a scan its whole time and its own analysis time in the task log', async () => {
    await wang.post(`${TASK}/execute`, { taskId });
    const scan = await waitForBuild(wang, taskId);
    expect(scan.flag).toBe(1);
    const tools: ToolTime[] = scan.tools;
    expect(tools.map((tool) => tool.toolName).sort()).toEqual(['CCN', 'ESLINT', 'PYLINT']);
    const scanSpan = scan.endTime - scan.queuedTime;
    for (const tool of tools) {
      expect(tool.flag).toBe(1);
      expect(tool.elapsed).toBe(tool.endTime! - tool.startTime);
      expect(tool.analysisElapsed).toBeGreaterThanOrEqual(0);
      expect(tool.analysisElapsed!).toBeLessThanOrEqual(tool.elapsed!);
      expect(tool.elapsed!).toBeLessThanOrEqual(scanSpan);
    }
    // The tools run one after another, so their analysis times fit in the scan together.
    expect(tools.reduce((sum, tool) => sum + tool.analysisElapsed!, 0)).toBeLessThanOrEqual(scanSpan);
    // Starting pylint alone takes a noticeable moment.
    expect(tools.find((tool) => tool.toolName === 'PYLINT')!.analysisElapsed).toBeGreaterThan(0);

    const pylintOnly = (await wang.get(`${DEFECT}/tasklog?taskId=${taskId}&toolName=PYLINT`)).json().data.lastAnalysisResult;
    expect(pylintOnly.tools).toEqual([tools.find((tool) => tool.toolName === 'PYLINT')]);
  }, 150_000);
});
