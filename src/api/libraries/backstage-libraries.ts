import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import { api } from '../client';
import { libraryKeys } from './library-keys';

export interface BackstageParams extends PageQuery {
  keyword?: string;
}

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
