import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wikiEndpoints } from '../../contract/wiki';
import { api } from './client';
import { JUST_LOADED_MS } from './query-client';
import { wikiKeys } from './wiki-keys';

/**
 * The pages the person may read, in tree order, with what they may do. It goes into the offline copy
 * like a folder listing, so the tree shows after an offline reload.
 */
export function wikiTreeQuery(libraryId: number) {
  return queryOptions({
    queryKey: wikiKeys.tree(libraryId),
    queryFn: ({ signal }) => api.call(wikiEndpoints.tree, { params: { libraryId } }, { signal, globalError: false }),
    // Colleagues add and move pages all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useWikiTree(libraryId: number) {
  return useQuery(wikiTreeQuery(libraryId));
}

/** One page with its content as the editor's JSON, all the screens draw; saved for offline reading like every read query. */
export function wikiPageQuery(libraryId: number, pageId: number) {
  return queryOptions({
    queryKey: wikiKeys.page(libraryId, pageId),
    queryFn: ({ signal }) => api.call(wikiEndpoints.get, { params: { libraryId, pageId }, query: { contentOnly: '1' } }, { signal, globalError: false }),
    // Asked again on every showing, except just after the route's loader asked: a long page is not fetched twice.
    staleTime: JUST_LOADED_MS,
  });
}

export function useWikiPage(libraryId: number, pageId: number | null) {
  return useQuery({ ...wikiPageQuery(libraryId, pageId ?? 0), enabled: pageId !== null });
}

/** Pages by title and body, matches highlighted. Results depend on the whole wiki: never kept offline. */
export function wikiSearchQuery(libraryId: number, keyword: string, pageNum: number) {
  return queryOptions({
    queryKey: wikiKeys.search(libraryId, keyword, pageNum),
    queryFn: ({ signal }) => api.call(wikiEndpoints.search, { params: { libraryId }, query: { keyword, pageNum } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}

export function useWikiSearch(libraryId: number, keyword: string, pageNum: number) {
  return useQuery({ ...wikiSearchQuery(libraryId, keyword, pageNum), enabled: keyword.trim() !== '' });
}
