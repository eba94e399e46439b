import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '../../../../contract/codecheck-task';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

/** The paths a task leaves out of its scans. */
export function pathFiltersQuery(taskId: number) {
  return queryOptions({
    queryKey: [...codecheckKeys.task(taskId), 'path-filters'] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.pathFilters, { params: { taskId } }, { signal }),
  });
}

export function usePathFilters(taskId: number) {
  return useQuery(pathFiltersQuery(taskId));
}

/** The folders of the task's checkout; the server may have to fetch the repository first, so only when asked. */
export function useFolderTree(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...codecheckKeys.task(taskId), 'folder-tree'] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.folderTree, { query: { taskId } }, { signal, globalError: false }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
