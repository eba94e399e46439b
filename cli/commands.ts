import { readFile } from 'node:fs/promises';
import { type BranchAnalysisDetail, branchAnalysisEndpoints } from '../contract/codecheck-branch';
import { FLAG } from '../contract/codecheck-codes';
import { defectEndpoints } from '../contract/codecheck-defect';
import { qualityGateEndpoints } from '../contract/codecheck-gate';
import { type TaskDetail, taskEndpoints } from '../contract/codecheck-task';
import type { CallArgs, DataOf } from '../contract/endpoint';
import { findCatalogueEntry } from '../contract/tools';
import { type ApiClient, CommandError, usageError } from './client';
import { analysisExitCode, analysisJson, analysisLines, exitCodeOf, gateLines, type NewDefect, outcomeJson, outcomeLines, type ScanOutcome, toolLabel } from './report';
import type { Words } from './words';

type BuildLog = NonNullable<DataOf<typeof defectEndpoints.taskLog>['lastAnalysisResult']>;

export interface CommandContext {
  api: ApiClient;
  words: Words;
  json: boolean;
  timeoutMs: number;
  /** How many new defects to list. */
  limit: number;
  pollMs: number;
  /** The result: stdout. */
  print(line: string): void;
  /** Progress: stderr, so `--json` leaves stdout to the result alone. */
  progress(line: string): void;
}

const PAGE = 100;

/** Waits one polling interval, or less when the deadline is nearer. */
const sleep = (context: CommandContext, deadline: number) => new Promise((resolve) => setTimeout(resolve, Math.min(context.pollMs, Math.max(0, deadline - Date.now()))));

function task(context: CommandContext, taskId: number): Promise<TaskDetail> {
  return context.api.call(taskEndpoints.detail, { params: { taskId } });
}

async function buildOf(context: CommandContext, taskId: number, buildNum: number): Promise<BuildLog | null> {
  const log = await context.api.call(defectEndpoints.taskLog, { query: { taskId, pageSize: 10 } });
  if (log.lastAnalysisResult?.buildNum === buildNum) return log.lastAnalysisResult;
  return log.taskLogPage.content.find((build) => build.buildNum === buildNum) ?? null;
}

