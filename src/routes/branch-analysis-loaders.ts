import { branchAnalysesQuery, branchAnalysisQuery } from '../features/codecheck/branches/branch-analysis-api';
import { loadScreenData, type RouteLoad } from './screen-data';

/** A task's branch analyses. */
export async function loadBranchAnalyses({ context, params }: RouteLoad<{ taskId: number }>): Promise<void> {
  await loadScreenData(context.queryClient, branchAnalysesQuery(params.taskId));
}

/** One branch analysis with its findings. */
export async function loadBranchAnalysis({ context, params }: RouteLoad<{ taskId: number; analysisId: number }>): Promise<void> {
  await loadScreenData(context.queryClient, branchAnalysisQuery(params.taskId, params.analysisId));
}
