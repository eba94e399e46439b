import { z } from 'zod';
import { AREA } from './api-areas';
import { LIBRARY_LIMITS, LIMITS, PAGING } from './constants';
import { endpoint } from './endpoint';
import { person } from './library';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/**
 * The knowledge area's full-library search (/fulltext): files, folders and wiki pages of every library
 * the person can read, by name and by the words inside them, narrowed by classification, library, kind,
 * modified time and owner.
 */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
/** Epoch milliseconds, from the start of 1970 to the year 9999. */
const epoch = z.coerce.number<number>().int().min(0).max(253_402_300_799_999);

export const FULLTEXT_KINDS = ['file', 'folder', 'wiki'] as const;
export type FulltextKind = (typeof FULLTEXT_KINDS)[number];

export const fulltextFilters = z.strictObject({
  keyword: z.string().trim().min(1, 'v:necessary:').max(LIBRARY_LIMITS.searchKeywordMax),
  /** Only items of this category of the knowledge base, or of a category below it. */
  classifyId: id.optional(),
  libraryId: id.optional(),
  kind: z.enum(FULLTEXT_KINDS).optional(),
  /** Modified at or after this moment. */
  from: epoch.optional(),
  /** Modified before this moment. */
  to: epoch.optional(),
  /** Created by this person (their account). */
  owner: text({ max: LIMITS.accountMax }).optional(),
});
export type FulltextFilters = z.output<typeof fulltextFilters>;

const fulltextQuery = pageQuery(PAGING.search).extend(fulltextFilters.shape);
export type FulltextQuery = z.output<typeof fulltextQuery>;

export const fulltextHit = z.object({
  kind: z.enum(FULLTEXT_KINDS),
  /** The node's id for a file or folder, the page's for a wiki page. */
  id: z.number().int(),
  libraryId: z.number().int(),
  libraryName: z.string(),
  name: z.string(),
  /** Where it lives: folder names from the library's root, or the titles of the pages above. */
  path: z.string(),
  /** Bytes of a file; null for folders and pages. */
  size: z.number().nullable(),
  owner: person.nullable(),
  updatedAt: z.number(),
  matchedName: z.boolean(),
  matchedContent: z.boolean(),
  /** HTML: the name with each match in `<mark>`, everything else escaped. */
  nameHighlight: z.string(),
  /** HTML: a passage around the first match in the content, escaped, matches in `<mark>`; empty when only the name matched. */
  snippet: z.string(),
});
export type FulltextHit = z.infer<typeof fulltextHit>;

/** `totalElements` counts matches up to `searchResultsMax` of each source; `capped` says there may be more. */
const fulltextResult = page(fulltextHit).extend({ capped: z.boolean() });
export type FulltextResult = z.infer<typeof fulltextResult>;

export const fulltextEndpoints = {
  search: endpoint({
    method: 'GET',
    path: `${AREA.doc}/fulltext`,
    tags: ['search'],
    summary: 'Files, folders and wiki pages of every library the person can read, by name and content, matches highlighted',
    description: 'Names and titles that match come first (most recently changed first), then contents by relevance. Wiki pages hidden by grants are never counted.',
    query: fulltextQuery,
    data: fulltextResult,
  }),
};
