import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '../../../../contract/common';
import { api } from '../../../api/client';
import { libraryKeys } from './library-keys';

/** Colleagues whose name or account contains the words. */
function directoryUsersQuery(query: string) {
  return queryOptions({
    queryKey: libraryKeys.directoryUsers(query),
    queryFn: ({ signal }) => api.call(commonEndpoints.users, { query: { query } }, { signal }),
    staleTime: 60_000,
    // A lookup is only useful while typing; nothing of it needs an offline copy.
    meta: { persist: false },
  });
}

export function useDirectoryUsers(query: string) {
  return useQuery({ ...directoryUsersQuery(query), enabled: query !== '' });
}
