import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryUser } from '../../../../contract/common';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET common/user?query=: colleagues whose name or account contains the words. */
export function directoryUsersQuery(query: string) {
  return queryOptions({
    queryKey: ['library', 'directory-users', query],
    queryFn: ({ signal }) => api.get<DirectoryUser[]>(`${DOC}/common/user`, { signal, params: { query } }),
    staleTime: 60_000,
    // A lookup is only useful while typing; nothing of it needs an offline copy.
    meta: { persist: false },
  });
}

export function useDirectoryUsers(query: string) {
  return useQuery({ ...directoryUsersQuery(query), enabled: query !== '' });
}
