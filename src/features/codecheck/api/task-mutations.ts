import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScanType, taskEndpoints } from '../../../../contract/codecheck-task';
import type { CallArgs } from '../../../../contract/endpoint';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

type Task = typeof taskEndpoints;
type BodyOf<K extends keyof Task> = CallArgs<Task[K]> extends { body: infer B } ? B : never;

/**
 * One change to one task. Afterwards the task (and every query kept under its key: repository, path
 * filters, folders) and the task lists are read again. Refusals (insufficient privileges, managed by
 * the pipeline, 'Cann't Suspend All') are toasted by the client as spec §8 says.
 */
function useTaskChange<Input extends { taskId: number }, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: codecheckKeys.task(input.taskId) });
      void queryClient.invalidateQueries({ queryKey: codecheckKeys.tasks() });
    },
  });
}

export const useUpdateTask = () => useTaskChange((body: BodyOf<'update'>) => api.call(taskEndpoints.update, { body }));
export const useAddTools = () => useTaskChange((body: BodyOf<'addTools'>) => api.call(taskEndpoints.addTools, { body }));
export const useSetToolStatus = () => useTaskChange((body: BodyOf<'setToolStatus'>) => api.call(taskEndpoints.setToolStatus, { body }));
export const useUpdateRepository = () => useTaskChange((body: BodyOf<'updateRepository'>) => api.call(taskEndpoints.updateRepository, { body }));
export const useSetTiming = () => useTaskChange((body: BodyOf<'setTiming'>) => api.call(taskEndpoints.setTiming, { body }));
export const useSetScanType = () =>
  useTaskChange(({ taskId, scanType }: { taskId: number; scanType: ScanType }) => api.call(taskEndpoints.setScanType, { params: { scanType }, body: { taskId } }));
export const useSuspendTask = () => useTaskChange((body: BodyOf<'suspend'>) => api.call(taskEndpoints.suspend, { body }));
export const useResumeTask = () => useTaskChange((body: BodyOf<'resume'>) => api.call(taskEndpoints.resume, { body }));
export const useDeleteTask = () => useTaskChange((query: { taskId: number }) => api.call(taskEndpoints.remove, { query }));
export const useExecuteScan = () => useTaskChange((body: BodyOf<'execute'>) => api.call(taskEndpoints.execute, { body }));
/** A duplicate path is reported beside the field ('Path duplication'), not toasted. */
export const useAddPathFilter = () =>
  useTaskChange((body: BodyOf<'addPathFilter'>) => api.call(taskEndpoints.addPathFilter, { body }, { globalError: false }));
export const useDeletePathFilter = () =>
  useTaskChange((query: { taskId: number; path: string }) => api.call(taskEndpoints.deletePathFilter, { query }));
