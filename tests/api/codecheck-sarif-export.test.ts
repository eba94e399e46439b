import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type * as Sarif from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCheckstyleReport } from '../../server/analysis/lint/checkstyle-report';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, lintList, TASK, waitForBuild } from './support/codecheck';

/** Microsoft's SARIF validator, run with GitHub's ingestion rules beside the specification's. */
async function validate(log: string): Promise<Sarif.Result[]> {
  const binary = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
  // The package's install step only marks its binary executable, which a clean install may skip.
  fs.chmodSync(binary, 0o755);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sarif-'));
  try {
    fs.writeFileSync(path.join(folder, 'task.sarif'), log);
    const output = path.join(folder, 'validation.sarif');
    await promisify(execFile)(binary, ['validate', path.join(folder, 'task.sarif'), '--rule-kind', 'Gh;Sarif', '--log', 'ForceOverwrite', '--output', output], {
      env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1' },
    });
    return (JSON.parse(fs.readFileSync(output, 'utf8')) as Sarif.Log).runs.flatMap((run) => run.results ?? []);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(DIALECTS)("a task's findings as SARIF on %s", (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let wang: ApiClient;
  let taskId: number;
  const sarifOf = (client: ApiClient, id = taskId) => client.get(`${DEFECT}/sarif/${id}`);

  beforeAll(async () => {
    server = await build(dialect);
    repo = await makeFixtureRepo();
    await createUser(server.db, 'wang.fang');
    await createUser(server.db, 'li.na');
    wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, {
      nameEn: `sarif_${dialect}`,
      nameCn: '导出任务',
      langs: ['JAVASCRIPT'],
      repoUrl: repo.url,
      branch: repo.branch,
      tools: ['ESLINT', 'CCN', 'DUPC'],
    });
    taskId = created.json().data.taskId;
    await wang.post(`${TASK}/execute`, { taskId });
    expect(await waitForBuild(wang, taskId)).toMatchObject({ flag: 1 });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it("downloads every open and ignored finding in a log the validator accepts under GitHub's rules", async () => {
    const eslint = (await lintList(wang, taskId, 'ESLINT')).lintList.content as Array<{ id: number; filePath: string; line: number; checker: string }>;
    const ignored = eslint[0]!;
    const ignoring = await wang.put(`${DEFECT}/warn/ignore`, { taskId, toolName: 'ESLINT', ids: [ignored.id], ignore: true, reason: 'Generated code, rebuilt on every release.' });
    expect(ignoring.statusCode, ignoring.body).toBe(200);

    const response = await sarifOf(wang);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/sarif+json');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sarif_${dialect}.sarif"`);
    const log = JSON.parse(response.body) as Sarif.Log;
    expect(log.version).toBe('2.1.0');
    expect(log.runs.map((run) => run.tool.driver.name)).toEqual(['CCN', 'DUPC', 'ESLINT']);

    const run = (name: string) => log.runs.find((candidate) => candidate.tool.driver.name === name)!;
    const lint = run('ESLINT').results!;
    expect(lint.map((result) => [result.locations![0]!.physicalLocation!.artifactLocation!.uri, result.locations![0]!.physicalLocation!.region!.startLine, result.ruleId]).sort()).toEqual(
      eslint.map((defect) => [defect.filePath, defect.line, defect.checker]).sort(),
    );
    const suppressed = lint.filter((result) => result.suppressions?.length);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0]).toMatchObject({ ruleId: ignored.checker, suppressions: [{ kind: 'external', status: 'accepted', justification: 'Generated code, rebuilt on every release.' }] });

    const risky = (await lintList(wang, taskId, 'CCN')).riskyFunctionList.content as Array<{ filePath: string; functionName: string }>;
    expect(run('CCN').results!.map((result) => result.locations![0]!.physicalLocation!.artifactLocation!.uri).sort()).toEqual(risky.map((item) => item.filePath).sort());
    const duplicated = run('DUPC').results!;
    expect(duplicated.length).toBeGreaterThan(0);
    for (const result of duplicated) expect(result.relatedLocations?.[0]?.physicalLocation?.artifactLocation?.uri).toBeTruthy();

    const all = log.runs.flatMap((each) => each.results!);
    const fingerprints = all.map((result) => Object.values(result.partialFingerprints ?? {})[0]);
    expect(fingerprints.every(Boolean)).toBe(true);
    expect(new Set(fingerprints).size).toBe(all.length);
    for (const result of all) expect(result.locations![0]!.physicalLocation!.artifactLocation!.uri).not.toMatch(/^(\/|file:)/);
    expect(log.runs[0]!.versionControlProvenance).toEqual([{ repositoryUri: repo.url, branch: repo.branch, revisionId: repo.commits[1] }]);

    const problems = (await validate(response.body)).filter((result) => result.level === 'error');
    expect(problems.map((result) => [result.ruleId, result.message.id, result.message.arguments])).toEqual([]);
  }, 120_000);

  it('gives the same fingerprints each time, so code scanning keeps tracking the same alerts', async () => {
    const fingerprintsOf = async () =>
      (JSON.parse((await sarifOf(wang)).body) as Sarif.Log).runs.flatMap((run) => run.results!.map((result) => `${run.tool.driver.name} ${Object.values(result.partialFingerprints!)[0]}`)).sort();
    expect(await fingerprintsOf()).toEqual(await fingerprintsOf());
  });

  it("downloads the open findings as a checkstyle report, the same ones SARIF lists without suppression, read back by the product's checkstyle reader", async () => {
    const response = await wang.get(`${DEFECT}/checkstyle/${taskId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sarif_${dialect}-checkstyle.xml"`);
    const read = parseCheckstyleReport(response.body, 'export', (reported) => reported);

    const log = JSON.parse((await sarifOf(wang)).body) as Sarif.Log;
    const open = (name: string) => log.runs.find((run) => run.tool.driver.name === name)!.results!.filter((result) => !result.suppressions?.length);
    const where = (result: Sarif.Result) => [result.locations![0]!.physicalLocation!.artifactLocation!.uri!, result.locations![0]!.physicalLocation!.region!.startLine!];
    expect(read.filter((finding) => !['RiskyFunction', 'DuplicatedBlock'].includes(finding.checker)).map((finding) => [finding.path, finding.line, finding.checker]).sort()).toEqual(
      open('ESLINT').map((result) => [...where(result), result.ruleId]).sort(),
    );
    expect(read.filter((finding) => finding.checker === 'RiskyFunction').map((finding) => [finding.path, finding.line]).sort()).toEqual(open('CCN').map(where).sort());
    expect(read.filter((finding) => finding.checker === 'DuplicatedBlock').map((finding) => [finding.path, finding.line]).sort()).toEqual(open('DUPC').map(where).sort());
    // The ignored defect of the first test is left out: the format has no way to say it is ignored.
    expect(read.length).toBe(open('ESLINT').length + open('CCN').length + open('DUPC').length);
    expect(open('ESLINT').length).toBeLessThan(log.runs.find((run) => run.tool.driver.name === 'ESLINT')!.results!.length);
  });

  it('is refused to someone who may not view the task, and says so for a task that does not exist', async () => {
    const liNa = await server.signIn('li.na', 'password-1');
    expect((await sarifOf(liNa)).statusCode).toBe(403);
    expect((await liNa.get(`${DEFECT}/checkstyle/${taskId}`)).statusCode).toBe(403);
    expect((await sarifOf(wang, 999_999)).statusCode).toBe(404);
    expect((await server.client().get(`${DEFECT}/sarif/${taskId}`)).statusCode).toBe(401);
  });
});
