import type { LintMetrics } from '../../../contract/codecheck-defect';
import { IGNORE_REASON_MAX } from '../../../contract/constants';
import { matchFindings, type PreviousDefect, type TrackedFinding } from '../../analysis/tracking';
import type { AuthorshipOf } from './authorship';
import { newDefectThreshold } from './new-defect-time';
import type { LintDefectUpdate, ScanResultRepo } from './scan-result-repo';
import type { TaskRow } from './task-repo';

interface LintStoreInput {
  task: TaskRow;
  buildNumber: number;
  scannedFiles: string[];
  incremental: boolean;
  /** The task's new-defect time as it stands before this scan ends (new-defect-time.ts). */
  newDefectTime: number | null;
  now: () => number;
}

interface StoredDefect extends PreviousDefect {
  rowId: number;
}

/** A suppressed finding's justification, as long as a reason given by hand may be; null for an open one. */
function ignoreReason(finding: TrackedFinding): string | null {
  return finding.suppression?.justification?.slice(0, IGNORE_REASON_MAX) ?? null;
}

/**
 * Matches one lint tool's findings with what the task already knows: a match keeps its id, author,
 * handler, ignore state and creation time; a fixed one that comes back reopens; an open one that is
 * gone from a file this scan read becomes fixed; the rest are new and take their line's author, and
 * the author's account as handler. A finding the report marks suppressed is stored, or becomes, ignored
 * with its justification; one ignored here stays ignored whatever later reports say.
 */
export async function storeLintFindings(results: ScanResultRepo, input: LintStoreInput, tool: string, findings: TrackedFinding[], owners: AuthorshipOf): Promise<LintMetrics> {
  const rows = await results.lintDefects(input.task.id, tool);
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

  const kept: LintDefectUpdate[] = [...result.matched, ...result.reopened].map(({ previous: old, current }) => ({
    id: old.rowId,
    values: {
      line: current.line,
      message: current.message,
      severity: current.severity,
      fingerprint: current.fingerprint,
      line_hash: current.lineHash,
      context_hash: current.contextHash,
      last_build: input.buildNumber,
      ...(current.suppression && old.state !== 'ignored'
        ? { status: 'ignored', fixed_at: null, ignore_reason: ignoreReason(current) }
        : old.state === 'fixed'
          ? { status: 'open', fixed_at: null }
          : {}),
    },
  }));
  const fixed: LintDefectUpdate[] = result.fixed.map((old) => ({ id: old.rowId, values: { status: 'fixed', fixed_at: at, last_build: input.buildNumber } }));
  await results.updateLintDefects([...kept, ...fixed]);

  const created = [];
  for (const finding of result.created) {
    const { author, author_email, handler } = await owners.ofLine(finding.path, finding.line);
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
      author_email,
      handler,
      status: finding.suppression ? 'ignored' : 'open',
      created_at: at,
      first_build: input.buildNumber,
      last_build: input.buildNumber,
      fixed_at: null,
      ignore_reason: ignoreReason(finding),
    });
  }
  await results.insertLintDefects(created);

  const open = await results.openLintDefects(input.task.id, tool);
  const newSince = newDefectThreshold(input.newDefectTime);
  return {
    open: open.length,
    newDefects: open.filter((row) => row.created_at > newSince).length,
    high: open.filter((row) => row.severity === 1).length,
    medium: open.filter((row) => row.severity === 2).length,
    low: open.filter((row) => row.severity === 3).length,
    createdThisScan: result.created.filter((finding) => !finding.suppression).length,
    fixedThisScan: result.fixed.length,
    reopenedThisScan: result.reopened.length,
  };
}
