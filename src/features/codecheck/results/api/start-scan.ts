import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskEndpoints } from '../../../../../contract/codecheck-task';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** Starts a scan of the task now; the overview and the log then follow it until it ends. */
export function useStartScan(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(taskEndpoints.execute, { body: { taskId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.task(taskId) }),
  });
}
