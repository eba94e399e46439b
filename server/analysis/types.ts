import type { JsEnvironment } from '../../contract/codecheck-task';
import type { CataloguedTool } from '../../contract/tools';

/**
 * Shapes shared by every part of the analysis engine. Nothing here does I/O, so the service layer and
 * the job runner can import these without pulling a tool in.
 */

/** 1 high, 2 medium, 3 low: the order the defect lists sort by. */
export type Severity = 1 | 2 | 3;

/** One problem a lint tool reported, at a repository-relative posix path. */
export interface Finding {
  tool: string;
  checker: string;
  severity: Severity;
  path: string;
  line: number;
  column?: number;
  message: string;
  /** The source line as it was at scan time; tracking hashes it. */
  lineText?: string;
  /** Set by tracking, or kept from an ingested SARIF result's partialFingerprints. */
  fingerprint?: string;
  /** The report says the finding is suppressed (a SARIF suppression in force): it is stored as ignored. */
  suppression?: { justification?: string };
}

/** Languages the complexity tool understands, named after the tree-sitter grammar that parses them. */
export type CcnLanguage =
  | 'javascript'
  | 'typescript'
  | 'tsx'
  | 'python'
  | 'java'
  | 'go'
  | 'c'
  | 'cpp'
  | 'csharp'
  | 'kotlin'
  | 'php'
  | 'ruby';

export interface FunctionComplexity {
  path: string;
  /** Class.method where the language nests functions in types; C++ keeps its own Class::method. */
  name: string;
  ccn: number;
  beginLine: number;
  endLine: number;
  totalLines: number;
  language: CcnLanguage;
}

/** One side of a duplicated block (spec §3 'Duplicated file': source and target block). */
interface DuplicateBlockSide {
  path: string;
  startLine: number;
  endLine: number;
}

/** A clone pair; blockNumber numbers the pairs of one scan from 1 in a stable order. */
export interface DuplicateBlock {
  blockNumber: number;
  source: DuplicateBlockSide;
  target: DuplicateBlockSide;
  lines: number;
  tokens: number;
}

/** Per-file duplication, with the blocks that touch the file (its blockInfoList). */
export interface DuplicatedFile {
  path: string;
  duplicatedBlocks: number;
  duplicatedLines: number;
  totalLines: number;
  /** Percentage 0-100 of the file's lines that are duplicated. */
  rate: number;
  blocks: DuplicateBlock[];
}

/** The totals are jscpd's own over the scanned files (duplication.ts says how it counts). */
export interface DuplicationResult {
  files: DuplicatedFile[];
  blocks: DuplicateBlock[];
  totalLines: number;
  duplicatedLines: number;
  /** Percentage 0-100, to two decimals. */
  rate: number;
}

/** cloc-style counts for one language. `total` is blank + comment + code. */
export interface CodeDetail {
  language: string;
  files: number;
  blank: number;
  comment: number;
  code: number;
  total: number;
}

export interface Checker {
  key: string;
  name: string;
  severity: Severity;
  description?: string;
  defaultEnabled: boolean;
}

export interface ToolAvailability {
  installed: boolean;
  version?: string;
  reason?: string;
}

/** A tool ran past its time budget; the scan tells people how long it was given. */
export class ToolTimedOut extends Error {
  constructor(
    readonly tool: string,
    readonly timeoutMs: number,
  ) {
    super(`${tool} timed out after ${timeoutMs} ms`);
    this.name = 'ToolTimedOut';
  }
}

export interface RunLimits {
  /** Wall time for one tool over the whole file set. */
  timeoutMs: number;
  /** Cap on what one child process may print before it is cut off. */
  maxOutputBytes: number;
  /** Files above this size are left out of analysis. */
  maxFileBytes: number;
}

export const DEFAULT_LIMITS: RunLimits = {
  timeoutMs: 10 * 60_000,
  maxOutputBytes: 64 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
};

export interface ToolContext {
  /** Absolute path of the checkout. */
  root: string;
  /** Repository-relative posix paths, already filtered by the task's path filters. */
  files: string[];
  /** Enabled checker keys; ignored by tools without checkers (CCN, DUPC). */
  checkers: string[];
  /** The task's JavaScript environments for every file, or null/absent to detect each file's (ESLint). */
  jsEnvironments?: JsEnvironment[] | null;
  signal: AbortSignal;
  limits: RunLimits;
}

export interface ToolResult {
  findings: Finding[];
  riskyFunctions?: FunctionComplexity[];
  /** Every measured function, for the average-CCN band and the CCN trend. */
  functions?: FunctionComplexity[];
  duplication?: DuplicationResult;
  /** Files the tool looked at; the caller uses it to know what an incremental scan covered. */
  analysedFiles: number;
  /** Non-fatal problems worth showing in the task log (a file a tool could not parse, say). */
  warnings: string[];
}

/** A tool as the engine runs it; its name, pattern and languages come from the catalogue (contract/tools.ts). */
export interface ToolAdapter extends Omit<CataloguedTool, 'inToolPicker'> {
  /** True when results only arrive through ingestion (SARIF or checkstyle XML from a pipeline). */
  ingestOnly: boolean;
  checkers(): Promise<Checker[]>;
  available(): Promise<ToolAvailability>;
  run(ctx: ToolContext): Promise<ToolResult>;
}
