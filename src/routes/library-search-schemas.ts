import * as v from 'valibot';
import { choice, count, text } from './search-params';

/** A folder's view: sort, page and the item whose details are open. */
const fileListShape = {
  sortField: choice(['name', 'size', 'modified']),
  sortType: choice(['asc', 'desc']),
  pageNum: count,
  pageSize: count,
  info: count,
};

export const fileListSearch = v.object(fileListShape);

/** /personal: the folder travels in the search because the route has no path params. */
export const personalSearch = v.object({ ...fileListShape, folder: count });

const searchScope = choice(['all', 'name', 'content']);

/** lib docSearch: the words, by name, content or both, and the page. */
export const librarySearchSearch = v.object({ keyword: text, scope: searchScope, pageNum: count });

/** /browse: which file, and which of its versions (the current one when left out). */
export const browseSearch = v.object({ libraryId: count, nodeId: count, version: count });

/** /doc home: which kind of library, a name filter and the page. */
export const docHomeSearch = v.object({ kind: choice(['department', 'personal', 'all']), keyword: text, pageNum: count });

/** Lists of libraries with a name filter (project home, back office). */
export const libraryPageSearch = v.object({ keyword: text, pageNum: count });

/** Back-office settings and permissions work on one library chosen in the address. */
export const backstageLibrarySearch = v.object({ libraryId: count });

/** lib setting: its section, and the page of the operation record. */
export const librarySettingSearch = v.object({ section: choice(['basic', 'permissions', 'records', 'shareLinks']), pageNum: count });

export const pageSearch = v.object({ pageNum: count });

/** A library id in the address: a positive whole number, anything else names nothing. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
