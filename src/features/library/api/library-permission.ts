import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryPermission } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET user_permission/{id}: what the person may do in one library (never refused). */
export function libraryPermissionQuery(id: number) {
  return queryOptions({
    queryKey: ['library', 'permission', id],
    queryFn: ({ signal }) => api.get<LibraryPermission>(`${DOC}/user_permission/${id}`, { signal, globalError: false }),
  });
}

export function useLibraryPermission(id: number | undefined) {
  return useQuery({ ...libraryPermissionQuery(id ?? 0), enabled: id !== undefined });
}
