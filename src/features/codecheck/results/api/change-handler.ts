import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

interface ChangeHandlerInput {
  ids: number[];
  handler: string;
}

/** Hands one or many items of a tool to another person; the lists, filters and records then change. */
export function useChangeHandler(taskId: number, toolName: ToolName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, handler }: ChangeHandlerInput) => api.call(defectEndpoints.reassign, { body: { taskId, toolName, ids, handler } }, { globalError: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultKeys.tool(taskId, toolName) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.records(taskId) }),
      ]),
  });
}
