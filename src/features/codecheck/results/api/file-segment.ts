import { queryOptions, useQuery } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** Lines of a file of the task's checkout: the other side of a duplicated block. */
function fileSegmentQuery(taskId: number, filePath: string, beginLine: number, endLine: number) {
  return queryOptions({
    queryKey: [...resultKeys.task(taskId), 'segment', filePath, beginLine, endLine] as const,
    queryFn: ({ signal }) => api.call(defectEndpoints.segment, { body: { taskId, filePath, beginLine, endLine } }, { signal }),
    meta: { persist: false },
  });
}

export function useFileSegment(taskId: number, filePath: string, beginLine: number, endLine: number) {
  return useQuery(fileSegmentQuery(taskId, filePath, beginLine, endLine));
}
