import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_REPO_ROOT, type FixtureRepo, makeRepoWithFiles, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, dropSchema, POSTGRES_URL } from './support/build';
import { TASK } from './support/codecheck';
import { dataOf, type HttpSession } from './support/http-session';
import { ROOT, type ServerProcess, startServerProcess } from './support/server-process';

/**
 * The pipeline command `librarium-ci` as a pipeline runs it: a real process of the command (through the
 * package's `bin`) against a real server process, with the token in the environment.
 */

const run = promisify(execFile);
const ADMIN_PASSWORD = 'ci-admin-pass-1';
const COMMAND = path.join(ROOT, 'cli/librarium-ci.mjs');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command and answers its exit code and output, whatever the code. */
async function ci(args: string[], env: Record<string, string>, program: string[] = [process.execPath, COMMAND]): Promise<Ran> {
  const [file, ...head] = program;
  try {
    const { stdout, stderr } = await run(file!, [...head, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...env }, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function git(dir: string, args: string[]) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'Bob Li', GIT_AUTHOR_EMAIL: 'bob@example.com', GIT_COMMITTER_NAME: 'Bob Li', GIT_COMMITTER_EMAIL: 'bob@example.com' };
  return (await run('git', args, { cwd: dir, env })).stdout.trim();
}

const CLEAN_JS = 'export function add(a, b) {\n  return a + b;\n}\n';
const DEBUGGER_JS = 'export function add(a, b) {\n  debugger;\n  return a + b;\n}\n';

const sarif = JSON.stringify({
  version: '2.1.0',
  runs: [{ tool: { driver: { name: 'detekt' } }, results: [{ ruleId: 'MagicNumber', level: 'warning', message: { text: 'This expression contains a magic number' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: 2 } } }] }] }],
});
const checkstyle = `<?xml version="1.0" encoding="UTF-8"?>
<checkstyle version="10.0">
  <file name="src/app.js">
    <error line="1" column="1" severity="error" message="Missing a Javadoc comment." source="com.puppycrawl.tools.checkstyle.checks.javadoc.MissingJavadocMethodCheck"/>
  </file>
</checkstyle>
`;

