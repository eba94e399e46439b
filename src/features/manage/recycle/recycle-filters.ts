import type { RecycleFilters } from '../../../../contract/manage-backoffice';
import { startOfDay } from '../../../lib/day-span';

/** What the back-office recycle bin's address holds: dates as the person picked them (YYYY-MM-DD). */
export interface RecycleSearch {
  libraryId?: number;
  account?: string;
  from?: string;
  to?: string;
  pageNum?: number;
}

/** The server's filters for an address: the 'to' day is included, so the span ends at the next midnight. */
export function recycleFiltersOf(search: RecycleSearch): RecycleFilters {
  return { libraryId: search.libraryId, account: search.account?.trim() || undefined, from: startOfDay(search.from), to: startOfDay(search.to, 1) };
}
