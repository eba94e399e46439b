import type { QueryClient } from '@tanstack/react-query';
import { wikiPageQuery, wikiTreeQuery } from '../features/wiki/api/wiki-queries';
import { pageIdParam } from '../features/wiki/wiki-page-param';
import { loadScreenData } from './screen-data';

/**
 * The wiki's screens, imported from here rather than from the route table: the list of chunks they
 * need to preload then lives in this small chunk, not in the first download.
 */
export const loadWikiScreen = () => import('../features/wiki/screens/wiki-screen');

/** A wiki page's tree and content; with no page named, the first page once the tree says which it is. */
export async function loadWikiPage(queryClient: QueryClient, libraryId: number, id: string): Promise<void> {
  const pageId = pageIdParam(id);
  if (pageId === undefined) return;
  const tree = loadScreenData(queryClient, wikiTreeQuery(libraryId));
  const shown = pageId ?? (await tree)?.defaultPageId ?? null;
  await Promise.all([tree, shown === null ? undefined : loadScreenData(queryClient, wikiPageQuery(libraryId, shown))]);
}
