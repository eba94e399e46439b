import type { Generated } from 'kysely';
import type { LogFlag, StepCode, TaskStatus, ToolStatus } from '../../../contract/codecheck-codes';
import type { ScanType } from '../../../contract/codecheck-task';

/** Lists (languages, checkers, scan days) are JSON text so both dialects store them alike. */
export interface TasksTable {
  id: Generated<number>;
  name_en: string;
  name_cn: string;
  langs: string;
  /** Spec §4: a suspended task is disabled in the selector. */
  status: TaskStatus;
  suspend_reason: string | null;
  from_pipeline: number;
  project_id: string | null;
  repo_url: string;
  branch: string;
  /** Repository credential, encrypted at rest (server/modules/codecheck/credentials.ts). */
  repo_credential: string | null;
  scan_type: ScanType;
  timing_days: string;
  timing_time: string | null;
  /**
   * Defects first seen after this moment are 'new', earlier ones 'history'. Null until someone chooses
   * one: then the end of the task's first successful scan counts (new-defect-time.ts).
   */
  new_defect_time: number | null;
  last_commit: string | null;
  /** JSON list of the JavaScript environments ESLint gives every file, or null to detect them per file. */
  js_environments: string | null;
  created_by: number;
  created_at: number;
  updated_at: number;
}

interface TaskMembersTable {
  task_id: number;
  user_id: number;
  role: string;
}

interface TaskToolsTable {
  task_id: number;
  tool_name: string;
  status: ToolStatus;
  /** Enabled checker keys, or null for the tool's default set. */
  checkers: string | null;
  created_at: number;
}

interface TaskPathFiltersTable {
  id: Generated<number>;
  task_id: number;
  path: string;
  created_at: number;
}

interface BuildsTable {
  id: Generated<number>;
  task_id: number;
  build_number: number;
  flag: LogFlag;
  trigger: string;
  scan_type: string;
  commit_id: string | null;
  message: string | null;
  created_by: string;
  queued_at: number;
  start_at: number | null;
  end_at: number | null;
}

interface BuildStepsTable {
  id: Generated<number>;
  build_id: number;
  tool_name: string;
  step: StepCode;
  flag: LogFlag;
  message: string | null;
  start_at: number;
  end_at: number | null;
}

interface BuildMetricsTable {
  build_id: number;
  tool_name: string;
  /** Figures for the charts: counts by severity and author, average CCN, duplication rate. */
  metrics: string;
}

export interface DefectsTable {
  id: Generated<number>;
  task_id: number;
  tool_name: string;
  checker: string;
  severity: number;
  file_path: string;
  line: number;
  message: string;
  fingerprint: string;
  line_hash: string;
  context_hash: string;
  /** Who wrote the code, from git blame. */
  author: string | null;
  author_email: string | null;
  /** The account that deals with it: the author's when one matches, else whoever it was handed to. */
  handler: string | null;
  /** open, fixed or ignored. */
  status: string;
  created_at: number;
  first_build: number;
  last_build: number;
  fixed_at: number | null;
  ignore_reason: string | null;
}

export interface RiskyFunctionsTable {
  id: Generated<number>;
  task_id: number;
  file_path: string;
  name: string;
  language: string;
  ccn: number;
  begin_line: number;
  end_line: number;
  total_lines: number;
  /** Who wrote the code, from git blame. */
  author: string | null;
  author_email: string | null;
  /** The account that deals with it: the author's when one matches, else whoever it was handed to. */
  handler: string | null;
  status: string;
  created_at: number;
  modified_at: number | null;
  last_build: number;
}

export interface DuplicatedFilesTable {
  id: Generated<number>;
  task_id: number;
  file_path: string;
  duplicated_blocks: number;
  duplicated_lines: number;
  total_lines: number;
  rate: number;
  blocks: string;
  /** Who wrote the code, from git blame. */
  author: string | null;
  author_email: string | null;
  /** The account that deals with it: the author's when one matches, else whoever it was handed to. */
  handler: string | null;
  status: string;
  last_build: number;
}

interface CodeDetailsTable {
  task_id: number;
  build_id: number;
  language: string;
  files: number;
  blank: number;
  comment: number;
  code: number;
  total: number;
}

interface OperationRecordsTable {
  id: Generated<number>;
  task_id: number;
  tool_name: string | null;
  operator: string;
  operation_type: string;
  /** The catalogue message that words the record's information, and its parameters as JSON; null: none. */
  information_key: string | null;
  information_params: string | null;
  created_at: number;
}

interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: number;
  last_used_at: number | null;
  /** Space-separated scopes (contract/access-tokens.ts). */
  scopes: string;
  /** null: never expires. */
  expires_at: number | null;
  /** The address the last call with it came from. */
  last_used_from: string | null;
}

export interface CodecheckTables {
  tasks: TasksTable;
  task_members: TaskMembersTable;
  task_tools: TaskToolsTable;
  task_path_filters: TaskPathFiltersTable;
  builds: BuildsTable;
  build_steps: BuildStepsTable;
  build_metrics: BuildMetricsTable;
  defects: DefectsTable;
  risky_functions: RiskyFunctionsTable;
  duplicated_files: DuplicatedFilesTable;
  code_details: CodeDetailsTable;
  operation_records: OperationRecordsTable;
  access_tokens: AccessTokensTable;
}
