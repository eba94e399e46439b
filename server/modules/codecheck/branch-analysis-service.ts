import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BranchAnalysis, BranchAnalysisDetail, BranchFinding, StartBranchAnalysisBody } from '../../../contract/codecheck-branch';
import { TASK_STATUS, TOOL_STATUS, type ScanFailure } from '../../../contract/codecheck-codes';
import type { GateResult } from '../../../contract/codecheck-gate';
import { type LineRange, overlap, touches } from '../../analysis/changed-lines';
import { CheckoutError } from '../../analysis/checkout';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { ScanQueue } from '../../jobs/queue/scan-queue';
import type { BranchAnalysisRow, BranchFindingInsert, BranchFindingRow } from './branch-analysis-repo';
import { checkBranchGate, type ChangedLineDuplication } from './branch-gate';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { gateOf } from './quality-gate';
import { repoFailure, type RepoLog } from './repo-access';
import type { AnalyseOutput, ScanEngine } from './scan-engine';
import { checkoutFailure, readFailure, storedFailure } from './scan-failure';
import { parseJsonList, storedJsEnvironments } from './task-presenter';
import type { TaskService } from './task-service';

/** A branch analysis that ended, as its webhooks tell it. */
export interface BranchAnalysisEnded {
  taskId: number;
  analysisId: number;
  sourceBranch: string;
  sourceCommit: string | null;
  baseBranch: string;
  mergeBase: string | null;
  status: 'success' | 'failure';
  counts: { toolName: string; metrics: Record<string, number> }[];
  gate: GateResult | null;
}

type Counts = BranchAnalysis['counts'];
const NO_COUNTS: Counts = { defects: 0, highDefects: 0, riskyFunctions: 0, duplicatedBlocks: 0, changedLines: 0, duplicatedChangedLines: null };

const noStep = async () => undefined;

/** The findings of a run that lie on the lines the branch changed. */
export function findingsOnChangedLines(results: AnalyseOutput[], lines: Map<string, LineRange[]>): BranchFindingInsert[] {
  const rows: BranchFindingInsert[] = [];
  const empty = { checker: null, severity: null, message: null, function_name: null, ccn: null, duplicate_of: null };
  for (const result of results) {
    for (const finding of result.findings) {
      if (finding.suppression || !touches(lines.get(finding.path), finding.line)) continue;
      rows.push({ ...empty, kind: 'defect', tool_name: finding.tool, file_path: finding.path, line: finding.line, end_line: finding.line, checker: finding.checker, severity: finding.severity, message: finding.message });
    }
    for (const fn of result.complexity?.riskyFunctions ?? []) {
      if (!touches(lines.get(fn.path), fn.beginLine, fn.endLine)) continue;
      rows.push({ ...empty, kind: 'riskyFunction', tool_name: 'CCN', file_path: fn.path, line: fn.beginLine, end_line: fn.endLine, function_name: fn.name, ccn: fn.ccn });
    }
    for (const block of result.duplication?.blocks ?? []) {
      const sourceChanged = touches(lines.get(block.source.path), block.source.startLine, block.source.endLine);
      const targetChanged = touches(lines.get(block.target.path), block.target.startLine, block.target.endLine);
      if (!sourceChanged && !targetChanged) continue;
      const [side, other] = sourceChanged ? [block.source, block.target] : [block.target, block.source];
      rows.push({
        ...empty,
        kind: 'duplicatedBlock',
        tool_name: 'DUPC',
        file_path: side.path,
        line: side.startLine,
        end_line: side.endLine,
        duplicate_of: JSON.stringify({ filePath: other.path, line: other.startLine, endLine: other.endLine }),
      });
    }
  }
  return rows;
}

