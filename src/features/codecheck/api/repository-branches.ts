import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '../../../../contract/codecheck-task';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

/** The branches a repository really has; a repository that cannot be read is reported beside the field. */
function branchesQuery(url: string) {
  return queryOptions({
    queryKey: [...codecheckKeys.all, 'branches', url] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.branches, { query: { url } }, { signal, globalError: false }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** `url` null asks nothing (no valid address yet). */
export function useRepositoryBranches(url: string | null) {
  return useQuery({ ...branchesQuery(url ?? ''), enabled: url !== null });
}