describe.each(DIALECTS)('the librarium-ci command against a real server on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-ci-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess;
  let admin: HttpSession;
  let repo: FixtureRepo;
  let token: string;
  let env: Record<string, string>;

  const createTask = async (nameEn: string, tools: string[]) =>
    (await dataOf<{ taskId: number }>(await admin.json('POST', `${TASK}/task`, { nameEn, nameCn: '流水线任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools }))).taskId;

  beforeAll(async () => {
    repo = await makeRepoWithFiles({ 'src/app.js': CLEAN_JS });
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      WEB_DIST: path.join(dataDir, 'no-web'),
      REPO_LOCAL_ROOTS: FIXTURE_REPO_ROOT,
      ...(dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    });
    admin = await server.signIn('admin', ADMIN_PASSWORD);
    token = (await dataOf<{ token: string }>(await admin.json('POST', '/api/erp/token', { name: 'pipeline', scopes: ['read', 'scan', 'ingest'], expiresAt: null }))).token;
    env = { LIBRARIUM_URL: server.base, LIBRARIUM_TOKEN: token };
  }, 180_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (dialect === 'postgres') await dropSchema(schema);
    await removeFixtureRepo(repo);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('scans a commit, passes the gate with exit 0, then fails it with exit 1 naming the failed condition and the new defect', async () => {
    const taskId = await createTask(`ci_scan_${randomBytes(3).toString('hex')}`, ['ESLINT']);

    const first = await ci(['scan', '--task', String(taskId), '--commit', repo.commits[0]!], env);
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stderr).toContain(`任务 ${taskId}：第 1 次扫描已开始（分支 main）`);
    expect(first.stderr).toContain('[ESLint] 扫描中');
    expect(first.stdout).toContain(`第 1 次扫描成功（提交 ${repo.commits[0]!.slice(0, 12)}）`);
    expect(first.stdout).toContain('质量红线（第 1 次扫描）： 通过');
    expect(first.stdout).toContain('本次扫描没有新增缺陷');
    expect(first.stdout + first.stderr).not.toContain(token);

    await dataOf(await admin.json('PUT', `${TASK}/qualityGate`, { taskId, enabled: true, conditions: [{ metric: 'newDefects', toolName: null, operator: 'gt', threshold: 0 }] }));
    fs.writeFileSync(path.join(repo.dir, 'src/app.js'), DEBUGGER_JS);
    await git(repo.dir, ['commit', '-q', '-am', 'Stop in the debugger']);
    const commit = await git(repo.dir, ['rev-parse', 'HEAD']);

    const second = await ci(['scan', '--task', String(taskId), '--branch', 'main'], { ...env, LANG: 'en_US.UTF-8' });
    expect(second.code, second.stderr + second.stdout).toBe(1);
    expect(second.stdout).toContain(`Scan 2: succeeded (commit ${commit.slice(0, 12)})`);
    expect(second.stdout).toContain('Quality gate (scan 2): failed');
    expect(second.stdout).toContain('✗ New defects (all tools) = 1, gate: fails when greater than 0');
    expect(second.stdout).toContain('New defects of this scan: 1');
    expect(second.stdout).toMatch(/src\/app\.js:2 {2}ESLint no-debugger {2}\[\w+\] {2}Unexpected 'debugger' statement/);

    const json = await ci(['gate', '--task', String(taskId), '--json'], env);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ taskId, scan: { buildNum: 2 }, gate: { status: 'failed', conditions: [{ metric: 'newDefects', value: 1, threshold: 0, failed: true }] }, exitCode: 1 });
    const earlier = await ci(['gate', '--task', String(taskId), '--scan', '1'], env);
    expect(earlier.code).toBe(0);
    expect(earlier.stdout).toContain('质量红线（第 1 次扫描）： 通过');

    // The commit a pipeline built is scanned even when the branch has moved on; one the branch does not hold is the pipeline's mistake (2).
    const pinned = await ci(['scan', '--task', String(taskId), '--commit', repo.commits[0]!.slice(0, 10)], env);
    expect(pinned.code, pinned.stderr + pinned.stdout).toBe(0);
    expect(pinned.stdout).toContain(`第 3 次扫描成功（提交 ${repo.commits[0]!.slice(0, 12)}）`);
    const stranger = await ci(['scan', '--task', String(taskId), '--commit', 'f'.repeat(40)], env);
    expect(stranger.code).toBe(2);
    expect(stranger.stderr).toContain('要扫描的提交不在任务的分支上');
  }, 180_000);

  it("analyses a merge request's branch against its base: only what it introduced is reported and gated", async () => {
    const taskId = await createTask(`ci_branch_${randomBytes(3).toString('hex')}`, ['ESLINT']);
    await dataOf(await admin.json('PUT', `${TASK}/qualityGate`, { taskId, enabled: true, conditions: [{ metric: 'newDefects', toolName: null, operator: 'gt', threshold: 0 }] }));
    // main already holds a debugger statement; the branch adds another in a new function and touches nothing else.
    await git(repo.dir, ['checkout', '-q', '-b', 'feature/stop']);
    const before = fs.readFileSync(path.join(repo.dir, 'src/app.js'), 'utf8');
    const line = before.split('\n').length + 1;
    fs.writeFileSync(path.join(repo.dir, 'src/app.js'), `${before}export function sub(a, b) {\n  debugger;\n  return a - b;\n}\n`);
    await git(repo.dir, ['commit', '-q', '-am', 'Subtract, stopping in the debugger']);
    await git(repo.dir, ['checkout', '-q', 'main']);

    const analysed = await ci(['scan', '--task', String(taskId), '--branch', 'feature/stop', '--json'], env);
    expect(analysed.code, analysed.stderr + analysed.stdout).toBe(1);
    expect(analysed.stderr).toContain('feature/stop → main');
    const result = JSON.parse(analysed.stdout);
    expect(result).toMatchObject({ taskId, analysis: { status: 'succeeded', sourceBranch: 'feature/stop', baseBranch: 'main' }, gate: { status: 'failed' }, exitCode: 1 });
    expect(result.newFindings.items).toEqual([expect.objectContaining({ kind: 'defect', filePath: 'src/app.js', line, checker: 'no-debugger' })]);

    const english = await ci(['scan', '--task', String(taskId), '--branch', 'feature/stop', '--base', 'main'], { ...env, LANG: 'en_US.UTF-8' });
    expect(english.code).toBe(1);
    expect(english.stdout).toContain('Quality gate (branch analysis #2): failed');
    expect(english.stdout).toContain(`New findings on the 4 changed lines: 1\n  src/app.js:${line}  ESLint no-debugger`);

    const unknown = await ci(['scan', '--task', String(taskId), '--branch', 'no-such-branch'], env);
    expect(unknown.code).toBe(2);
    const mixed = await ci(['scan', '--task', String(taskId), '--branch', 'feature/stop', '--commit', repo.commits[0]!], env);
    expect(mixed.code).toBe(2);
  }, 180_000);

  it('uploads a SARIF and a checkstyle report, waits for them to be stored and gates them', async () => {
    const taskId = await createTask(`ci_upload_${randomBytes(3).toString('hex')}`, ['DETEKT', 'CHECKSTYLE']);
    const reports = fs.mkdtempSync(path.join(dataDir, 'reports-'));
    fs.writeFileSync(path.join(reports, 'detekt.sarif'), sarif);
    fs.writeFileSync(path.join(reports, 'checkstyle.xml'), checkstyle);

    // Two lint tools: the report's must be named.
    const unnamed = await ci(['upload', '--task', String(taskId), '--format', 'sarif', path.join(reports, 'detekt.sarif')], env);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('该任务有多个缺陷类工具（CHECKSTYLE, DETEKT），请用 --tool 指定报告归入哪一个');

    const first = await ci(['upload', '--task', String(taskId), '--format', 'sarif', '--tool', 'DETEKT', path.join(reports, 'detekt.sarif')], env);
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stderr).toContain('报告已入库为第 1 次扫描：1 个问题，新增 1 个，修复 0 个，跳过 0 个');
    expect(first.stdout).toContain('质量红线（第 1 次扫描）： 通过');

    // After the first stored scan, what a report adds is new: a checkstyle error is a new high-severity defect, which the default gate refuses.
    const second = await ci(['upload', '--task', String(taskId), '--format', 'checkstyle', '--tool', 'checkstyle', '--json', path.join(reports, 'checkstyle.xml')], env);
    expect(second.code, second.stderr + second.stdout).toBe(1);
    const result = JSON.parse(second.stdout);
    expect(result).toMatchObject({
      taskId,
      scan: { buildNum: 2, status: 'success' },
      ingest: { findings: 1, created: 1, fixed: 0, skipped: 0 },
      gate: { status: 'failed', conditions: [{ metric: 'newHighDefects', value: 1, failed: true }] },
      newDefects: { total: 1, items: [{ tool: 'CHECKSTYLE', checker: 'MissingJavadocMethod', severity: 1, path: 'src/app.js', line: 1, message: 'Missing a Javadoc comment.' }] },
      exitCode: 1,
    });

    const missing = await ci(['upload', '--task', String(taskId), '--format', 'sarif', '--tool', 'DETEKT', path.join(reports, 'absent.sarif')], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ENOENT');

    // A report the server refuses as malformed is the command's input: exit 2 with the server's words for it.
    const broken = '{"version": "2.1.0", "runs": [';
    fs.writeFileSync(path.join(reports, 'broken.sarif'), broken);
    const refused = await fetch(`${server.base}/api/defect/api/user/ingest?taskId=${taskId}&toolName=DETEKT&format=sarif`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/sarif+json', 'accept-language': 'zh-CN' },
      body: broken,
    });
    expect(refused.status).toBe(400);
    const malformed = await ci(['upload', '--task', String(taskId), '--format', 'sarif', '--tool', 'DETEKT', path.join(reports, 'broken.sarif')], env);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain(((await refused.json()) as { message: string }).message);
  }, 120_000);

  it("exits 3 with the server's own message, in the language asked for, when the token is wrong, and 2 for a missing argument", async () => {
    const wrong = 'lbr_not-a-token';
    const refusal = async (language: string) =>
      ((await (await fetch(`${server.base}/api/task/api/user/taskId/1`, { headers: { authorization: `Bearer ${wrong}`, 'accept-language': language } })).json()) as { message: string }).message;

    const chinese = await ci(['gate', '--task', '1'], { ...env, LIBRARIUM_TOKEN: wrong });
    expect(chinese.code).toBe(3);
    expect(chinese.stderr).toContain(await refusal('zh-CN'));
    expect(chinese.stderr).not.toContain(wrong);
    const english = await ci(['gate', '--task', '1'], { ...env, LIBRARIUM_TOKEN: wrong, LANG: 'en_GB.UTF-8' });
    expect(english.code).toBe(3);
    expect(english.stderr).toContain(await refusal('en'));
    expect(await refusal('en')).not.toBe(await refusal('zh-CN'));

    // Through the package's bin, as `npx librarium-ci` runs it.
    const usage = await ci(['scan'], env, ['npx', '--no-install', 'librarium-ci']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('缺少参数 --task');
    const noToken = await ci(['gate', '--task', '1'], { LIBRARIUM_URL: server.base });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('请在环境变量 LIBRARIUM_TOKEN 中提供访问令牌');
    const unreachable = await ci(['gate', '--task', '1', '--server', 'http://127.0.0.1:9'], env);
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toContain('无法连接服务器 http://127.0.0.1:9');
  }, 120_000);
});
