import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGING } from '../../../contract/constants';
import type { QueryOf } from '../../../contract/endpoint';
import { libraryEndpoints } from '../../../contract/library';
import { api } from '../client';
import { libraryKeys } from './library-keys';

/** A page of the administered libraries, by words. */
export type BackstageParams = QueryOf<typeof libraryEndpoints.administered>;

/** The live or the deleted libraries the person administers. */
export function backstageLibrariesQuery(deleted: boolean, params: BackstageParams) {
  return queryOptions({
    queryKey: libraryKeys.backstage(deleted, params),
    queryFn: ({ signal }) => api.call(deleted ? libraryEndpoints.administeredDeleted : libraryEndpoints.administered, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBackstageLibraries(deleted: boolean, params: BackstageParams) {
  return useQuery(backstageLibrariesQuery(deleted, params));
}

/** Every live library the person administers, on one page: what the back office's choosers offer. */
export const administeredLibrariesQuery = backstageLibrariesQuery(false, { pageNum: 1, pageSize: PAGING.lists.maxSize });

export function useAdministeredLibraries() {
  return useQuery(administeredLibrariesQuery);
}
