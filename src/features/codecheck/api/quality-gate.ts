import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GateBody, qualityGateEndpoints } from '../../../../contract/codecheck-gate';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

export function qualityGateQuery(taskId: number) {
  return queryOptions({
    queryKey: [...codecheckKeys.task(taskId), 'quality-gate'] as const,
    queryFn: ({ signal }) => api.call(qualityGateEndpoints.get, { params: { taskId } }, { signal }),
  });
}

/** The task's quality gate: whether it is on and its conditions. */
export function useQualityGate(taskId: number) {
  return useQuery(qualityGateQuery(taskId));
}

/** Replaces the gate; a refused condition is shown beside the form, not toasted. */
export function useReplaceQualityGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GateBody) => api.call(qualityGateEndpoints.replace, { body }, { globalError: false }),
    onSuccess: (gate, body) => queryClient.setQueryData(qualityGateQuery(body.taskId).queryKey, gate),
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: codecheckKeys.task(body.taskId) }),
  });
}
