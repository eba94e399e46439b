import type { WarnListBody, WarnListQuery } from '../../../../../contract/codecheck-defect';
import { codecheckKeys } from '../../../../api/codecheck-keys';

/**
 * Keys of what a task's scans produced, all under the task's own key: whatever refreshes a task
 * (a scan it started, a settings change) refreshes its results too.
 */
export const resultKeys = {
  task: (taskId: number) => codecheckKeys.task(taskId),
  overview: (taskId: number) => [...codecheckKeys.task(taskId), 'overview'] as const,
  taskLog: (taskId: number, pageNum: number) => [...codecheckKeys.task(taskId), 'taskLog', pageNum] as const,
  tool: (taskId: number, toolName: string) => [...codecheckKeys.task(taskId), 'tool', toolName] as const,
  warnList: (taskId: number, toolName: string, filter: Omit<WarnListBody, 'taskId' | 'toolName'>, paging: Partial<WarnListQuery>) =>
    [...resultKeys.tool(taskId, toolName), 'warnList', filter, paging] as const,
  warnDetail: (taskId: number, toolName: string, id: number) => [...resultKeys.tool(taskId, toolName), 'warnDetail', id] as const,
  filterChoices: (taskId: number, toolName: string) => [...resultKeys.tool(taskId, toolName), 'filterChoices'] as const,
  report: (taskId: number, toolName: string) => [...resultKeys.tool(taskId, toolName), 'report'] as const,
  checkers: (taskId: number, toolName: string) => [...resultKeys.tool(taskId, toolName), 'checkers'] as const,
  records: (taskId: number) => [...codecheckKeys.task(taskId), 'records'] as const,
};
