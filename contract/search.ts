import { z } from 'zod';
import { AREA } from './api-areas';
import { LIBRARY_LIMITS, PAGING } from './constants';
import { endpoint } from './endpoint';
import { fileNode } from './files';
import { page, pageQuery } from './page';

/** Searching files by name and by the words inside them, within one library or across the caller's. */

export const searchScope = z.enum(['all', 'name', 'content']);

export const searchQuery = pageQuery(PAGING.search).extend({
  keyword: z.string().trim().min(1, 'v:necessary:').max(LIBRARY_LIMITS.searchKeywordMax),
  scope: searchScope.default('all'),
  /** Within this library (lib docSearch); across every library the caller can read when left out (/doc/search). */
  libraryId: z.coerce.number<number>().int().positive().max(2_147_483_647).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const searchHit = z.object({
  node: fileNode,
  libraryName: z.string(),
  /** Folder names from the root to the file's folder. */
  path: z.string(),
  matchedName: z.boolean(),
  matchedContent: z.boolean(),
  /** HTML: the name with each match in `<mark>`, everything else escaped. */
  nameHighlight: z.string(),
  /** HTML: a passage of the text around the first match, escaped, matches in `<mark>`; empty when only the name matched. */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** `totalElements` counts matches up to `searchResultsMax`; `capped` says there may be more. */
const searchResult = page(searchHit).extend({ capped: z.boolean() });

export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: `${AREA.doc}/search`,
    tags: ['search'],
    summary: 'Files and folders by name and by the words inside them, matches highlighted',
    description: 'Within one library with `libraryId` (lib docSearch), across every library the person can read without it (/doc/search).',
    query: searchQuery,
    data: searchResult,
  }),
};
