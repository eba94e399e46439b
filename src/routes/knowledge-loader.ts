import type { QueryClient } from '@tanstack/react-query';
import type { KnowledgeKind } from '../../contract/knowledge';
import { categoryItemsQuery, knowledgeHomeQuery, treeQuery } from '../features/knowledge/api/knowledge';
import { loadScreenData } from './screen-data';

/** The knowledge home's recommended, followed and newest items. */
export async function loadKnowledgeHome(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, knowledgeHomeQuery);
}

/** The classification tree and, when the address names a category, the page of its items the address asks for. */
export async function loadClassify(queryClient: QueryClient, id: number | undefined, search: { kind?: KnowledgeKind; sort?: 'updated' | 'name'; order?: 'ASC' | 'DESC'; pageNum?: number }): Promise<void> {
  const query = { kind: search.kind, sort: search.sort ?? 'updated', order: search.order ?? 'DESC', pageNum: search.pageNum ?? 1 } as const;
  await Promise.all([loadScreenData(queryClient, treeQuery), id === undefined ? undefined : loadScreenData(queryClient, categoryItemsQuery(id, query))]);
}
