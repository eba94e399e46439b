import type { QueryClient } from '@tanstack/react-query';
import { PAGING } from '../../contract/constants';
import type { LibraryKind } from '../../contract/library';
import { treeQuery } from '../api/knowledge';
import { backstageLibrariesQuery } from '../api/libraries/backstage-libraries';
import { followedLibrariesQuery } from '../api/libraries/followed-libraries';
import { libraryListQuery } from '../api/libraries/library-list';
import { projectLibrariesQuery } from '../api/libraries/project-libraries';
import { recycleListQuery } from '../features/files/api/recycle-list';
import { fulltextQuery } from '../features/search/api/fulltext';
import { searchQuery, type SearchScope } from '../features/search/api/search';
import { type FulltextSearch, filterLibrariesQuery, fulltextParamsOf } from '../features/search/fulltext/fulltext-filters';
import { loadScreenData, type RouteLoad } from './screen-data';

const pageSize = PAGING.lists.defaultSize;

interface LibraryPage {
  keyword?: string;
  pageNum?: number;
}

/** The document home: the followed libraries and the page of the person's libraries of the kind the address names. */
export async function loadDocHome({ context, deps: search }: RouteLoad<unknown, LibraryPage & { kind?: LibraryKind | 'all' }>): Promise<void> {
  const kind = search.kind ?? 'department';
  const mine = { kind: kind === 'all' ? undefined : kind, keyword: search.keyword || undefined, pageNum: search.pageNum ?? 1, pageSize };
  await Promise.all([loadScreenData(context.queryClient, followedLibrariesQuery('doc')), loadScreenData(context.queryClient, libraryListQuery(mine))]);
}

/** The project home: the followed project libraries and a page of them all. */
export async function loadProjectHome({ context, deps: search }: RouteLoad<unknown, LibraryPage>): Promise<void> {
  const page = { keyword: search.keyword || undefined, pageNum: search.pageNum ?? 1, pageSize };
  await Promise.all([loadScreenData(context.queryClient, followedLibrariesQuery('project')), loadScreenData(context.queryClient, projectLibrariesQuery(page))]);
}

function loadBackstageLibraries({ context, deps: search }: RouteLoad<unknown, LibraryPage>, deleted: boolean) {
  return loadScreenData(context.queryClient, backstageLibrariesQuery(deleted, { keyword: search.keyword || undefined, pageNum: search.pageNum ?? 1, pageSize }));
}

/** Library management: the libraries in use. */
export async function loadBackstageList(load: RouteLoad<unknown, LibraryPage>): Promise<void> {
  await loadBackstageLibraries(load, false);
}

/** Library management's recycle bin: the libraries deleted. */
export async function loadBackstageRecycle(load: RouteLoad<unknown, LibraryPage>): Promise<void> {
  await loadBackstageLibraries(load, true);
}

/** A library's recycle bin, the page the address names. */
export async function loadLibraryRecycle({ context, params, deps }: RouteLoad<{ libraryId: number }, { pageNum?: number }>): Promise<void> {
  await loadScreenData(context.queryClient, recycleListQuery(params.libraryId, deps.pageNum ?? 1, pageSize));
}

type SearchState = { scope?: SearchScope; pageNum?: number };

/** Search results for the words in the address; with no words there is nothing to ask. */
function loadSearch(queryClient: QueryClient, words: string | undefined, search: SearchState, libraryId?: number) {
  const keyword = words?.trim() ?? '';
  if (keyword === '') return undefined;
  return loadScreenData(queryClient, searchQuery({ keyword, scope: search.scope ?? 'all', libraryId, pageNum: search.pageNum ?? 1, pageSize: PAGING.search.defaultSize }));
}

/** /doc/search: every library the person can read. */
export async function loadDocSearch({ context, deps }: RouteLoad<unknown, SearchState & { searchValue?: string }>): Promise<void> {
  await loadSearch(context.queryClient, deps.searchValue, deps);
}

/** A library's search. */
export async function loadLibrarySearch({ context, params, deps }: RouteLoad<{ libraryId: number }, SearchState & { keyword?: string }>): Promise<void> {
  await loadSearch(context.queryClient, deps.keyword, deps, params.libraryId);
}

/** /fulltext: the libraries and categories its filters offer and, for words in the address, the results. */
export async function loadFulltext({ context, deps }: RouteLoad<unknown, FulltextSearch>): Promise<void> {
  const params = fulltextParamsOf(deps);
  await Promise.all([
    loadScreenData(context.queryClient, filterLibrariesQuery),
    loadScreenData(context.queryClient, treeQuery),
    params.keyword === '' ? undefined : loadScreenData(context.queryClient, fulltextQuery(params)),
  ]);
}
