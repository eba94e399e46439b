import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../contract/endpoint';
import { libraryEndpoints } from '../../../contract/library';
import { api } from '../client';
import { libraryKeys } from './library-keys';

/** A page of the libraries the person can read, of one kind (every kind when left out) and words. */
export type LibraryListParams = QueryOf<typeof libraryEndpoints.byUser>;

/** Libraries the person can read, newest first. */
export function libraryListQuery(params: LibraryListParams) {
  return queryOptions({
    queryKey: libraryKeys.list(params),
    queryFn: ({ signal }) => api.call(libraryEndpoints.byUser, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryList(params: LibraryListParams) {
  return useQuery(libraryListQuery(params));
}
