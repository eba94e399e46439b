import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

interface IgnoreInput {
  ids: number[];
  ignore: boolean;
  reason?: string;
}

/** Ignores defects with a reason, or brings ignored ones back to the open list. */
export function useIgnoreDefects(taskId: number, toolName: ToolName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, ignore, reason }: IgnoreInput) => api.call(defectEndpoints.ignore, { body: { taskId, toolName, ids, ignore, reason } }, { globalError: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultKeys.tool(taskId, toolName) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.overview(taskId) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.records(taskId) }),
      ]),
  });
}
