import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FLAG } from '../../../../../contract/codecheck-codes';
import { defectEndpoints, type taskOverview } from '../../../../../contract/codecheck-defect';
import { api } from '../../../../api/client';
import { JUST_LOADED_MS } from '../../../../api/query-client';
import { resultKeys } from './result-keys';

export type TaskOverview = z.infer<typeof taskOverview>;

/** While a scan runs its steps move every few seconds; the overview follows them. */
export const RUNNING_POLL_MS = 3000;

export function taskOverviewQuery(taskId: number) {
  return queryOptions({
    queryKey: resultKeys.overview(taskId),
    queryFn: ({ signal }) => api.call(defectEndpoints.overview, { params: { taskId } }, { signal }),
    // Asked again on every showing, except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
    refetchInterval: (query) => (query.state.data?.lastAnalysis?.flag === FLAG.running ? RUNNING_POLL_MS : false),
  });
}

export function useTaskOverview(taskId: number) {
  return useQuery(taskOverviewQuery(taskId));
}
