import type { BranchAnalysisStatus } from '../../../../contract/codecheck-branch';

export const STATUS_COLORS: Record<BranchAnalysisStatus, string> = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' };

export const SEVERITY_KEYS = { 1: 'high', 2: 'medium', 3: 'low' } as const;

/** The first characters of a commit id, as git shows it short. */
export function shortCommit(commit: string | null): string | null {
  return commit ? commit.slice(0, 10) : null;
}
