import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../contract/library';
import { api } from '../client';
import { libraryKeys } from './library-keys';

/**
 * One library. Screens decide what a refusal means (the 403 page, page-not-found), so the
 * client stays quiet.
 */
export function libraryDetailQuery(id: number) {
  return queryOptions({
    queryKey: libraryKeys.detail(id),
    queryFn: ({ signal }) => api.call(libraryEndpoints.detail, { params: { id } }, { signal, globalError: false }),
  });
}

export function useLibraryDetail(id: number | undefined) {
  return useQuery({ ...libraryDetailQuery(id ?? 0), enabled: id !== undefined });
}
