import { HISTORY_ACTIONS } from '../../../../contract/admin-operations';
import type { HistoryFilters } from '../../../../contract/manage';

/** What the history address holds: dates as the person picked them (YYYY-MM-DD, their own calendar). */
export interface HistorySearch {
  account?: string;
  libraryId?: number;
  action?: string;
  from?: string;
  to?: string;
  pageNum?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a picked day, or undefined for anything that is not one. */
function startOfDay(value: string | undefined, plusDays = 0): number | undefined {
  const match = value ? DATE.exec(value) : null;
  if (!match) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** The server's filters for an address: the 'to' day is included, so the span ends at the next midnight. */
export function filtersOf(search: HistorySearch): HistoryFilters {
  return {
    account: search.account?.trim() || undefined,
    libraryId: search.libraryId,
    action: HISTORY_ACTIONS.find((action) => action === search.action),
    from: startOfDay(search.from),
    to: startOfDay(search.to, 1),
  };
}
