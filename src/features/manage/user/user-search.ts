import { PAGING } from '../../../../contract/constants';
import type { PeopleQuery } from '../../../../contract/people';

/** What the people screen's address holds: the tab, and the people list's filters, sort and page. */
export interface UserSearch {
  tab?: 'people' | 'departments' | 'groups' | 'import';
  keyword?: string;
  departmentId?: number;
  groupId?: number;
  state?: 'active' | 'inactive';
  sortField?: 'account' | 'name' | 'created';
  sortType?: 'asc' | 'desc';
  pageNum?: number;
}

/** The people list's request for an address: by account, ascending, from page one unless it says otherwise. */
export function peopleQueryOf(search: UserSearch): PeopleQuery {
  return {
    keyword: search.keyword,
    departmentId: search.departmentId,
    groupId: search.groupId,
    state: search.state,
    sortField: search.sortField ?? 'account',
    sortType: search.sortType ?? 'asc',
    pageNum: search.pageNum ?? 1,
    pageSize: PAGING.lists.defaultSize,
  };
}
