import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type operationRecord, taskEndpoints } from '../../../../../contract/codecheck-task';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

export type OperationRecord = z.infer<typeof operationRecord>;

/** The task's latest operation records, newest first, worded by the server in the reader's language. */
export function operationRecordsQuery(taskId: number, locale: string) {
  return queryOptions({
    queryKey: [...resultKeys.records(taskId), locale] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.records, { params: { taskId }, query: {}, body: {} }, { signal }),
    staleTime: 0,
  });
}

export function useOperationRecords(taskId: number, locale: string) {
  return useQuery(operationRecordsQuery(taskId, locale));
}
