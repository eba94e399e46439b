import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints, type LibraryKind } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from './library-keys';

export interface LibraryListParams {
  /** Every kind the person can read when left out. */
  kind?: LibraryKind;
  keyword?: string;
  pageNum: number;
  pageSize: number;
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
