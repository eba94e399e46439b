import type { CcnMetrics, DuplicationMetrics } from '../../../contract/codecheck-defect';
import { CCN_LIMIT } from '../../../contract/constants';
import type { FunctionComplexity } from '../../analysis/types';
import type { Db } from '../../db/database';
import { buildRepo } from './build-repo';
import { storeLintFindings } from './lint-results';
import type { AnalyseOutput, Blamer, ScanEngine } from './scan-engine';
import type { TaskRow } from './task-repo';

export interface StoreInput {
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

async function storeRiskyFunctions(db: Db, input: StoreInput, functions: FunctionComplexity[], blame: Blamer): Promise<CcnMetrics> {
  const scanned = new Set(input.scannedFiles);
  const previous = await db.selectFrom('risky_functions').selectAll().where('task_id', '=', input.task.id).where('status', '=', 'open').execute();
  const key = (path: string, name: string) => `${path}\u0000${name}`;
  const risky = functions.filter((fn) => fn.ccn > CCN_LIMIT);
  const current = new Map(risky.map((fn) => [key(fn.path, fn.name), fn]));
  const at = input.now();
  for (const old of previous) {
    // An incremental scan says nothing about files it did not read.
    if (input.incremental && !scanned.has(old.file_path)) continue;
    if (!current.has(key(old.file_path, old.name))) {
      await db.updateTable('risky_functions').set({ status: 'fixed', last_build: input.buildNumber }).where('id', '=', old.id).execute();
    }
  }
  for (const fn of risky) {
    const modifier = await blame.latestModifier(fn.path, input.commit, fn.beginLine, fn.endLine).catch(() => undefined);
    const existing = previous.find((old) => old.file_path === fn.path && old.name === fn.name);
    const values = {
      language: fn.language,
      ccn: fn.ccn,
      begin_line: fn.beginLine,
      end_line: fn.endLine,
      total_lines: fn.totalLines,
      author: modifier?.author ?? null,
      modified_at: modifier ? modifier.authorTime * 1000 : null,
      last_build: input.buildNumber,
    };
    if (existing) {
      await db.updateTable('risky_functions').set(values).where('id', '=', existing.id).execute();
    } else {
      await db
        .insertInto('risky_functions')
        .values({ ...values, task_id: input.task.id, file_path: fn.path, name: fn.name, handler: modifier?.author ?? null, status: 'open', created_at: at })
        .execute();
    }
  }
  const total = functions.reduce((sum, fn) => sum + fn.ccn, 0);
  return {
    functionCount: functions.length,
    averageCcn: functions.length ? Math.round((total / functions.length) * 100) / 100 : 0,
    riskyCount: risky.length,
    extremelyHigh: risky.filter((fn) => fn.ccn >= 60).length,
    high: risky.filter((fn) => fn.ccn >= 40 && fn.ccn < 60).length,
    medium: risky.filter((fn) => fn.ccn >= 20 && fn.ccn < 40).length,
    overLimitCcn: risky.reduce((sum, fn) => sum + (fn.ccn - CCN_LIMIT), 0),
  };
}

async function storeDuplication(db: Db, input: StoreInput, blame: Blamer): Promise<DuplicationMetrics> {
  const duplication = input.results.duplication!;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('duplicated_files').where('task_id', '=', input.task.id).execute();
    for (const file of duplication.files) {
      const modifier = await blame.latestModifier(file.path, input.commit, 1, file.totalLines).catch(() => undefined);
      await trx
        .insertInto('duplicated_files')
        .values({
          task_id: input.task.id,
          file_path: file.path,
          duplicated_blocks: file.duplicatedBlocks,
          duplicated_lines: file.duplicatedLines,
          total_lines: file.totalLines,
          rate: file.rate,
          blocks: JSON.stringify(file.blocks),
          author: modifier?.author ?? null,
          handler: modifier?.author ?? null,
          status: 'open',
          last_build: input.buildNumber,
        })
        .execute();
    }
  });
  return {
    rate: duplication.rate,
    duplicatedLines: duplication.duplicatedLines,
    totalLines: duplication.totalLines,
    duplicatedFiles: duplication.files.length,
    blocks: duplication.blocks.length,
  };
}

/** Stores a finished scan: defects tracked against the last scan, functions, duplicates, code counts, chart figures. */
export async function storeScanResults(db: Db, input: StoreInput) {
  const builds = buildRepo(db, input.now);
  const blame = input.engine.blamer(input.root);
  const { results } = input;

  for (const tool of results.lintToolsRun) {
    const metrics = await storeLintFindings(db, input, tool, results.findings.filter((finding) => finding.tool === tool), blame);
    await builds.saveMetrics(input.buildId, tool, metrics);
  }
  if (results.functions) {
    await builds.saveMetrics(input.buildId, 'CCN', await storeRiskyFunctions(db, input, results.functions, blame));
  }
  if (results.duplication) {
    await builds.saveMetrics(input.buildId, 'DUPC', await storeDuplication(db, input, blame));
  }
  if (results.codeDetail.length) {
    await db
      .insertInto('code_details')
      .values(results.codeDetail.map((row) => ({ task_id: input.task.id, build_id: input.buildId, language: row.language, files: row.files, blank: row.blank, comment: row.comment, code: row.code, total: row.total })))
      .execute();
  }
}
