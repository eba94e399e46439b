import type { FolderNode } from '../../../contract/codecheck-task';
import type { CodeDetail, DuplicationResult, Finding, FunctionComplexity } from '../../analysis/types';
import type { RepoCredential } from './task-service';

export interface AnalyseInput {
  root: string;
  files: string[];
  tools: { name: string; checkers: string[] | null }[];
  incremental: boolean;
  signal: AbortSignal;
  onToolStep: (toolName: string, step: number) => Promise<void>;
}

export interface AnalyseOutput {
  /** Lint findings of every lint tool that ran, each with its source line. */
  findings: Finding[];
  /** Every measured function when the complexity tool ran. */
  functions: FunctionComplexity[] | null;
  /** Null when the duplication tool did not run (or on an incremental scan: duplication is full-scan only). */
  duplication: DuplicationResult | null;
  codeDetail: CodeDetail[];
  /** Lint tools that ran to completion: only their old defects may be marked fixed. */
  lintToolsRun: string[];
}

/** One line's last change, from git blame. */
export interface LineAuthor {
  author: string;
  time: number;
}

/**
 * What the scan runner needs from the analysis engine; `analysis-engine.ts` implements it over
 * server/analysis, and tests may stand in a smaller one.
 */
export interface ScanEngine {
  checkout(options: { url: string; branch: string; dir: string; credential?: RepoCredential; signal: AbortSignal }): Promise<{ commit: string }>;
  listFiles(root: string, excludes: string[]): Promise<string[]>;
  changedFiles(root: string, from: string, to: string, candidates: string[]): Promise<string[]>;
  folderTree(root: string): Promise<FolderNode>;
  branches(url: string): Promise<string[]>;
  analyse(input: AnalyseInput): Promise<AnalyseOutput>;
  /** Authors of every line of a file at a commit (index 0 is line 1). */
  blame(root: string, path: string, commit: string): Promise<LineAuthor[]>;
}
