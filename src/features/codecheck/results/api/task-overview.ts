import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FLAG } from '../../../../../contract/codecheck-codes';
import { defectEndpoints, type taskOverview } from '../../../../../contract/codecheck-defect';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

export type TaskOverview = z.infer<typeof taskOverview>;

/** While a scan runs its steps move every few seconds; the overview follows them. */
export const RUNNING_POLL_MS = 3000;

export function taskOverviewQuery(taskId: number) {
  return queryOptions({
    queryKey: resultKeys.overview(taskId),
    queryFn: ({ signal }) => api.call(defectEndpoints.overview, { params: { taskId } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.lastAnalysis?.flag === FLAG.running ? RUNNING_POLL_MS : false),
  });
}

export function useTaskOverview(taskId: number) {
  return useQuery(taskOverviewQuery(taskId));
}
