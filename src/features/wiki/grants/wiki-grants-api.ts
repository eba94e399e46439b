import { queryOptions, useQuery } from '@tanstack/react-query';
import { wikiEndpoints } from '../../../../contract/wiki';
import { api } from '../../../api/client';
import { wikiKeys } from '../../../api/wiki-keys';

const grantsKey = (libraryId: number, pageId: number) => [...wikiKeys.page(libraryId, pageId), 'grants'] as const;

/** A page's own grants and those of the pages above it, and whether the person may change them; refusals are the screen's to show. */
export function wikiGrantsQuery(libraryId: number, pageId: number) {
  return queryOptions({
    queryKey: grantsKey(libraryId, pageId),
    queryFn: ({ signal }) => api.call(wikiEndpoints.grants, { params: { libraryId, pageId } }, { signal, globalError: false }),
  });
}

export function useWikiGrants(libraryId: number, pageId: number) {
  return useQuery(wikiGrantsQuery(libraryId, pageId));
}

/** What each person the grants name may do with the page, and why (for those who may change its grants). */
export function wikiEffectiveGrantsQuery(libraryId: number, pageId: number) {
  return queryOptions({
    queryKey: [...grantsKey(libraryId, pageId), 'effective'],
    queryFn: ({ signal }) => api.call(wikiEndpoints.effectiveGrants, { params: { libraryId, pageId }, query: {} }, { signal, globalError: false }),
  });
}

export function useWikiEffectiveGrants(libraryId: number, pageId: number, canManage: boolean) {
  return useQuery({ ...wikiEffectiveGrantsQuery(libraryId, pageId), enabled: canManage });
}
