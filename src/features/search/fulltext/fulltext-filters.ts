import { PAGING } from '../../../../contract/constants';
import type { FulltextFilters, FulltextKind } from '../../../../contract/fulltext';
import { libraryListQuery } from '../../../api/libraries/library-list';
import { startOfDay } from '../../../lib/day-span';
import type { FulltextParams } from '../api/fulltext';

/** What the /fulltext address holds (spec §2: searchValue, classifyId, timestamp), dates as picked (YYYY-MM-DD). */
export interface FulltextSearch {
  searchValue?: string;
  classifyId?: number;
  timestamp?: number;
  libraryId?: number;
  kind?: FulltextKind;
  from?: string;
  to?: string;
  owner?: string;
  pageNum?: number;
}

/** The server's filters for an address; the 'to' day is included, so the span ends at the next midnight. */
export function filtersOf(search: FulltextSearch): FulltextFilters {
  return {
    keyword: search.searchValue?.trim() ?? '',
    classifyId: search.classifyId,
    libraryId: search.libraryId,
    kind: search.kind,
    from: startOfDay(search.from),
    to: startOfDay(search.to, 1),
    owner: search.owner?.trim() || undefined,
  };
}

/** The search an address asks for: its filters, its page, and when it was asked. */
export function fulltextParamsOf(search: FulltextSearch): FulltextParams {
  return { ...filtersOf(search), pageNum: search.pageNum ?? 1, pageSize: PAGING.search.defaultSize, timestamp: search.timestamp };
}

/** The libraries the library filter offers: every one the person can read, on one page. */
export const filterLibrariesQuery = libraryListQuery({ pageNum: 1, pageSize: PAGING.lists.maxSize });
