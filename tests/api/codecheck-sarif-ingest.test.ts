import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import { DEFECT, lintList, TASK } from './support/codecheck';

/** One SARIF result per rule, all on src/app.js, so each is told apart by its rule. */
const result = (ruleId: string, extra: Record<string, unknown> = {}) => ({
  ruleId,
  level: 'warning',
  message: { text: `${ruleId} says so` },
  locations: [{ physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: 2 } } }],
  ...extra,
});

const sarif = (results: unknown[]) => JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'detekt' } }, results }] });

describe.each(DIALECTS)('SARIF results that are not open defects, on %s', (dialect) => {
  let repo: FixtureRepo;
  let server: TestServer;
  beforeAll(async () => {
    repo = await makeFixtureRepo();
    server = await build(dialect);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  const pipelineFor = async () => {
    await createUser(server.db, 'wang.fang').catch(() => undefined);
    const wang = await server.signIn('wang.fang', 'password-1');
    const created = await wang.post(`${TASK}/task`, { nameEn: `sarif_${randomBytes(3).toString('hex')}`, nameCn: '任务', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['DETEKT'] });
    const taskId = created.json().data.taskId as number;
    const token = (await wang.post('/api/erp/token', { name: 'pipeline', scopes: ['ingest', 'read'], expiresAt: null })).json().data.token as string;
    const pipeline = server.client();
    const post = (results: unknown[]) =>
      pipeline.request('POST', `${DEFECT}/ingest?taskId=${taskId}&toolName=DETEKT&format=sarif`, sarif(results), {
        authorization: `Bearer ${token}`,
        'content-type': 'application/sarif+json',
      });
    const ingest = async (results: unknown[]) => {
      const response = await post(results);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const checkers = async (status: 'open' | 'ignored') =>
      ((await lintList(wang, taskId, 'DETEKT', { status })).lintList.content as Array<{ checker: string }>).map((row) => row.checker).sort();
    const reasons = async () =>
      Object.fromEntries(
        (await server.db.selectFrom('defects').select(['checker', 'ignore_reason']).where('task_id', '=', taskId).where('status', '=', 'ignored').execute()).map((row) => [row.checker, row.ignore_reason]),
      );
    return { post, ingest, checkers, reasons };
  };

  it('files passes, inapplicable and informational results and results gone from the baseline as nothing', async () => {
    const { ingest, checkers } = await pipelineFor();
    const filed = await ingest([
      result('Failed'),
      result('Passed', { kind: 'pass', level: 'none' }),
      result('NotApplicable', { kind: 'notApplicable', level: 'none' }),
      result('Informational', { kind: 'informational', level: 'none' }),
      result('GoneSinceBaseline', { baselineState: 'absent' }),
      result('StillThere', { baselineState: 'unchanged' }),
    ]);
    expect(filed).toMatchObject({ findings: 2, created: 2 });
    expect(await checkers('open')).toEqual(['Failed', 'StillThere']);
    expect(await checkers('ignored')).toEqual([]);
  });

  it('records suppressed results as ignored with their justification, and leaves those under review or rejected open', async () => {
    const { ingest, checkers, reasons } = await pipelineFor();
    const filed = await ingest([
      result('InSource', { suppressions: [{ kind: 'inSource', justification: 'Generated code, regenerated on build.' }] }),
      result('External', { suppressions: [{ kind: 'external', status: 'accepted' }] }),
      result('UnderReview', { suppressions: [{ kind: 'external', status: 'underReview', justification: 'Maybe later.' }] }),
      result('Rejected', { suppressions: [{ kind: 'inSource', status: 'rejected', justification: 'Not a false positive.' }] }),
      result('RejectedThenAccepted', { suppressions: [{ kind: 'inSource', status: 'rejected' }, { kind: 'external', status: 'accepted', justification: 'Accepted by the board.' }] }),
    ]);
    expect(filed).toMatchObject({ findings: 5, created: 2 });
    expect(await checkers('open')).toEqual(['Rejected', 'UnderReview']);
    expect(await checkers('ignored')).toEqual(['External', 'InSource', 'RejectedThenAccepted']);
    expect(await reasons()).toEqual({ InSource: 'Generated code, regenerated on build.', External: null, RejectedThenAccepted: 'Accepted by the board.' });
  });

  it('ignores an open defect once a later report suppresses it, and keeps it ignored when the suppression goes', async () => {
    const { ingest, checkers, reasons } = await pipelineFor();
    await ingest([result('Later')]);
    expect(await checkers('open')).toEqual(['Later']);

    await ingest([result('Later', { suppressions: [{ kind: 'inSource', justification: 'Intended.' }] })]);
    expect(await checkers('open')).toEqual([]);
    expect(await reasons()).toEqual({ Later: 'Intended.' });

    await ingest([result('Later')]);
    expect(await checkers('ignored')).toEqual(['Later']);
  });

  it('refuses a result whose kind or suppression is no SARIF value', async () => {
    const { post } = await pipelineFor();
    expect((await post([result('Odd', { kind: 'warning' })])).statusCode).toBe(400);
    expect((await post([result('Odd', { suppressions: [{ kind: 'inComment' }] })])).statusCode).toBe(400);
  });
});
