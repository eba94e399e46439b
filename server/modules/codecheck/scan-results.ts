import type { CcnMetrics, DuplicationMetrics } from '../../../contract/codecheck-defect';
import { complexityMetrics } from '../../analysis/ccn/bands';
import type { DuplicationResult, FunctionComplexity } from '../../analysis/types';
import { authorship, type AuthorshipOf } from './authorship';
import type { CodecheckRepositories } from './codecheck-repositories';
import { storeLintFindings } from './lint-results';
import { newDefectTime } from './new-defect-time';
import type { AnalyseOutput, ScanEngine } from './scan-engine';
import { type ScanResultRepo } from './scan-result-repo';
import type { TaskRow } from './task-repo';

interface StoreInput {
  task: TaskRow;
  buildId: number;
  buildNumber: number;
  commit: string;
  root: string;
  scannedFiles: string[];
  incremental: boolean;
  results: AnalyseOutput;
  engine: ScanEngine;
  now: () => number;
}

/**
 * Tracks risky functions by file and name: one still risky keeps its row and handler and takes its
 * latest modifier; one no longer risky in a file this scan read is fixed; a new one is opened, handled
 * by its latest modifier's account.
 */
async function storeRiskyFunctions(
  results: ScanResultRepo,
  input: StoreInput,
  complexity: { functions: FunctionComplexity[]; riskyFunctions: FunctionComplexity[] },
  owners: AuthorshipOf,
): Promise<CcnMetrics> {
  const scanned = new Set(input.scannedFiles);
  const previous = await results.openRiskyFunctions(input.task.id);
  const key = (path: string, name: string) => `${path}\u0000${name}`;
  const current = new Set(complexity.riskyFunctions.map((fn) => key(fn.path, fn.name)));
  const at = input.now();
  for (const old of previous) {
    // An incremental scan says nothing about files it did not read.
    if (input.incremental && !scanned.has(old.file_path)) continue;
    if (!current.has(key(old.file_path, old.name))) await results.markRiskyFunctionFixed(old.id, input.buildNumber);
  }
  for (const fn of complexity.riskyFunctions) {
    const { handler, ...modifier } = await owners.ofRange(fn.path, fn.beginLine, fn.endLine);
    const existing = previous.find((old) => old.file_path === fn.path && old.name === fn.name);
    const values = {
      language: fn.language,
      ccn: fn.ccn,
      begin_line: fn.beginLine,
      end_line: fn.endLine,
      total_lines: fn.totalLines,
      ...modifier,
      last_build: input.buildNumber,
    };
    if (existing) await results.updateRiskyFunction(existing.id, values);
    else await results.insertRiskyFunction({ ...values, task_id: input.task.id, file_path: fn.path, name: fn.name, handler, status: 'open', created_at: at });
  }
  return complexityMetrics(complexity.functions, complexity.riskyFunctions);
}

/** A duplicated file keeps the handler it had; one newly duplicated goes to the account of whoever changed it last. */
async function storeDuplication(results: ScanResultRepo, input: StoreInput, duplication: DuplicationResult, owners: AuthorshipOf): Promise<DuplicationMetrics> {
  const handlers = new Map((await results.duplicatedFileHandlers(input.task.id)).map((row) => [row.file_path, row.handler]));
  const rows = [];
  for (const file of duplication.files) {
    const modifier = await owners.ofRange(file.path, 1, file.totalLines);
    rows.push({
      task_id: input.task.id,
      file_path: file.path,
      duplicated_blocks: file.duplicatedBlocks,
      duplicated_lines: file.duplicatedLines,
      total_lines: file.totalLines,
      rate: file.rate,
      blocks: JSON.stringify(file.blocks),
      author: modifier.author,
      author_email: modifier.author_email,
      handler: handlers.get(file.path) ?? modifier.handler,
      status: 'open',
      last_build: input.buildNumber,
    });
  }
  await results.replaceDuplicatedFiles(input.task.id, rows);
  return {
    rate: duplication.rate,
    duplicatedLines: duplication.duplicatedLines,
    totalLines: duplication.totalLines,
    duplicatedFiles: duplication.files.length,
    blocks: duplication.blocks.length,
  };
}

/** Stores a finished scan: defects tracked against the last scan, functions, duplicates, code counts, chart figures. */
export async function storeScanResults(repos: Pick<CodecheckRepositories, 'builds' | 'results' | 'users'>, input: StoreInput) {
  const { builds, results, users } = repos;
  const owners = authorship(input.engine.blamer(input.root), users, input.commit);
  const output = input.results;
  const lintInput = { ...input, newDefectTime: await newDefectTime(input.task, builds) };

  for (const tool of output.lintToolsRun) {
    const metrics = await storeLintFindings(results, lintInput, tool, output.findings.filter((finding) => finding.tool === tool), owners);
    await builds.saveMetrics(input.buildId, tool, metrics);
  }
  if (output.complexity) {
    await builds.saveMetrics(input.buildId, 'CCN', await storeRiskyFunctions(results, input, output.complexity, owners));
  }
  if (output.duplication) {
    await builds.saveMetrics(input.buildId, 'DUPC', await storeDuplication(results, input, output.duplication, owners));
  }
  await results.saveCodeDetail(input.task.id, input.buildId, output.codeDetail);
}
