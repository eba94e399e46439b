import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FLAG } from '../../../../../contract/codecheck-codes';
import { type buildLog, defectEndpoints } from '../../../../../contract/codecheck-defect';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';
import { RUNNING_POLL_MS } from './task-overview';

export type BuildLog = z.infer<typeof buildLog>;

/** A page of the task's scans, newest first, each with its tools' steps; asked again while one runs. */
function taskLogQuery(taskId: number, pageNum: number) {
  return queryOptions({
    queryKey: resultKeys.taskLog(taskId, pageNum),
    queryFn: ({ signal }) => api.call(defectEndpoints.taskLog, { query: { taskId, pageNum, pageSize: 10 } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.lastAnalysisResult?.flag === FLAG.running ? RUNNING_POLL_MS : false),
  });
}

export function useTaskLog(taskId: number, pageNum: number) {
  return useQuery(taskLogQuery(taskId, pageNum));
}
