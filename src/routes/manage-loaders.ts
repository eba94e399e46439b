import type { QueryClient } from '@tanstack/react-query';
import { PAGING } from '../../contract/constants';
import { categoryItemsQuery, noticeStateQuery, recommendationsQuery, treeQuery } from '../features/knowledge/api/knowledge';
import { grantOverviewQuery, recycleBinQuery, securitySettingsQuery, templatesQuery } from '../features/manage/api/backoffice';
import { historyQuery } from '../features/manage/api/history';
import { departmentsQuery, groupsQuery, peopleQuery } from '../features/manage/api/people';
import { grantOverviewFiltersOf, type GrantOverviewSearch } from '../features/manage/grant-overview/grant-overview-filters';
import { filtersOf, type HistorySearch } from '../features/manage/history/history-filters';
import { recycleFiltersOf, type RecycleSearch } from '../features/manage/recycle/recycle-filters';
import { peopleQueryOf, type UserSearch } from '../features/manage/user/user-search';
import { loadScreenData } from './screen-data';

const pageSize = PAGING.lists.defaultSize;

/** The classification tree and, when the address names one of its categories, that category's items. */
export async function loadManageClassify(queryClient: QueryClient, search: { id?: number; pageNum?: number }): Promise<void> {
  const tree = await loadScreenData(queryClient, treeQuery);
  if (search.id === undefined || !tree?.some((category) => category.id === search.id)) return;
  await loadScreenData(queryClient, categoryItemsQuery(search.id, { pageNum: search.pageNum ?? 1, sort: 'name', order: 'ASC' }));
}

/** The people screen's open tab: the people list with the groups to filter by, the departments, or the groups. */
export async function loadManageUser(queryClient: QueryClient, search: UserSearch): Promise<void> {
  const tab = search.tab ?? 'people';
  if (tab === 'people') await Promise.all([loadScreenData(queryClient, peopleQuery(peopleQueryOf(search))), loadScreenData(queryClient, groupsQuery)]);
  if (tab === 'departments') await loadScreenData(queryClient, departmentsQuery);
  if (tab === 'groups') await loadScreenData(queryClient, groupsQuery);
}

/** The recommended items and the notice's state. */
export async function loadManageNotice(queryClient: QueryClient): Promise<void> {
  await Promise.all([loadScreenData(queryClient, recommendationsQuery), loadScreenData(queryClient, noticeStateQuery)]);
}

export async function loadManageRecycle(queryClient: QueryClient, search: RecycleSearch): Promise<void> {
  await loadScreenData(queryClient, recycleBinQuery(recycleFiltersOf(search), search.pageNum ?? 1, pageSize));
}

export async function loadManageHistory(queryClient: QueryClient, search: HistorySearch): Promise<void> {
  await loadScreenData(queryClient, historyQuery(filtersOf(search), search.pageNum ?? 1, pageSize));
}

export async function loadManageSecurity(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, securitySettingsQuery);
}

export async function loadManageGrantOverview(queryClient: QueryClient, search: GrantOverviewSearch): Promise<void> {
  await loadScreenData(queryClient, grantOverviewQuery(grantOverviewFiltersOf(search), search.pageNum ?? 1, pageSize));
}

export async function loadManageShareTemplates(queryClient: QueryClient, search: { keyword?: string; pageNum?: number }): Promise<void> {
  await loadScreenData(queryClient, templatesQuery(search.keyword?.trim() || undefined, search.pageNum ?? 1, pageSize));
}
