import type { LintMetrics } from '../../../contract/codecheck-defect';
import { matchFindings, type PreviousDefect, type TrackedFinding } from '../../analysis/tracking';
import type { Db } from '../../db/database';
import type { Blamer } from './scan-engine';
import type { TaskRow } from './task-repo';

export interface LintStoreInput {
  task: TaskRow;
  buildNumber: number;
  commit: string;
  scannedFiles: string[];
  incremental: boolean;
  now: () => number;
}

interface StoredDefect extends PreviousDefect {
  rowId: number;
}

/**
 * Matches one lint tool's findings with what the task already knows: a match keeps its id, author,
 * handler, ignore state and creation time; a fixed one that comes back reopens; an open one that is
 * gone from a file this scan read becomes fixed; the rest are new and take their line's author.
 */
export async function storeLintFindings(db: Db, input: LintStoreInput, tool: string, findings: TrackedFinding[], blame: Blamer): Promise<LintMetrics> {
  const rows = await db.selectFrom('defects').selectAll().where('task_id', '=', input.task.id).where('tool_name', '=', tool).execute();
  const previous: StoredDefect[] = rows.map((row) => ({
    rowId: row.id,
    id: String(row.id),
    tool: row.tool_name,
    checker: row.checker,
    path: row.file_path,
    line: row.line,
    message: row.message,
    fingerprint: row.fingerprint,
    lineHash: row.line_hash,
    contextHash: row.context_hash,
    state: row.status as PreviousDefect['state'],
  }));
  const result = matchFindings(previous, findings, input.incremental ? { scannedPaths: new Set(input.scannedFiles) } : {});
  const at = input.now();

  await db.transaction().execute(async (trx) => {
    for (const { previous: old, current } of [...result.matched, ...result.reopened]) {
      await trx
        .updateTable('defects')
        .set({
          line: current.line,
          message: current.message,
          severity: current.severity,
          fingerprint: current.fingerprint,
          line_hash: current.lineHash,
          context_hash: current.contextHash,
          last_build: input.buildNumber,
          ...(old.state === 'fixed' ? { status: 'open', fixed_at: null } : {}),
        })
        .where('id', '=', old.rowId)
        .execute();
    }
    for (const old of result.fixed) {
      await trx.updateTable('defects').set({ status: 'fixed', fixed_at: at, last_build: input.buildNumber }).where('id', '=', old.rowId).execute();
    }
  });

  const created = [];
  for (const finding of result.created) {
    const author = (await blame.authorOf(finding.path, input.commit, finding.line).catch(() => undefined))?.author ?? null;
    created.push({
      task_id: input.task.id,
      tool_name: tool,
      checker: finding.checker,
      severity: finding.severity,
      file_path: finding.path,
      line: finding.line,
      message: finding.message.slice(0, 4000),
      fingerprint: finding.fingerprint,
      line_hash: finding.lineHash,
      context_hash: finding.contextHash,
      author,
      handler: author,
      status: 'open',
      created_at: at,
      first_build: input.buildNumber,
      last_build: input.buildNumber,
      fixed_at: null,
      ignore_reason: null,
    });
  }
  for (let index = 0; index < created.length; index += 500) {
    await db.insertInto('defects').values(created.slice(index, index + 500)).execute();
  }

  const open = await db.selectFrom('defects').select(['severity', 'created_at', 'handler']).where('task_id', '=', input.task.id).where('tool_name', '=', tool).where('status', '=', 'open').execute();
  return {
    open: open.length,
    newDefects: open.filter((row) => row.created_at > input.task.new_defect_time).length,
    high: open.filter((row) => row.severity === 1).length,
    medium: open.filter((row) => row.severity === 2).length,
    low: open.filter((row) => row.severity === 3).length,
    createdThisScan: result.created.length,
    fixedThisScan: result.fixed.length,
    reopenedThisScan: result.reopened.length,
  };
}
