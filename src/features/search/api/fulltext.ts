import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FulltextFilters, fulltextEndpoints } from '../../../../contract/fulltext';
import { api } from '../../../api/client';

export interface FulltextParams extends FulltextFilters {
  pageNum: number;
  pageSize: number;
  /** When the person pressed search: searching the same words again asks the server again. */
  timestamp?: number;
}

export function fulltextQuery({ timestamp, ...query }: FulltextParams) {
  return queryOptions({
    queryKey: ['search', 'fulltext', query, timestamp ?? 0] as const,
    queryFn: ({ signal }) => api.call(fulltextEndpoints.search, { query }, { signal }),
    placeholderData: keepPreviousData,
    // Results depend on everything in the libraries; an offline copy of them would mislead.
    meta: { persist: false },
  });
}

/** Files, folders and wiki pages of every library the person can read, matches highlighted. */
export function useFulltext(params: FulltextParams) {
  return useQuery({ ...fulltextQuery(params), enabled: params.keyword.trim() !== '' });
}