/** Changed lines of the scanned files, and those of them inside a duplicated block (null without the duplication tool). */
export function changedLineFigures(files: string[], lines: Map<string, LineRange[]>, duplication: AnalyseOutput['duplication'] | undefined): ChangedLineDuplication {
  let changedLines = 0;
  for (const file of files) changedLines += overlap(lines.get(file), 1, Number.MAX_SAFE_INTEGER);
  if (!duplication) return { changedLines, duplicatedChangedLines: null };
  const covered = new Map<string, Set<number>>();
  for (const block of duplication.blocks) {
    for (const side of [block.source, block.target]) {
      const ranges = lines.get(side.path);
      if (!touches(ranges, side.startLine, side.endLine)) continue;
      const set = covered.get(side.path) ?? new Set<number>();
      for (let line = side.startLine; line <= side.endLine; line += 1) if (touches(ranges, line)) set.add(line);
      covered.set(side.path, set);
    }
  }
  let duplicatedChangedLines = 0;
  for (const set of covered.values()) duplicatedChangedLines += set.size;
  return { changedLines, duplicatedChangedLines };
}

function countsOf(findings: BranchFindingInsert[], figures: ChangedLineDuplication): Counts {
  const defects = findings.filter((finding) => finding.kind === 'defect');
  return {
    defects: defects.length,
    highDefects: defects.filter((finding) => finding.severity === 1).length,
    riskyFunctions: findings.filter((finding) => finding.kind === 'riskyFunction').length,
    duplicatedBlocks: findings.filter((finding) => finding.kind === 'duplicatedBlock').length,
    ...figures,
  };
}

function present(row: BranchAnalysisRow): BranchAnalysis {
  const failure = readFailure(row.failure);
  return {
    id: row.id,
    taskId: row.task_id,
    sourceBranch: row.source_branch,
    sourceCommit: row.source_commit,
    baseBranch: row.base_branch,
    mergeBase: row.merge_base,
    status: row.status,
    // What a tool or git said stays in the server log.
    failure: failure ? { code: failure.code, params: failure.params } : null,
    counts: { ...NO_COUNTS, ...(JSON.parse(row.counts) as Partial<Counts>) },
    gate: row.gate ? (JSON.parse(row.gate) as GateResult) : null,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
  };
}

function presentFinding(row: BranchFindingRow): BranchFinding {
  return {
    kind: row.kind,
    toolName: row.tool_name,
    filePath: row.file_path,
    line: row.line,
    endLine: row.end_line,
    checker: row.checker,
    severity: row.severity,
    message: row.message,
    functionName: row.function_name,
    ccn: row.ccn,
    duplicateOf: row.duplicate_of ? (JSON.parse(row.duplicate_of) as BranchFinding['duplicateOf']) : null,
  };
}

/** Per tool, what an ended analysis found, for its webhooks. */
function toolCounts(findings: BranchFindingInsert[]): BranchAnalysisEnded['counts'] {
  const byTool = new Map<string, Record<string, number>>();
  for (const finding of findings) {
    const metrics = byTool.get(finding.tool_name) ?? {};
    const key = finding.kind === 'defect' ? 'newDefects' : finding.kind === 'riskyFunction' ? 'newRiskyFunctions' : 'newDuplicatedBlocks';
    metrics[key] = (metrics[key] ?? 0) + 1;
    byTool.set(finding.tool_name, metrics);
  }
  return [...byTool].sort(([a], [b]) => a.localeCompare(b)).map(([toolName, metrics]) => ({ toolName, metrics }));
}

/**
 * Branch and merge-request analysis: a source branch of the task's repository analysed against a base
 * branch, keeping only what the change introduced. It runs in its own checkout and stores into its own
 * tables, so the task's defects, scans, first-seen times and charts never move.
 */
