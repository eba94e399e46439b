import type { ScanFailure, StepCode } from '../../../contract/codecheck-codes';
import type { FolderNode, JsEnvironment } from '../../../contract/codecheck-task';
import type { BranchChanges } from '../../analysis/changed-lines';
import type { TrackedFinding } from '../../analysis/tracking';
import type { CodeDetail, DuplicationResult, FunctionComplexity } from '../../analysis/types';
import type { RepoCredential } from './task-input';

interface AnalyseInput {
  root: string;
  /** Files the tools look at: every file on a full scan, the changed ones on an incremental scan. */
  files: string[];
  /** Every file of the checkout after path filters: code detail always counts all of them. */
  allFiles: string[];
  tools: { name: string; checkers: string[] | null }[];
  /** The task's JavaScript environments for ESLint; null detects each file's. */
  jsEnvironments: JsEnvironment[] | null;
  incremental: boolean;
  signal: AbortSignal;
  onToolStep: (toolName: string, step: StepCode) => Promise<void>;
  /** A tool has returned its results, which are stored later with the others': its scanning time ends here. */
  onToolFinished: (toolName: string) => Promise<void>;
}

export interface AnalyseOutput {
  /** Lint findings of every lint tool that ran, each with its source line. */
  findings: TrackedFinding[];
  /** Every measured function and the risky ones among them, when the complexity tool ran. */
  complexity: { functions: FunctionComplexity[]; riskyFunctions: FunctionComplexity[] } | null;
  /** Null when the duplication tool did not run (or on an incremental scan: duplication is full-scan only). */
  duplication: DuplicationResult | null;
  codeDetail: CodeDetail[];
  /** Lint tools that ran to completion: only their old defects may be marked fixed. */
  lintToolsRun: string[];
  /** Tools that could not run (not installed, crashed, timed out), with the reason. */
  failedTools: { name: string; failure: ScanFailure }[];
}

/** A git author as blame names them; `authorTime` in seconds since the epoch. */
export interface BlameAuthor {
  author: string;
  authorMail: string;
  authorTime: number;
}

/** Who last changed a line or a range, from git blame at the scanned commit. */
export interface Blamer {
  authorOf(path: string, commit: string, line: number): Promise<BlameAuthor | undefined>;
  latestModifier(path: string, commit: string, startLine: number, endLine: number): Promise<BlameAuthor | undefined>;
}

/**
 * What the scan runner needs from the analysis engine; `analysis-engine.ts` implements it over
 * server/analysis, and tests may stand in a smaller one.
 */
export interface ScanEngine {
  checkout(options: { url: string; branch: string; commit?: string; dir: string; credential?: RepoCredential; signal: AbortSignal }): Promise<{ commit: string }>;
  listFiles(root: string, excludes: string[]): Promise<string[]>;
  changedFiles(root: string, from: string, to: string, candidates: string[]): Promise<string[]>;
  folderTree(root: string): Promise<FolderNode>;
  /** The repository's branches; with the task's credential where it needs one. */
  branches(url: string, credential?: RepoCredential): Promise<string[]>;
  /** The merge base of two commits of a checkout and the lines the second changed since it. */
  branchChanges(root: string, baseCommit: string, sourceCommit: string, signal: AbortSignal): Promise<BranchChanges>;
  analyse(input: AnalyseInput): Promise<AnalyseOutput>;
  blamer(root: string): Blamer;
}
