import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { JUST_LOADED_MS } from '../../../../api/query-client';
import { resultKeys } from './result-keys';

/** A lint tool's checkers: which the task runs, and which run by default. */
export function checkersQuery(taskId: number, toolName: ToolName) {
  return queryOptions({
    queryKey: resultKeys.checkers(taskId, toolName),
    queryFn: ({ signal }) => api.call(defectEndpoints.checkers, { params: { name: toolName }, query: { taskId } }, { signal }),
    // Asked again on every showing, except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
  });
}

export function useCheckers(taskId: number, toolName: ToolName) {
  return useQuery(checkersQuery(taskId, toolName));
}

/** Saves the checkers the tool runs on the task from its next scan on. */
export function useConfigureCheckers(taskId: number, toolName: ToolName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkers: string[]) => api.call(defectEndpoints.configureCheckers, { body: { taskId, toolName, checkers } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultKeys.checkers(taskId, toolName) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.records(taskId) }),
      ]),
  });
}
