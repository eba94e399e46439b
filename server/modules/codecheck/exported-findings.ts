// A task's findings as its exports (SARIF, checkstyle XML) take them, tool by tool.
import type { ToolPattern } from '../../../contract/tools';

export interface ExportedItem {
  status: string;
  ignoreReason?: string | null;
}

export interface LintFinding extends ExportedItem {
  checker: string;
  severity: number;
  filePath: string;
  line: number;
  message: string;
  fingerprint: string;
}

export interface RiskyFinding extends ExportedItem {
  filePath: string;
  name: string;
  ccn: number;
  beginLine: number;
  endLine: number;
}

export interface DuplicatedBlockFinding extends ExportedItem {
  /** The share (0-100) of the file's lines that are duplicated: the file's band is the block's level. */
  fileRate: number;
  source: { path: string; startLine: number; endLine: number };
  target: { path: string; startLine: number; endLine: number };
  lines: number;
}

/** One tool's part of the log: a lint tool's defects with its checkers, or the risky functions, or the duplicated blocks. */
export type ToolFindings =
  | { toolName: string; pattern: Exclude<ToolPattern, 'CCN' | 'DUPC'>; checkers: ReadonlyMap<string, string | undefined>; findings: LintFinding[] }
  | { toolName: string; pattern: 'CCN'; findings: RiskyFinding[] }
  | { toolName: string; pattern: 'DUPC'; findings: DuplicatedBlockFinding[] };