/** Waits for the scan to end, printing each tool's steps as the server reports them. */
async function waitForBuild(context: CommandContext, taskId: number, buildNum: number): Promise<BuildLog> {
  const deadline = Date.now() + context.timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    const build = await buildOf(context, taskId, buildNum);
    for (const step of [...(build?.steps ?? [])].sort((a, b) => a.startTime - b.startTime)) {
      const key = `${step.toolName}/${step.step}/${step.flag}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const failed = step.flag === FLAG.failure ? ` (${context.words.stepFailed}${step.msg ? `: ${step.msg}` : ''})` : '';
      context.progress(`[${toolLabel(step.toolName, context.words)}] ${context.words.steps[step.step] ?? step.step}${failed}`);
    }
    if (build && build.flag !== FLAG.running) return build;
    if (Date.now() >= deadline) throw new CommandError(3, context.words.timedOut(Math.round(context.timeoutMs / 1000)));
    await sleep(context, deadline);
  }
}

/**
 * The open lint defects the scan found first that the task counts as new: each enabled lint tool's new
 * defects, newest first, down to the scan's start.
 */
async function newDefectsOf(context: CommandContext, detail: TaskDetail, build: BuildLog): Promise<ScanOutcome['newDefects']> {
  const items: NewDefect[] = [];
  let total = 0;
  const since = build.startTime;
  if (since === null) return { total, items };
  const until = build.endTime ?? Number.MAX_SAFE_INTEGER;
  for (const tool of detail.enableToolList.filter((row) => row.toolPattern === 'LINT')) {
    const toolName = findCatalogueEntry(tool.toolName)?.name;
    if (!toolName) continue;
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await context.api.call(defectEndpoints.list, {
        query: { pageNum, pageSize: PAGE, sortField: 'createdAt', sortType: 'DESC' },
        body: { taskId: detail.taskId, toolName, defectType: 'new', status: 'open' },
      });
      const rows = page.lintList?.content ?? [];
      const ofScan = rows.filter((row) => row.createdAt >= since && row.createdAt <= until);
      total += ofScan.length;
      for (const row of ofScan) {
        if (items.length < context.limit) items.push({ tool: tool.toolName, checker: row.checker, severity: row.severity, path: row.filePath, line: row.line, message: row.message });
      }
      const older = rows.some((row) => row.createdAt < since);
      if (older || rows.length < PAGE || pageNum >= (page.lintList?.totalPages ?? 0)) break;
    }
  }
  // The most severe first, then by place.
  items.sort((a, b) => a.severity - b.severity || a.path.localeCompare(b.path) || a.line - b.line);
  return { total, items };
}

async function outcomeOf(context: CommandContext, detail: TaskDetail, build: BuildLog): Promise<ScanOutcome> {
  const verdict = await context.api.call(qualityGateEndpoints.result, { params: { taskId: detail.taskId }, query: { buildNum: build.buildNum } });
  return {
    taskId: detail.taskId,
    buildNum: build.buildNum,
    flag: build.flag,
    commit: build.commit,
    message: build.message,
    gate: verdict?.gate ?? build.gate,
    newDefects: await newDefectsOf(context, detail, build),
  };
}

function finish(context: CommandContext, outcome: ScanOutcome): number {
  if (context.json) context.print(JSON.stringify(outcomeJson(outcome), null, 2));
  else for (const line of outcomeLines(outcome, context.words)) context.print(line);
  return exitCodeOf(outcome);
}

export interface ScanOptions {
  taskId: number;
  commit?: string;
  branch?: string;
  base?: string;
}

/**
 * A merge request's analysis: the source branch against the base (the task's branch unless named), as
 * SonarScanner's pull-request mode does; only what the branch changed is reported and gated.
 */
async function branchCommand(context: CommandContext, detail: TaskDetail, options: { source: string; base?: string }): Promise<number> {
  const started = await context.api.call(branchAnalysisEndpoints.start, { body: { taskId: detail.taskId, sourceBranch: options.source, ...(options.base === undefined ? {} : { baseBranch: options.base }) } });
  context.progress(context.words.analysisStarted(detail.taskId, started.id, started.sourceBranch, started.baseBranch));
  const deadline = Date.now() + context.timeoutMs;
  let status = started.status;
  for (;;) {
    const analysis: BranchAnalysisDetail = await context.api.call(branchAnalysisEndpoints.get, { params: { taskId: detail.taskId, analysisId: started.id } });
    if (analysis.status !== status) context.progress(context.words.analysisStatuses[analysis.status]);
    status = analysis.status;
    if (analysis.status === 'succeeded' || analysis.status === 'failed') {
      if (context.json) context.print(JSON.stringify(analysisJson(analysis, context.limit), null, 2));
      else for (const line of analysisLines(analysis, context.limit, context.words)) context.print(line);
      return analysisExitCode(analysis);
    }
    if (Date.now() >= deadline) throw new CommandError(3, context.words.timedOut(Math.round(context.timeoutMs / 1000)));
    await sleep(context, deadline);
  }
}

/**
 * `scan`: starts a scan of the task's branch (of the commit named, when the branch holds it), waits for it
 * and prints the verdict and the new defects; another branch, or a base, makes it a branch analysis.
 */
export async function scanCommand(context: CommandContext, options: ScanOptions): Promise<number> {
  const detail = await task(context, options.taskId);
  const branch = options.branch ?? detail.branch;
  if (options.base !== undefined || branch !== detail.branch) return branchCommand(context, detail, { source: branch, base: options.base });
  const { buildNum } = await context.api.call(taskEndpoints.execute, { body: { taskId: options.taskId, ...(options.commit === undefined ? {} : { commit: options.commit }) } });
  context.progress(context.words.started(options.taskId, buildNum, detail.branch));
  const build = await waitForBuild(context, options.taskId, buildNum);
  // A commit the branch does not hold is the pipeline's mistake, not the server's: said in the server's words.
  if (build.failure?.code === 'commitNotOnBranch') throw usageError(build.message ?? build.failure.code);
  return finish(context, await outcomeOf(context, detail, build));
}

export interface UploadOptions {
  taskId: number;
  format: 'sarif' | 'checkstyle';
  tool?: string;
  file: string;
}

const MEDIA_TYPES = { sarif: 'application/sarif+json', checkstyle: 'application/xml' } as const;

/** `upload`: stores a report as a scan of one of the task's lint tools, then prints the same as `scan`. */
export async function uploadCommand(context: CommandContext, options: UploadOptions): Promise<number> {
  let text: string;
  try {
    text = await readFile(options.file, 'utf8');
  } catch (error) {
    throw usageError(context.words.unreadableFile(options.file, (error as NodeJS.ErrnoException).code ?? (error as Error).message));
  }
  const detail = await task(context, options.taskId);
  const lintTools = detail.enableToolList.filter((tool) => tool.toolPattern === 'LINT').map((tool) => tool.toolName);
  let toolName = options.tool;
  if (toolName === undefined) {
    if (lintTools.length === 0) throw usageError(context.words.noLintTool);
    if (lintTools.length > 1) throw usageError(context.words.chooseTool(lintTools.join(', ')));
    toolName = lintTools[0]!;
  }
  const tool = findCatalogueEntry(toolName.toUpperCase());
  if (!tool) throw usageError(context.words.badTool(toolName));
  context.progress(context.words.uploading(options.file, tool.displayName));
  const ingestArgs = { query: { taskId: options.taskId, toolName: tool.name, format: options.format } } as CallArgs<typeof defectEndpoints.ingest>;
  const stored = await context.api.call(defectEndpoints.ingest, ingestArgs, { text, contentType: MEDIA_TYPES[options.format] });
  context.progress(context.words.ingested(stored.buildNum, stored.findings, stored.created, stored.fixed, stored.skipped));
  const build = await waitForBuild(context, options.taskId, stored.buildNum);
  const outcome = await outcomeOf(context, detail, build);
  return finish(context, { ...outcome, ingest: { findings: stored.findings, created: stored.created, fixed: stored.fixed, skipped: stored.skipped } });
}

/** `gate`: the verdict on the task's latest scan, or on the scan named. */
export async function gateCommand(context: CommandContext, options: { taskId: number; buildNum?: number }): Promise<number> {
  const verdict = await context.api.call(qualityGateEndpoints.result, { params: { taskId: options.taskId }, query: { buildNum: options.buildNum } });
  if (!verdict) {
    if (context.json) context.print(JSON.stringify({ taskId: options.taskId, scan: null, gate: null, exitCode: 0 }, null, 2));
    else context.print(context.words.noScan);
    return 0;
  }
  const exitCode = exitCodeOf({ flag: verdict.flag, gate: verdict.gate });
  if (context.json) context.print(JSON.stringify({ taskId: options.taskId, scan: { buildNum: verdict.buildNum }, gate: verdict.gate, exitCode }, null, 2));
  else for (const line of gateLines(context.words.gateTitle(verdict.buildNum), verdict.gate, context.words)) context.print(line);
  return exitCode;
}
