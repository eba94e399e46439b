import type { Generated } from 'kysely';
import type { BranchAnalysisStatus, BranchFindingKind } from '../../../contract/codecheck-branch';

/** A branch analysed against a base branch; `failure`, `counts` and `gate` are JSON. */
interface BranchAnalysesTable {
  id: Generated<number>;
  task_id: number;
  source_branch: string;
  source_commit: string | null;
  base_branch: string;
  merge_base: string | null;
  status: BranchAnalysisStatus;
  failure: string | null;
  counts: string;
  gate: string | null;
  created_by: string;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
}

/** A finding of an analysis on a line its branch changed; `duplicate_of` (JSON) is a block's other side. */
interface BranchAnalysisFindingsTable {
  id: Generated<number>;
  analysis_id: number;
  kind: BranchFindingKind;
  tool_name: string;
  file_path: string;
  line: number;
  end_line: number;
  checker: string | null;
  severity: number | null;
  message: string | null;
  function_name: string | null;
  ccn: number | null;
  duplicate_of: string | null;
}

export interface BranchAnalysisTables {
  branch_analyses: BranchAnalysesTable;
  branch_analysis_findings: BranchAnalysisFindingsTable;
}
