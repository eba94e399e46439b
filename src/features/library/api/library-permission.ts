import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from './library-keys';

/** What the person may do in one library (never refused). */
export function libraryPermissionQuery(id: number) {
  return queryOptions({
    queryKey: libraryKeys.permission(id),
    queryFn: ({ signal }) => api.call(libraryEndpoints.permissionOf, { params: { id } }, { signal, globalError: false }),
  });
}

export function useLibraryPermission(id: number | undefined) {
  return useQuery({ ...libraryPermissionQuery(id ?? 0), enabled: id !== undefined });
}
