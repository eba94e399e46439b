import * as z from 'zod/mini';

// Like search-schemas.ts: a malformed value falls back to 'not given' rather than breaking the page.
const text = z.optional(z.coerce.string());
const count = z.catch(z.optional(z.int().check(z.positive())), undefined);

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** A folder's view: sort, page and the item whose details are open. */
const fileListShape = {
  sortField: choice(['name', 'size', 'modified']),
  sortType: choice(['asc', 'desc']),
  pageNum: count,
  pageSize: count,
  info: count,
};

export const fileListSearch = z.object(fileListShape);

/** /personal: the folder travels in the search because the route has no path params. */
export const personalSearch = z.object({ ...fileListShape, folder: count });

const searchScope = choice(['all', 'name', 'content']);

/** lib docSearch: the words, by name, content or both, and the page. */
export const librarySearchSearch = z.object({ keyword: text, scope: searchScope, pageNum: count });

/** /browse: which file, and which of its versions (the current one when left out). */
export const browseSearch = z.object({ libraryId: count, nodeId: count, version: count });

/** /doc home: which kind of library, a name filter and the page. */
export const docHomeSearch = z.object({ kind: choice(['department', 'personal', 'all']), keyword: text, pageNum: count });

/** Lists of libraries with a name filter (project home, back office). */
export const libraryPageSearch = z.object({ keyword: text, pageNum: count });

/** Back-office settings and permissions work on one library chosen in the address. */
export const backstageLibrarySearch = z.object({ libraryId: count });

/** lib setting: its section, and the page of the operation record. */
export const librarySettingSearch = z.object({ section: choice(['basic', 'permissions', 'records']), pageNum: count });

export const pageSearch = z.object({ pageNum: count });

/** A library id in the address: a positive whole number, anything else names nothing. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
