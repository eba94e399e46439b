import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskEndpoints } from '../../../../contract/codecheck-task';
import type { CallArgs } from '../../../../contract/endpoint';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

/** A new task; the New Task form shows a refusal (a taken name, a bad repository) beside its fields, so no toast. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallArgs<typeof taskEndpoints.create>['body']) => api.call(taskEndpoints.create, { body }, { globalError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codecheckKeys.tasks() }),
  });
}
