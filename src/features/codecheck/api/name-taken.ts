import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '../../../../contract/codecheck-task';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

/** Whether a task already has this English name; asked while typing, so a failure raises no toast (spec §5). */
function nameTakenQuery(nameEn: string) {
  return queryOptions({
    queryKey: [...codecheckKeys.all, 'name-taken', nameEn] as const,
    queryFn: ({ signal }) => api.call(taskEndpoints.nameTaken, { params: { nameEn } }, { signal, globalError: false }),
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** `nameEn` null asks nothing (the name is still being typed or breaks a local rule). */
export function useNameTaken(nameEn: string | null) {
  return useQuery({ ...nameTakenQuery(nameEn ?? ''), enabled: nameEn !== null });
}
