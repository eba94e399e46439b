import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints, type LibraryKind } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import { api } from '../client';
import { libraryKeys } from './library-keys';

export interface LibraryListParams extends PageQuery {
  /** Every kind the person can read when left out. */
  kind?: LibraryKind;
  keyword?: string;
}

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
