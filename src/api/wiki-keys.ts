/**
 * Every query key of a library's wiki. All start with `['wiki', libraryId]`, so a change to its pages
 * (create, rename, move, delete) refreshes the tree, the pages and the search at once.
 */
export const wikiKeys = {
  library: (libraryId: number) => ['wiki', libraryId] as const,
  tree: (libraryId: number) => ['wiki', libraryId, 'tree'] as const,
  page: (libraryId: number, pageId: number) => ['wiki', libraryId, 'page', pageId] as const,
  search: (libraryId: number, keyword: string, pageNum: number) => ['wiki', libraryId, 'search', keyword, pageNum] as const,
};
