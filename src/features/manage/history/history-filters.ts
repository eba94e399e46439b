import { HISTORY_ACTIONS } from '../../../../contract/admin-operations';
import { HISTORY_GROUP_KEYS } from '../../../../contract/audit-events';
import type { HistoryFilters } from '../../../../contract/manage';
import { startOfDay } from '../../../lib/day-span';

/** What the history address holds: dates as the person picked them (YYYY-MM-DD, their own calendar). */
export interface HistorySearch {
  account?: string;
  libraryId?: number;
  action?: string;
  group?: string;
  ip?: string;
  from?: string;
  to?: string;
  pageNum?: number;
}

/** The server's filters for an address: the 'to' day is included, so the span ends at the next midnight. */
export function filtersOf(search: HistorySearch): HistoryFilters {
  return {
    account: search.account?.trim() || undefined,
    libraryId: search.libraryId,
    action: HISTORY_ACTIONS.find((action) => action === search.action),
    group: HISTORY_GROUP_KEYS.find((group) => group === search.group),
    ip: search.ip?.trim() || undefined,
    from: startOfDay(search.from),
    to: startOfDay(search.to, 1),
  };
}
