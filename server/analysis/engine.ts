import { STEP, type StepCode } from '../../contract/codecheck-codes';
import type { JsEnvironment } from '../../contract/codecheck-task';
import { codeDetail } from './code-detail';
import { linesOf, readRepoFile } from './repo-files';
import { fingerprintFindings, type TrackedFinding } from './tracking';
import {
  DEFAULT_LIMITS,
  type CodeDetail,
  type DuplicationResult,
  type FunctionComplexity,
  type RunLimits,
  type ToolAdapter,
  ToolTimedOut,
} from './types';

/**
 * One scan over a checkout: count code per language, run each enabled tool in turn, and bring their
 * results into one structure with fingerprinted findings. It reports the step codes of spec §4 per
 * tool; step 2 (download code) belongs to the caller, which does the checkout around this call.
 */

interface StepInfo {
  at: Date;
  message?: string;
}

type ToolRunStatus = 'done' | 'failed' | 'stopped' | 'skipped';

/** Why a tool did not run to the end, as the caller tells people: the error's words are for the log. */
type ToolFailureReason = 'missing' | 'crashed' | 'timedOut' | 'ingestOnly';

export interface ToolStatus {
  tool: string;
  status: ToolRunStatus;
  startedAt?: Date;
  finishedAt?: Date;
  analysedFiles: number;
  findings: number;
  warnings: string[];
  error?: string;
  reason?: ToolFailureReason;
  /** The time the tool was given, when it ran out of it. */
  timeoutMs?: number;
}

interface ScanInput {
  root: string;
  files: string[];
  tools: ToolAdapter[];
  /** Enabled checker keys per tool name; a tool without an entry runs its default set. */
  checkersByTool?: Record<string, string[]>;
  /** The task's JavaScript environments; absent or null detects each file's. */
  jsEnvironments?: JsEnvironment[] | null;
  onStep?: (tool: string, step: StepCode, info: StepInfo) => void | Promise<void>;
  signal: AbortSignal;
  limits?: RunLimits;
  /**
   * Files whose lines are counted per language (spec §3 'Code detail'): every file of the checkout even
   * when the tools look at the changed few; the files the tools look at when left out.
   */
  codeDetailFiles?: string[];
}

export interface ScanOutput {
  findings: TrackedFinding[];
  functions: FunctionComplexity[];
  riskyFunctions: FunctionComplexity[];
  duplication?: DuplicationResult;
  codeDetail: CodeDetail[];
  perToolStatus: ToolStatus[];
  stopped: boolean;
}

export async function runScan(input: ScanInput): Promise<ScanOutput> {
  const limits = input.limits ?? DEFAULT_LIMITS;
  const step = async (tool: string, code: StepCode, message?: string) => {
    await input.onStep?.(tool, code, { at: new Date(), message });
  };
  const output: ScanOutput = {
    findings: [],
    functions: [],
    riskyFunctions: [],
    codeDetail: [],
    perToolStatus: [],
    stopped: false,
  };
  for (const tool of input.tools) await step(tool.name, STEP.queued);
  if (!input.signal.aborted) {
    output.codeDetail = await codeDetail(input.root, input.codeDetailFiles ?? input.files, limits.maxFileBytes);
  }

  const lineCache = new Map<string, string[] | undefined>();
  const readLines = async (path: string) => {
    if (!lineCache.has(path)) {
      const text = await readRepoFile(input.root, path, limits.maxFileBytes).catch(() => undefined);
      lineCache.set(path, text === undefined ? undefined : linesOf(text));
    }
    return lineCache.get(path);
  };

  for (const tool of input.tools) {
    const status: ToolStatus = { tool: tool.name, status: 'done', analysedFiles: 0, findings: 0, warnings: [] };
    output.perToolStatus.push(status);
    if (input.signal.aborted) {
      status.status = 'stopped';
      await step(tool.name, STEP.stopped);
      continue;
    }
    if (tool.ingestOnly) {
      status.status = 'skipped';
      status.reason = 'ingestOnly';
      status.warnings.push(`${tool.displayName} results arrive through report upload`);
      continue;
    }
    status.startedAt = new Date();
    await step(tool.name, STEP.scanning);
    try {
      const availability = await tool.available();
      if (!availability.installed) {
        status.reason = 'missing';
        throw new Error(availability.reason ?? `${tool.displayName} is not installed`);
      }
      const result = await tool.run({
        root: input.root,
        files: input.files,
        checkers: input.checkersByTool?.[tool.name] ?? [],
        jsEnvironments: input.jsEnvironments,
        signal: input.signal,
        limits,
      });
      input.signal.throwIfAborted();
      await step(tool.name, STEP.submitting);
      for (const path of new Set(result.findings.map((finding) => finding.path))) await readLines(path);
      const tracked = fingerprintFindings(result.findings, (path) => lineCache.get(path));
      output.findings.push(...tracked);
      output.functions.push(...(result.functions ?? []));
      output.riskyFunctions.push(...(result.riskyFunctions ?? []));
      if (result.duplication) output.duplication = result.duplication;
      status.analysedFiles = result.analysedFiles;
      status.findings = tracked.length;
      status.warnings.push(...result.warnings);
      status.finishedAt = new Date();
      await step(tool.name, STEP.done);
    } catch (error) {
      status.finishedAt = new Date();
      if (input.signal.aborted) {
        status.status = 'stopped';
        output.stopped = true;
        await step(tool.name, STEP.stopped);
      } else {
        status.status = 'failed';
        status.error = (error as Error).message;
        if (error instanceof ToolTimedOut) {
          status.reason = 'timedOut';
          status.timeoutMs = error.timeoutMs;
        } else {
          status.reason ??= 'crashed';
        }
      }
    }
  }
  output.stopped = output.stopped || input.signal.aborted;
  return output;
}
