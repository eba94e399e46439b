import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../../../contract/page';
import { searchEndpoints } from '../../../../contract/search';
import { api } from '../../../api/client';
import { searchKeys } from '../../../api/search-keys';

export type SearchScope = 'all' | 'name' | 'content';

export interface SearchParams extends PageQuery {
  keyword: string;
  scope: SearchScope;
  /** One library (lib docSearch); every library the person can read when left out (/doc/search). */
  libraryId?: number;
}

/** Files and folders by name and by the words inside them, matches highlighted. */
export function searchQuery(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => api.call(searchEndpoints.search, { query: params }, { signal }),
    placeholderData: keepPreviousData,
    // Results depend on everything in the libraries; an offline copy of them would mislead.
    meta: { persist: false },
  });
}

export function useSearch(params: SearchParams) {
  return useQuery({ ...searchQuery(params), enabled: params.keyword.trim() !== '' });
}
