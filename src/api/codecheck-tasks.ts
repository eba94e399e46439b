import { queryOptions } from '@tanstack/react-query';
import type { TaskDetail, TaskSummary } from '../../contract/codecheck-task';
import { api } from './client';

const TASK = '/task/api/user';

/** The person's tasks: active ones, then suspended ones (status 1). */
export const taskListQuery = queryOptions({
  queryKey: ['codecheck', 'tasks'],
  queryFn: ({ signal }) => api.get<{ enableTasks: TaskSummary[]; disableTasks: TaskSummary[] }>(`${TASK}/task`, { signal }),
});

/** One task with its tools. A task that is missing or hidden is the screen's to report (generic handler). */
export function taskDetailQuery(taskId: number) {
  return queryOptions({
    queryKey: ['codecheck', 'task', taskId],
    queryFn: ({ signal }) => api.get<TaskDetail>(`${TASK}/taskId/${taskId}`, { signal, globalError: false }),
  });
}
