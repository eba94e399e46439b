import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../contract/library';
import { api } from './client';

/** Under the library feature's keys (`['library', …]`), so refreshing every library refreshes this too. */
export const libraryPermissionKey = (id: number) => ['library', 'permission', id] as const;

/** What the person may do in one library (never refused). */
export function libraryPermissionQuery(id: number) {
  return queryOptions({
    queryKey: libraryPermissionKey(id),
    queryFn: ({ signal }) => api.call(libraryEndpoints.permissionOf, { params: { id } }, { signal, globalError: false }),
  });
}

export function useLibraryPermission(id: number | undefined) {
  return useQuery({ ...libraryPermissionQuery(id ?? 0), enabled: id !== undefined });
}
