import type { QueryClient } from '@tanstack/react-query';
import { fileVersionsQuery } from '../api/file-versions';
import { nodeInfoQuery } from '../api/node-info';
import { wikiPageQuery } from '../api/wiki-queries';
import { loadScreenData, type RouteLoad } from './screen-data';

/** A file's or folder's details and, once they say it is a file, its versions (a folder has none to ask for). */
async function loadNode(queryClient: QueryClient, libraryId: number, nodeId: number): Promise<void> {
  const node = await loadScreenData(queryClient, nodeInfoQuery(libraryId, nodeId));
  if (node?.kind === 'file') await loadScreenData(queryClient, fileVersionsQuery(libraryId, nodeId));
}

/** /browse: the file shown and its versions to choose from. */
export async function loadBrowse({ context, deps }: RouteLoad<unknown, { libraryId?: number; nodeId?: number }>): Promise<void> {
  if (deps.libraryId === undefined || deps.nodeId === undefined) return;
  await loadNode(context.queryClient, deps.libraryId, deps.nodeId);
}

/** /overview: a search hit's detail, the file or folder with its versions, or the wiki page. */
export async function loadOverview({ context, deps }: RouteLoad<unknown, { kind?: 'file' | 'wiki'; libraryId?: number; id?: number }>): Promise<void> {
  if (deps.libraryId === undefined || deps.id === undefined) return;
  if (deps.kind === 'wiki') await loadScreenData(context.queryClient, wikiPageQuery(deps.libraryId, deps.id));
  else await loadNode(context.queryClient, deps.libraryId, deps.id);
}
