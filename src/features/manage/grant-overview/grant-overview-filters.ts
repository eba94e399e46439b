import type { GrantOverviewFilters } from '../../../../contract/manage-backoffice';

/** What the grant overview's address holds. */
export interface GrantOverviewSearch {
  account?: string;
  libraryId?: number;
  pageNum?: number;
}

/** The server's filters for an address: an account of blanks filters nothing. */
export function grantOverviewFiltersOf(search: GrantOverviewSearch): GrantOverviewFilters {
  return { account: search.account?.trim() || undefined, libraryId: search.libraryId };
}
