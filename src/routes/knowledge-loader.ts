import type { QueryClient } from '@tanstack/react-query';
import type { KnowledgeKind } from '../../contract/knowledge';
import { categoryItemsQuery, knowledgeHomeQuery, treeQuery } from '../api/knowledge';
import { loadScreenData, type RouteLoad } from './screen-data';

/** The knowledge home's recommended, followed and newest items. */
export async function loadKnowledgeHome(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, knowledgeHomeQuery);
}

/** The classification tree and, when the address names a category (by its number), the page of its items the address asks for. */
export async function loadClassify({ context, params, deps }: RouteLoad<{ id?: string }, { kind?: KnowledgeKind; sort?: 'updated' | 'name'; order?: 'ASC' | 'DESC'; pageNum?: number }>): Promise<void> {
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const query = { kind: deps.kind, sort: deps.sort ?? 'updated', order: deps.order ?? 'DESC', pageNum: deps.pageNum ?? 1 } as const;
  await Promise.all([loadScreenData(context.queryClient, treeQuery), id === undefined ? undefined : loadScreenData(context.queryClient, categoryItemsQuery(id, query))]);
}
