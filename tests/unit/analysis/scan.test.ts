import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP } from '../../../contract/codecheck-codes';
import { BlameCache } from '../../../server/analysis/blame';
import { ccnTool } from '../../../server/analysis/ccn/ccn-tool';
import { changedFiles, cloneOrFetch, folderTree, listFiles, lsRemoteBranches } from '../../../server/analysis/checkout';
import { duplicationTool } from '../../../server/analysis/duplication-tool';
import { runScan, type ScanOutput } from '../../../server/analysis/engine';
import { eslintTool } from '../../../server/analysis/lint/eslint-adapter';
import { pylintTool } from '../../../server/analysis/lint/pylint-adapter';
import { applyPathFilters } from '../../../server/analysis/path-filter';
import { matchFindings, type PreviousDefect, type TrackedFinding } from '../../../server/analysis/tracking';
import { DEFAULT_LIMITS } from '../../../server/analysis/types';
import { CCN_SAMPLES } from '../../fixtures/ccn-samples';
import { EXPECTED_DUPLICATE } from '../../fixtures/duplicate-sample';
import {
  addFollowUpCommit,
  ALICE,
  BOB,
  EXPECTED_ESLINT_AT_SECOND,
  EXPECTED_PYLINT_AT_SECOND,
  FOLLOW_UP,
  makeFixtureRepo,
  removeFixtureRepo,
  type FixtureRepo,
  FIXTURE_REPO_POLICY,
} from '../../fixtures/make-repo';

let repo: FixtureRepo;
let work: string;
let checkout: string;

beforeAll(async () => {
  repo = await makeFixtureRepo();
  work = await mkdtemp(join(tmpdir(), 'scan-work-'));
  checkout = join(work, 'task-1');
});

afterAll(async () => {
  await removeFixtureRepo(repo);
  await rm(work, { recursive: true, force: true });
});

const limits = { ...DEFAULT_LIMITS, timeoutMs: 120_000 };

async function scan(files: string[], steps?: Array<[string, number]>): Promise<ScanOutput> {
  return runScan({
    root: checkout,
    files,
    tools: [eslintTool, pylintTool, ccnTool, duplicationTool],
    signal: new AbortController().signal,
    limits,
    onStep: (tool, step) => {
      steps?.push([tool, step]);
    },
  });
}

interface StoredDefect extends PreviousDefect {
  author: string;
  handler: string;
}

function stored(findings: TrackedFinding[], authors: Map<TrackedFinding, string>, state: 'open' | 'fixed' = 'open'): StoredDefect[] {
  return findings.map((finding, index) => ({
    id: `d${index + 1}`,
    tool: finding.tool,
    checker: finding.checker,
    path: finding.path,
    line: finding.line,
    message: finding.message,
    fingerprint: finding.fingerprint,
    lineHash: finding.lineHash,
    contextHash: finding.contextHash,
    state,
    author: authors.get(finding) ?? '',
    handler: authors.get(finding) ?? '',
  }));
}

