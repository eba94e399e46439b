import { queryOptions } from '@tanstack/react-query';
import { taskEndpoints } from '../../contract/codecheck-task';
import { api } from './client';
import { codecheckKeys } from './codecheck-keys';

/** The person's tasks: active ones, then suspended ones. */
export const taskListQuery = queryOptions({
  queryKey: codecheckKeys.tasks(),
  queryFn: ({ signal }) => api.call(taskEndpoints.list, {}, { signal }),
});

/** One task with its tools. A task that is missing or hidden is the screen's to report (generic handler). */
export function taskDetailQuery(taskId: number) {
  return queryOptions({
    queryKey: codecheckKeys.task(taskId),
    queryFn: ({ signal }) => api.call(taskEndpoints.detail, { params: { taskId } }, { signal, globalError: false }),
  });
}
