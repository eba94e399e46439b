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
