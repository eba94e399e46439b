import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '../../../contract/endpoint';
import { type CreateShareLinkBody, shareLinkEndpoints, shareLinkPage, sharedByteEndpoints, sharedEndpoints } from '../../../contract/share-links';
import { API_PREFIX } from '../../api/api-prefix';
import { api } from '../../api/client';

const keys = {
  all: ['share-links'] as const,
  mine: ['share-links', 'mine'] as const,
  library: (libraryId: number) => ['share-links', 'library', libraryId] as const,
  uses: (id: number) => ['share-links', 'uses', id] as const,
};

/**
 * What a share link opens, as its page first reads it (whether it needs a password or a sign-in). The
 * page may be a stranger's: its own message says why a link is gone, and a link's content is not kept offline.
 */
export const sharedLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token] as const,
    queryFn: ({ signal }) => api.call(sharedEndpoints.open, { params: { token } }, { signal, globalError: false, askingWhoIsSignedIn: true }),
    retry: false,
    meta: { persist: false },
  });

export const myShareLinksQuery = queryOptions({ queryKey: keys.mine, queryFn: ({ signal }) => api.call(shareLinkEndpoints.mine, {}, { signal }) });

export const libraryShareLinksQuery = (libraryId: number) =>
  queryOptions({ queryKey: keys.library(libraryId), queryFn: ({ signal }) => api.call(shareLinkEndpoints.ofLibrary, { params: { libraryId } }, { signal }) });

export const shareLinkRulesQuery = queryOptions({ queryKey: [...keys.all, 'rules'] as const, queryFn: ({ signal }) => api.call(shareLinkEndpoints.rules, {}, { signal }) });

export function useShareLinkUses(id: number | null) {
  return useQuery({ queryKey: keys.uses(id ?? 0), queryFn: ({ signal }) => api.call(shareLinkEndpoints.uses, { params: { id: id! } }, { signal }), enabled: id !== null });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) => api.call(shareLinkEndpoints.create, { body }, { globalError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(shareLinkEndpoints.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The full address of a link's page, to copy and send. */
export const shareLinkAddress = (token: string) => `${window.location.origin}${shareLinkPage(token)}`;

export const sharedDownloadHref = (token: string, nodeId: number) =>
  `${API_PREFIX}${endpointPath(sharedByteEndpoints.download, { params: { token, nodeId }, query: { disposition: 'attachment' } })}`;

export const sharedPreviewHref = (token: string, nodeId: number) => `${API_PREFIX}${endpointPath(sharedByteEndpoints.preview, { params: { token, nodeId } })}`;
