import { duplicatedFileRisk, riskyFunctionRisk } from '../../../contract/codecheck-bands';
import type { DefectRow, DuplicatedFileRow, RiskyFunctionRow } from './defect-repo';
import { parseJsonList } from './task-presenter';

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function ownershipOf(row: Pick<DefectRow, 'author' | 'author_email' | 'handler'>) {
  return { author: row.author, authorEmail: row.author_email, handler: row.handler };
}

/** `newSince`: creation times after it are new (new-defect-time.ts). */
export function presentLint(row: DefectRow, newSince: number) {
  return {
    id: row.id,
    checker: row.checker,
    severity: row.severity,
    filePath: row.file_path,
    fileName: fileName(row.file_path),
    line: row.line,
    message: row.message,
    ...ownershipOf(row),
    status: row.status,
    defectType: row.created_at > newSince ? ('new' as const) : ('history' as const),
    createdAt: row.created_at,
    fixedAt: row.fixed_at,
  };
}

export function presentRisky(row: RiskyFunctionRow) {
  return {
    id: row.id,
    functionName: row.name,
    ccn: row.ccn,
    risk: riskyFunctionRisk(row.ccn),
    filePath: row.file_path,
    fileName: fileName(row.file_path),
    language: row.language,
    beginLine: row.begin_line,
    endLine: row.end_line,
    totalLines: row.total_lines,
    ...ownershipOf(row),
    status: row.status,
    modifiedAt: row.modified_at,
  };
}

export function presentDuplicated(row: DuplicatedFileRow) {
  return {
    id: row.id,
    filePath: row.file_path,
    fileName: fileName(row.file_path),
    duplicatedBlocks: row.duplicated_blocks,
    duplicatedLines: row.duplicated_lines,
    totalLines: row.total_lines,
    rate: row.rate,
    risk: duplicatedFileRisk(row.rate),
    ...ownershipOf(row),
  };
}

export function blocksOf(row: Pick<DuplicatedFileRow, 'blocks'>) {
  return parseJsonList<{ blockNumber: number; source: { path: string; startLine: number; endLine: number }; target: { path: string; startLine: number; endLine: number }; lines: number; tokens: number }>(row.blocks);
}
