import { z } from 'zod';
import { AREA } from './api-areas';
import { scanFailure } from './codecheck-codes';
import { gateResult } from './codecheck-gate';
import { branchName, taskId, taskIdParam } from './codecheck-task';
import { endpoint } from './endpoint';

/**
 * A branch analysis, like SonarQube's pull-request analysis: the task's tools run on a source branch and
 * only what the change introduced is kept, the findings on lines the branch changed since its merge base
 * with the base branch. The task's own defects, history and charts stay as they are.
 */

export const BRANCH_ANALYSIS_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BranchAnalysisStatus = (typeof BRANCH_ANALYSIS_STATUSES)[number];

export const BRANCH_FINDING_KINDS = ['defect', 'riskyFunction', 'duplicatedBlock'] as const;
export type BranchFindingKind = (typeof BRANCH_FINDING_KINDS)[number];

/**
 * Fewer changed lines than this and the duplication rate on changed lines is not measured, as SonarQube
 * leaves duplication conditions out for small changes: one copied line in a three-line change is not a rate.
 */
export const BRANCH_DUPLICATION_MIN_LINES = 20;

export const startBranchAnalysisBody = z.strictObject({
  taskId,
  sourceBranch: branchName.meta({ description: 'The branch whose change is analysed (a merge request’s source branch)' }),
  baseBranch: branchName.optional().meta({ description: "The branch it would merge into; the task's branch when left out" }),
});
export type StartBranchAnalysisBody = z.infer<typeof startBranchAnalysisBody>;

const counts = z.object({
  defects: z.number().int(),
  highDefects: z.number().int(),
  riskyFunctions: z.number().int(),
  duplicatedBlocks: z.number().int(),
  changedLines: z.number().int().meta({ description: 'Lines the branch added or changed in the files the task scans' }),
  duplicatedChangedLines: z.number().int().nullable().meta({ description: 'Changed lines inside a duplicated block; null when the duplication tool did not run' }),
});

export const branchAnalysis = z
  .object({
    id: z.number().int(),
    taskId: z.number().int(),
    sourceBranch: z.string(),
    sourceCommit: z.string().nullable().meta({ description: 'The commit analysed, once fetched' }),
    baseBranch: z.string(),
    mergeBase: z.string().nullable().meta({ description: 'The merge base of the source commit and the base branch, once computed' }),
    status: z.enum(BRANCH_ANALYSIS_STATUSES),
    failure: scanFailure.nullable().meta({ description: 'Why a failed analysis failed' }),
    counts,
    gate: gateResult.nullable().meta({ description: "The task's quality gate on the analysis' new findings; null until the analysis succeeds" }),
    createdBy: z.string(),
    createdAt: z.number(),
    startedAt: z.number().nullable(),
    endedAt: z.number().nullable(),
  })
  .meta({ id: 'BranchAnalysis' });
export type BranchAnalysis = z.infer<typeof branchAnalysis>;

export const branchFinding = z
  .object({
    kind: z.enum(BRANCH_FINDING_KINDS),
    toolName: z.string(),
    filePath: z.string(),
    line: z.number().int(),
    endLine: z.number().int(),
    checker: z.string().nullable().meta({ description: 'A defect’s checker' }),
    severity: z.number().int().nullable().meta({ description: 'A defect’s severity: 1 high, 2 medium, 3 low' }),
    message: z.string().nullable().meta({ description: 'A defect’s message' }),
    functionName: z.string().nullable(),
    ccn: z.number().int().nullable().meta({ description: 'A risky function’s cyclomatic complexity' }),
    duplicateOf: z.object({ filePath: z.string(), line: z.number().int(), endLine: z.number().int() }).nullable().meta({ description: 'The other side of a duplicated block' }),
  })
  .meta({ id: 'BranchFinding' });
export type BranchFinding = z.infer<typeof branchFinding>;

export const branchAnalysisDetail = branchAnalysis.extend({ findings: z.array(branchFinding) }).meta({ id: 'BranchAnalysisDetail' });
export type BranchAnalysisDetail = z.infer<typeof branchAnalysisDetail>;

const analysisParam = z.strictObject({ taskId, analysisId: z.coerce.number<number>().int().positive() });

const tags = ['code check: branch analysis'];

/** Branch and merge-request analyses of a task. */
export const branchAnalysisEndpoints = {
  start: endpoint({
    method: 'POST',
    path: `${AREA.task}/branchAnalysis`,
    tags,
    summary: 'Analyse a branch against a base branch: only findings on the lines it changed are kept',
    description:
      "Both branches are fetched from the task's repository; the task's enabled tools run on the source branch and the task's quality gate is checked on the new findings. The task's defects, scans and charts are not changed. Needs the scan right (an access token's scan scope).",
    body: startBranchAnalysisBody,
    data: branchAnalysis,
  }),
  list: endpoint({
    method: 'GET',
    path: `${AREA.task}/branchAnalysis/{taskId}`,
    tags,
    summary: "A task's branch analyses, newest first (at most 100)",
    params: taskIdParam,
    data: z.array(branchAnalysis),
  }),
  get: endpoint({
    method: 'GET',
    path: `${AREA.task}/branchAnalysis/{taskId}/{analysisId}`,
    tags,
    summary: 'One branch analysis with its new findings and its quality gate verdict',
    params: analysisParam,
    data: branchAnalysisDetail,
  }),
};
