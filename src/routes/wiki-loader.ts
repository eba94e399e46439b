import type { QueryClient } from '@tanstack/react-query';
import { wikiPageQuery, wikiSearchQuery, wikiTreeQuery } from '../api/wiki-queries';
import { pageIdParam } from '../features/wiki/wiki-page-param';
import { loadScreenData, type RouteLoad } from './screen-data';

/** A wiki page's tree and content; with no page named, the first page once the tree says which it is. */
export async function loadWikiPage(queryClient: QueryClient, libraryId: number, id: string): Promise<void> {
  const pageId = pageIdParam(id);
  if (pageId === undefined) return;
  const tree = loadScreenData(queryClient, wikiTreeQuery(libraryId));
  const shown = pageId ?? (await tree)?.defaultPageId ?? null;
  await Promise.all([tree, shown === null ? undefined : loadScreenData(queryClient, wikiPageQuery(libraryId, shown))]);
}

/** The editor and the new-page form: the tree beside them (the editor takes the page's content from the shared document). */
export async function loadWikiTree({ context, params }: RouteLoad<{ libraryId: number }>): Promise<void> {
  await loadScreenData(context.queryClient, wikiTreeQuery(params.libraryId));
}

/** The wiki's search: the tree beside it and, for words in the address, the first page of matches. */
export async function loadWikiSearch(load: RouteLoad<{ libraryId: number }, { keyword?: string }>): Promise<void> {
  const keyword = load.deps.keyword?.trim() ?? '';
  const matches = keyword === '' ? undefined : loadScreenData(load.context.queryClient, wikiSearchQuery(load.params.libraryId, keyword, 1));
  await Promise.all([loadWikiTree(load), matches]);
}
