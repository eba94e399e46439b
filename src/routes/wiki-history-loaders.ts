import { wikiPageQuery } from '../api/wiki-queries';
import { wikiEffectiveGrantsQuery, wikiGrantsQuery } from '../features/wiki/grants/wiki-grants-api';
import { wikiVersionsQuery } from '../features/wiki/history/wiki-history-api';
import { loadScreenData, type RouteLoad } from './screen-data';

type PageLoad = RouteLoad<{ libraryId: number }, { id?: number }>;

/** A page's permissions: the page, its grants and, for those who may change them, what each person named may do. */
export async function loadWikiGrants({ context, params, deps }: PageLoad): Promise<void> {
  if (deps.id === undefined) return;
  const page = loadScreenData(context.queryClient, wikiPageQuery(params.libraryId, deps.id));
  const grants = await loadScreenData(context.queryClient, wikiGrantsQuery(params.libraryId, deps.id));
  await Promise.all([page, grants?.canManage ? loadScreenData(context.queryClient, wikiEffectiveGrantsQuery(params.libraryId, deps.id)) : undefined]);
}

/** A page's versions: the page and the first page of its versions, newest first. */
export async function loadWikiVersions({ context, params, deps }: PageLoad): Promise<void> {
  if (deps.id === undefined) return;
  await Promise.all([
    loadScreenData(context.queryClient, wikiPageQuery(params.libraryId, deps.id)),
    loadScreenData(context.queryClient, wikiVersionsQuery(params.libraryId, deps.id, 1)),
  ]);
}
