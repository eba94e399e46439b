import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BranchAnalysis, branchAnalysisEndpoints, type StartBranchAnalysisBody } from '../../../../contract/codecheck-branch';
import { api } from '../../../api/client';

const keys = {
  all: (taskId: number) => ['branchAnalyses', taskId] as const,
  list: (taskId: number) => ['branchAnalyses', taskId, 'list'] as const,
  one: (taskId: number, analysisId: number) => ['branchAnalyses', taskId, 'one', analysisId] as const,
};

/** While an analysis waits or runs, its screen asks again this often. */
const POLL_MS = 2000;
const unfinished = (analysis: Pick<BranchAnalysis, 'status'>) => analysis.status === 'queued' || analysis.status === 'running';

/** A task's branch analyses, newest first. */
export function branchAnalysesQuery(taskId: number) {
  return queryOptions({
    queryKey: keys.list(taskId),
    queryFn: ({ signal }) => api.call(branchAnalysisEndpoints.list, { params: { taskId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.some(unfinished) ? POLL_MS : false),
  });
}

/** One analysis with its new findings and verdict. */
export function branchAnalysisQuery(taskId: number, analysisId: number) {
  return queryOptions({
    queryKey: keys.one(taskId, analysisId),
    queryFn: ({ signal }) => api.call(branchAnalysisEndpoints.get, { params: { taskId, analysisId } }, { signal }),
    refetchInterval: (query) => (query.state.data && unfinished(query.state.data) ? POLL_MS : false),
  });
}

export function useBranchAnalyses(taskId: number) {
  return useQuery(branchAnalysesQuery(taskId));
}

export function useBranchAnalysis(taskId: number, analysisId: number) {
  return useQuery(branchAnalysisQuery(taskId, analysisId));
}

/** Starts an analysis; a refusal (an unknown branch, the base branch itself) is shown by the app. */
export function useStartBranchAnalysis(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<StartBranchAnalysisBody, 'taskId'>) => api.call(branchAnalysisEndpoints.start, { body: { taskId, ...body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(taskId) }),
  });
}
