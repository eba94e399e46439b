import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGING } from '../../contract/constants';
import type { ClassifyItemsQuery, KnowledgeItem, KnowledgeKind } from '../../contract/knowledge';
import { classifyManageEndpoints, knowledgeEndpoints, recommendManageEndpoints } from '../../contract/knowledge';
import { api } from './client';

/** Query keys of the knowledge base: everything under `all` changes when an item is followed or assigned. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  tree: ['knowledge', 'tree'] as const,
  items: (id: number, query: Partial<ClassifyItemsQuery>) => ['knowledge', 'items', id, query] as const,
  home: ['knowledge', 'home'] as const,
  followed: ['knowledge', 'followed'] as const,
  recommendations: ['knowledge', 'recommendations'] as const,
  candidates: (keyword: string, kind?: KnowledgeKind) => ['knowledge', 'candidates', keyword, kind] as const,
  notice: ['knowledge', 'notice'] as const,
};

export const treeQuery = queryOptions({
  queryKey: knowledgeKeys.tree,
  queryFn: ({ signal }) => api.call(knowledgeEndpoints.tree, {}, { signal }),
});

export function useTree() {
  return useQuery(treeQuery);
}

/** One page of a category's items. */
export function categoryItemsQuery(id: number, query: Partial<ClassifyItemsQuery>) {
  return queryOptions({
    queryKey: knowledgeKeys.items(id, query),
    queryFn: ({ signal }) => api.call(knowledgeEndpoints.items, { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryItems(id: number | undefined, query: Partial<ClassifyItemsQuery>) {
  return useQuery({ ...categoryItemsQuery(id ?? 0, query), enabled: id !== undefined });
}

/** The knowledge home; kept in the saved cache, so it shows at once and offline. */
export const knowledgeHomeQuery = queryOptions({ queryKey: knowledgeKeys.home, queryFn: ({ signal }) => api.call(knowledgeEndpoints.home, {}, { signal }) });

export function useKnowledgeHome() {
  return useQuery(knowledgeHomeQuery);
}

/** The items the person follows and may still read, newest first (the first page: the most a person's home lists). */
export function useFollowedKnowledge() {
  return useQuery({ queryKey: knowledgeKeys.followed, queryFn: ({ signal }) => api.call(knowledgeEndpoints.followed, { query: { pageNum: 1, pageSize: PAGING.lists.maxSize } }, { signal }) });
}

export function useFollowItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, follow }: { item: Pick<KnowledgeItem, 'kind' | 'id'>; follow: boolean }) =>
      api.call(knowledgeEndpoints.follow, { params: { id: item.id }, query: { kind: item.kind, follow: follow ? '1' : '0' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

// The back office.

export function useCandidates(keyword: string, kind?: KnowledgeKind) {
  return useQuery({
    queryKey: knowledgeKeys.candidates(keyword, kind),
    queryFn: ({ signal }) => api.call(classifyManageEndpoints.candidates, { query: { keyword, kind } }, { signal }),
    enabled: keyword.trim() !== '',
    meta: { persist: false },
  });
}

export const recommendationsQuery = queryOptions({ queryKey: knowledgeKeys.recommendations, queryFn: ({ signal }) => api.call(recommendManageEndpoints.list, {}, { signal }) });

export function useRecommendations() {
  return useQuery(recommendationsQuery);
}

export const noticeStateQuery = queryOptions({
  queryKey: knowledgeKeys.notice,
  queryFn: ({ signal }) => api.call(recommendManageEndpoints.notice, {}, { signal }),
  meta: { persist: false },
});

export function useNoticeState() {
  return useQuery(noticeStateQuery);
}

/** A back-office change; afterwards every knowledge list is read again. */
export function useKnowledgeChange<T, R = unknown>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}

export const manageCalls = {
  create: (name: string, parentId: number | null) => api.call(classifyManageEndpoints.create, { body: { name, parentId } }),
  rename: (id: number, name: string) => api.call(classifyManageEndpoints.rename, { params: { id }, body: { name } }),
  move: (id: number, parentId: number | null, position: number) => api.call(classifyManageEndpoints.move, { params: { id }, body: { parentId, position } }),
  remove: (id: number) => api.call(classifyManageEndpoints.remove, { params: { id } }),
  assign: (id: number, item: Pick<KnowledgeItem, 'kind' | 'id'>) => api.call(classifyManageEndpoints.assign, { params: { id }, body: { kind: item.kind, itemId: item.id } }),
  unassign: (id: number, item: Pick<KnowledgeItem, 'kind' | 'id'>) => api.call(classifyManageEndpoints.unassign, { params: { id }, query: { kind: item.kind, itemId: item.id } }),
  recommend: (item: Pick<KnowledgeItem, 'kind' | 'id'>, expiresAt: number | null) => api.call(recommendManageEndpoints.add, { body: { kind: item.kind, itemId: item.id, expiresAt } }),
  expiry: (id: number, expiresAt: number | null) => api.call(recommendManageEndpoints.expiry, { params: { id }, body: { expiresAt } }),
  reorder: (ids: number[]) => api.call(recommendManageEndpoints.reorder, { body: { ids } }),
  unrecommend: (id: number) => api.call(recommendManageEndpoints.remove, { params: { id } }),
};
