import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Library, LibraryKind, Page } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface LibraryListParams {
  /** Every kind the person can read when left out. */
  kind?: LibraryKind;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET doc_library/by_user: libraries the person can read, newest first. */
export function libraryListQuery(params: LibraryListParams) {
  return queryOptions({
    queryKey: ['library', 'list', params],
    queryFn: ({ signal }) => api.get<Page<Library>>(`${DOC}/doc_library/by_user`, { signal, params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryList(params: LibraryListParams) {
  return useQuery(libraryListQuery(params));
}
