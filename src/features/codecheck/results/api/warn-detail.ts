import { queryOptions, useQuery } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** One defect, risky function or duplicated file with the lines of its file around it. */
function warnDetailQuery(taskId: number, toolName: ToolName, id: number) {
  return queryOptions({
    queryKey: resultKeys.warnDetail(taskId, toolName, id),
    queryFn: ({ signal }) => api.call(defectEndpoints.detail, { body: { taskId, toolName, id } }, { signal }),
    // File contents can be large and change with every scan: read them fresh, never from the saved copy.
    meta: { persist: false },
  });
}

export function useWarnDetail(taskId: number, toolName: ToolName, id: number | undefined) {
  return useQuery({ ...warnDetailQuery(taskId, toolName, id ?? 0), enabled: id !== undefined });
}
