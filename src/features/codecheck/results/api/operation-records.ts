import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type operationRecord, taskEndpoints } from '../../../../../contract/codecheck-task';
import { api } from '../../../../api/client';
import { JUST_LOADED_MS } from '../../../../api/query-client';
import { resultKeys } from './result-keys';

export type OperationRecord = z.infer<typeof operationRecord>;

/** The task's latest operation records, newest first, worded by the server in the reader's language. */
export function operationRecordsQuery(taskId: number, locale: string) {
  return queryOptions({
    queryKey: [...resultKeys.records(taskId), locale] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.records, { params: { taskId }, query: {}, body: {} }, { signal }),
    // Asked again on every showing, except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
  });
}

export function useOperationRecords(taskId: number, locale: string) {
  return useQuery(operationRecordsQuery(taskId, locale));
}
