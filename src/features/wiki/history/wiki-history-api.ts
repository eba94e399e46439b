import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wikiEndpoints } from '../../../../contract/wiki';
import { api } from '../../../api/client';
import { wikiKeys } from '../../../api/wiki-keys';

const versionsKey = (libraryId: number, pageId: number) => [...wikiKeys.page(libraryId, pageId), 'versions'] as const;

/** A page's versions, newest first, one page of the list at a time. */
export const wikiVersionsQuery = (libraryId: number, pageId: number, pageNum: number) =>
  queryOptions({
    queryKey: [...versionsKey(libraryId, pageId), pageNum],
    queryFn: ({ signal }) => api.call(wikiEndpoints.versions, { params: { libraryId, pageId }, query: { pageNum, pageSize: 20 } }, { signal }),
    staleTime: 0,
  });

export function useWikiVersions(libraryId: number, pageId: number, pageNum: number) {
  return useQuery({ ...wikiVersionsQuery(libraryId, pageId, pageNum), placeholderData: keepPreviousData });
}

export function useWikiVersion(libraryId: number, pageId: number, versionId: number | null) {
  return useQuery({
    queryKey: [...versionsKey(libraryId, pageId), 'one', versionId],
    queryFn: ({ signal }) => api.call(wikiEndpoints.version, { params: { libraryId, pageId, versionId: versionId ?? 0 } }, { signal }),
    enabled: versionId !== null,
  });
}

/** `to` null compares with the page as it is now. */
export function useWikiDiff(libraryId: number, pageId: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: [...versionsKey(libraryId, pageId), 'diff', from, to],
    queryFn: ({ signal }) => api.call(wikiEndpoints.diff, { params: { libraryId, pageId }, query: { from: from ?? 0, to: to ?? undefined } }, { signal }),
    enabled: from !== null,
  });
}

export function useTakeVersion(libraryId: number, pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call(wikiEndpoints.takeVersion, { params: { libraryId, pageId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(libraryId, pageId) }),
  });
}

/** The page takes the version's content again; the page, the tree and the list refresh. */
export function useRestoreWikiVersion(libraryId: number, pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => api.call(wikiEndpoints.restoreVersion, { params: { libraryId, pageId, versionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.library(libraryId) }),
  });
}