describe('a scan of the fixture repository', () => {
  let first: ScanOutput;
  const authors = new Map<TrackedFinding, string>();

  it('lists the remote branches and clones the branch with both commits', async () => {
    expect(await lsRemoteBranches(repo.url, FIXTURE_REPO_POLICY)).toEqual(['main']);
    const result = await cloneOrFetch({ url: repo.url, policy: FIXTURE_REPO_POLICY, branch: repo.branch, dest: checkout, timeoutMs: 60_000, maxBytes: 50 * 1024 * 1024 });
    expect(result.headCommit).toBe(repo.commits[1]);
    const tree = await folderTree(checkout);
    expect(tree.children.map((node) => node.name)).toEqual(['src']);
  });

  it('finds the known defects, complexities and duplicate, with step codes per tool', async () => {
    const { files } = await listFiles(checkout, { maxFileBytes: DEFAULT_LIMITS.maxFileBytes });
    const steps: Array<[string, number]> = [];
    first = await scan(files, steps);
    expect(first.perToolStatus.map((status) => [status.tool, status.status])).toEqual([
      ['ESLINT', 'done'], ['PYLINT', 'done'], ['CCN', 'done'], ['DUPC', 'done'],
    ]);
    expect(steps.filter(([tool]) => tool === 'PYLINT').map(([, step]) => step)).toEqual([
      STEP.queued, STEP.scanning, STEP.submitting, STEP.done,
    ]);

    const blame = new BlameCache({ root: checkout });
    const commit = repo.commits[1] as string;
    const lint: Array<[string, number, string, string]> = [];
    for (const finding of first.findings) {
      const author = (await blame.authorOf(finding.path, commit, finding.line))?.author ?? '';
      authors.set(finding, author);
      lint.push([finding.path, finding.line, finding.checker, author]);
    }
    const byTool = (tool: string) =>
      lint.filter((_, index) => first.findings[index]?.tool === tool).sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(byTool('ESLINT')).toEqual(EXPECTED_ESLINT_AT_SECOND);
    expect(byTool('PYLINT')).toEqual(EXPECTED_PYLINT_AT_SECOND);

    for (const sample of CCN_SAMPLES) {
      for (const expected of sample.expected) {
        expect(first.functions.find((fn) => fn.path === sample.path && fn.name === expected.name)?.ccn, `${sample.path} ${expected.name}`).toBe(expected.ccn);
      }
    }
    expect(first.riskyFunctions.map((fn) => [fn.name, fn.ccn])).toEqual([['dispatch', 22]]);
    const risky = first.riskyFunctions[0]!;
    expect((await blame.latestModifier(risky.path, commit, risky.beginLine, risky.endLine))?.author).toBe(ALICE.name);
    expect(first.duplication?.blocks.map(({ source, target }) => ({ source, target }))).toEqual([EXPECTED_DUPLICATE]);
    expect(first.codeDetail.find((detail) => detail.language === 'Python')?.files).toBe(3);
  }, 120_000);

  it('after a fix and a new defect: one fixed, one new, the rest matched with their handlers', async () => {
    const previous = stored(first.findings, authors);
    await addFollowUpCommit(repo);
    const result = await cloneOrFetch({ url: repo.url, policy: FIXTURE_REPO_POLICY, branch: repo.branch, dest: checkout, timeoutMs: 60_000, maxBytes: 50 * 1024 * 1024 });
    expect(result.headCommit).toBe(repo.commits[2]);
    const changes = await changedFiles(checkout, repo.commits[1] as string, repo.commits[2] as string);
    expect(changes).toEqual({ changed: ['src/app.js'], deleted: [] });

    // An incremental scan looks only at the changed file.
    const second = await scan(changes.changed);
    const lintFindings = second.findings.filter((finding) => finding.tool === 'ESLINT' || finding.tool === 'PYLINT');
    const matched = matchFindings(previous, lintFindings, { scannedPaths: new Set(changes.changed) });
    expect(matched.fixed.map((defect) => [defect.path, defect.checker])).toEqual([[...FOLLOW_UP.fixed]]);
    expect(matched.created.map((finding) => [finding.path, finding.checker, finding.line])).toEqual([[...FOLLOW_UP.added, 5]]);
    expect(matched.matched.map((match) => [match.previous.checker, match.previous.line, match.current.line, match.previous.handler])).toEqual([
      ['no-unused-vars', 1, 2, ALICE.name],
      ['no-undef', 3, 4, ALICE.name],
    ]);
    // Defects in files the incremental scan did not look at stay as they were.
    expect(matched.untouched.map((defect) => defect.path).sort()).toEqual(
      previous.filter((defect) => defect.path !== 'src/app.js').map((defect) => defect.path).sort(),
    );
    const blame = new BlameCache({ root: checkout });
    const added = matched.created[0]!;
    expect((await blame.authorOf(added.path, repo.commits[2] as string, added.line))?.author).toBe(BOB.name);
  }, 120_000);

  it('applies path filters before a scan', async () => {
    const { files } = await listFiles(checkout, { maxFileBytes: DEFAULT_LIMITS.maxFileBytes });
    const kept = applyPathFilters(files, ['src/js', '**/*.py', 'src/dup/second.*']);
    expect(kept.some((path) => path.startsWith('src/js/'))).toBe(false);
    expect(kept.some((path) => path.endsWith('.py'))).toBe(false);
    expect(kept).toContain('src/dup/first.js');
    expect(kept).not.toContain('src/dup/second.js');
    expect(kept).toContain('src/ts/queue.ts');
  });
});