export function branchAnalysisService(
  repos: CodecheckRepositories,
  deps: {
    tasks: TaskService;
    queue: ScanQueue;
    engine: ScanEngine;
    workRoot: string;
    log: RepoLog;
    events?: { branchAnalysisEnded?(event: BranchAnalysisEnded): Promise<void> };
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const { branchAnalyses, tasks } = repos;
  const inFlight = new Set<AbortController>();

  const workDir = (analysisId: number) => path.join(deps.workRoot, `branch-${analysisId}`);

  async function ended(analysisId: number, findings: BranchFindingInsert[]) {
    const row = await branchAnalyses.findById(analysisId);
    if (!row || !deps.events?.branchAnalysisEnded) return;
    await deps.events.branchAnalysisEnded({
      taskId: row.task_id,
      analysisId: row.id,
      sourceBranch: row.source_branch,
      sourceCommit: row.source_commit,
      baseBranch: row.base_branch,
      mergeBase: row.merge_base,
      status: row.status === 'succeeded' ? 'success' : 'failure',
      counts: toolCounts(findings),
      gate: row.gate ? (JSON.parse(row.gate) as GateResult) : null,
    });
  }

  /** Ends an analysis that has not ended, with the reason; false when it had. */
  async function fail(analysisId: number, failure: ScanFailure) {
    const changed = await branchAnalyses.update(analysisId, ['queued', 'running'], { status: 'failed', failure: storedFailure(failure), ended_at: now() });
    if (changed) await ended(analysisId, []);
    return changed;
  }

  async function run(analysisId: number) {
    const analysis = await branchAnalyses.findById(analysisId);
    const task = analysis && (await tasks.findById(analysis.task_id));
    if (!analysis || !task || analysis.status !== 'queued') return;
    if (!(await branchAnalyses.update(analysis.id, ['queued'], { status: 'running', started_at: now() }))) return;
    const controller = new AbortController();
    inFlight.add(controller);
    const dir = workDir(analysis.id);
    try {
      const tools = (await tasks.tools(task.id)).filter((tool) => tool.status === TOOL_STATUS.enabled);
      const credential = deps.tasks.credentialOf(task);
      const checkout = (branch: string) => deps.engine.checkout({ url: task.repo_url, branch, dir, credential, signal: controller.signal });
      const { commit: baseCommit } = await checkout(analysis.base_branch);
      const { commit: sourceCommit } = await checkout(analysis.source_branch);
      const changes = await deps.engine.branchChanges(dir, baseCommit, sourceCommit, controller.signal);
      await branchAnalyses.update(analysis.id, ['running'], { source_commit: sourceCommit, merge_base: changes.mergeBase });

      const filters = (await tasks.pathFilters(task.id)).map((row) => row.path);
      const allFiles = await deps.engine.listFiles(dir, filters);
      const changedFiles = allFiles.filter((file) => changes.lines.has(file));
      const specs = tools.map((tool) => ({ name: tool.tool_name, checkers: tool.checkers ? parseJsonList<string>(tool.checkers) : null }));
      const common = { root: dir, jsEnvironments: storedJsEnvironments(task), signal: controller.signal, onToolStep: noStep, onToolFinished: noStep };
      const results: AnalyseOutput[] = [];
      if (changedFiles.length) {
        // Lint tools and the complexity tool judge a file by itself: the changed files are enough.
        const perFile = specs.filter((spec) => spec.name !== 'DUPC');
        if (perFile.length) results.push(await deps.engine.analyse({ ...common, files: changedFiles, allFiles: changedFiles, tools: perFile, incremental: true }));
        // Duplication compares each file with every other: it reads them all, and keeps the blocks on changed lines.
        const duplication = specs.filter((spec) => spec.name === 'DUPC');
        if (duplication.length) results.push(await deps.engine.analyse({ ...common, files: allFiles, allFiles: changedFiles, tools: duplication, incremental: false }));
      }
      if (controller.signal.aborted) return;

      const findings = findingsOnChangedLines(results, changes.lines);
      const duplicationRan = specs.some((spec) => spec.name === 'DUPC') && results.some((result) => result.duplication);
      const figures = changedLineFigures(changedFiles, changes.lines, duplicationRan ? results.find((result) => result.duplication)!.duplication : undefined);
      const toolFailures = results.flatMap((result) => result.failedTools);
      for (const { name, failure } of toolFailures) deps.log.warn({ taskId: task.id, analysisId: analysis.id, tool: name, reason: failure.detail ?? failure.code }, 'a tool of a branch analysis could not run');
      const gate = checkBranchGate(await gateOf(repos.gates, task.id), findings, figures, now());
      const firstFailure = toolFailures[0]?.failure;
      const stored = await repos.transaction(async (trx) => {
        const changed = await trx.branchAnalyses.update(analysis.id, ['running'], {
          status: firstFailure ? 'failed' : 'succeeded',
          failure: firstFailure ? storedFailure(firstFailure) : null,
          counts: JSON.stringify(countsOf(findings, figures)),
          gate: JSON.stringify(gate),
          ended_at: now(),
        });
        if (changed) await trx.branchAnalyses.addFindings(analysis.id, findings);
        return changed;
      });
      if (stored) await ended(analysis.id, findings);
    } catch (error) {
      if (controller.signal.aborted) return;
      deps.log.warn({ taskId: task.id, analysisId: analysis.id, reason: error instanceof Error ? error.message : String(error) }, 'branch analysis failed');
      await fail(analysis.id, error instanceof CheckoutError ? checkoutFailure(error, task.repo_url) : { code: 'failed', params: {} });
    } finally {
      inFlight.delete(controller);
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  async function authorisedAnalysis(actor: Actor, taskId: number, analysisId: number) {
    await deps.tasks.authorised(actor, taskId, 'view');
    const row = await branchAnalyses.findById(analysisId);
    if (!row || row.task_id !== taskId) throw errors.notFound();
    return row;
  }

  return {
    run,

    async start(actor: Actor, body: StartBranchAnalysisBody): Promise<BranchAnalysis> {
      const { task } = await deps.tasks.authorised(actor, body.taskId, 'scan');
      if (task.status !== TASK_STATUS.active) throw codecheckErrors.taskSuspended();
      const baseBranch = body.baseBranch ?? task.branch;
      if (body.sourceBranch === baseBranch) throw errors.badRequest('branchSameAsBase', { name: baseBranch }, { sourceBranch: 'branchSameAsBase' });
      if (!(await tasks.tools(task.id)).some((tool) => tool.status === TOOL_STATUS.enabled)) throw errors.badRequest('toolNotEnabled');
      let known: string[];
      try {
        known = await deps.engine.branches(task.repo_url, deps.tasks.credentialOf(task));
      } catch (error) {
        throw repoFailure(error, deps.log, { taskId: task.id });
      }
      for (const [field, name] of [['sourceBranch', body.sourceBranch], ['baseBranch', baseBranch]] as const) {
        if (!known.includes(name)) throw errors.badRequest('branchNotFound', { name }, { [field]: 'branchNotFound' });
      }
      const id = await branchAnalyses.create({
        task_id: task.id,
        source_branch: body.sourceBranch,
        source_commit: null,
        base_branch: baseBranch,
        merge_base: null,
        status: 'queued',
        failure: null,
        counts: JSON.stringify(NO_COUNTS),
        gate: null,
        created_by: actor.account,
        created_at: now(),
        started_at: null,
        ended_at: null,
      });
      await deps.queue.enqueue({ analysisId: id, taskId: task.id });
      return present((await branchAnalyses.findById(id))!);
    },

    async list(actor: Actor, taskId: number): Promise<BranchAnalysis[]> {
      await deps.tasks.authorised(actor, taskId, 'view');
      return (await branchAnalyses.ofTask(taskId)).map(present);
    },

    async get(actor: Actor, taskId: number, analysisId: number): Promise<BranchAnalysisDetail> {
      const row = await authorisedAnalysis(actor, taskId, analysisId);
      return { ...present(row), findings: (await branchAnalyses.findings(row.id)).map(presentFinding) };
    },

    /** After a restart nothing runs any more: an analysis left queued or running failed, and says why. */
    async interruptRunning() {
      for (const row of await branchAnalyses.unfinished()) {
        await fail(row.id, { code: 'interrupted', params: {} });
        await rm(workDir(row.id), { recursive: true, force: true }).catch(() => undefined);
      }
    },

    /** The queue gave the job up: the reason is for the log. */
    async failed(analysisId: number, reason: string) {
      deps.log.warn({ analysisId, reason }, 'branch analysis job failed');
      await fail(analysisId, { code: 'failed', params: {} });
    },

    abortAll() {
      for (const controller of inFlight) controller.abort();
    },
  };
}

export type BranchAnalysisService = ReturnType<typeof branchAnalysisService>;
