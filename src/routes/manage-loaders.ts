import { PAGING } from '../../contract/constants';
import { categoryItemsQuery, noticeStateQuery, recommendationsQuery, treeQuery } from '../api/knowledge';
import { grantOverviewQuery, recycleBinQuery, securitySettingsQuery, templatesQuery } from '../features/manage/api/backoffice';
import { historyActionsQuery, historyQuery } from '../features/manage/api/history';
import { departmentsQuery, groupsQuery, peopleQuery } from '../features/manage/api/people';
import { grantOverviewFiltersOf, type GrantOverviewSearch } from '../features/manage/grant-overview/grant-overview-filters';
import { filtersOf, type HistorySearch } from '../features/manage/history/history-filters';
import { recycleFiltersOf, type RecycleSearch } from '../features/manage/recycle/recycle-filters';
import { peopleQueryOf, type UserSearch } from '../features/manage/user/user-search';
import { loadScreenData, type RouteLoad } from './screen-data';

const pageSize = PAGING.lists.defaultSize;

/** The classification tree and, when the address names one of its categories, that category's items. */
export async function loadManageClassify({ context, deps: search }: RouteLoad<unknown, { id?: number; pageNum?: number }>): Promise<void> {
  const tree = await loadScreenData(context.queryClient, treeQuery);
  if (search.id === undefined || !tree?.some((category) => category.id === search.id)) return;
  await loadScreenData(context.queryClient, categoryItemsQuery(search.id, { pageNum: search.pageNum ?? 1, sort: 'name', order: 'ASC' }));
}

/** The people screen's open tab: the people list with the groups to filter by, the departments, or the groups. */
export async function loadManageUser({ context, deps: search }: RouteLoad<unknown, UserSearch>): Promise<void> {
  const tab = search.tab ?? 'people';
  if (tab === 'people') await Promise.all([loadScreenData(context.queryClient, peopleQuery(peopleQueryOf(search))), loadScreenData(context.queryClient, groupsQuery)]);
  if (tab === 'departments') await loadScreenData(context.queryClient, departmentsQuery);
  if (tab === 'groups') await loadScreenData(context.queryClient, groupsQuery);
}

/** The recommended items and the notice's state. */
export async function loadManageNotice({ context }: RouteLoad): Promise<void> {
  await Promise.all([loadScreenData(context.queryClient, recommendationsQuery), loadScreenData(context.queryClient, noticeStateQuery)]);
}

export async function loadManageRecycle({ context, deps: search }: RouteLoad<unknown, RecycleSearch>): Promise<void> {
  await loadScreenData(context.queryClient, recycleBinQuery(recycleFiltersOf(search), search.pageNum ?? 1, pageSize));
}

export async function loadManageHistory({ context, deps: search }: RouteLoad<unknown, HistorySearch>): Promise<void> {
  await Promise.all([loadScreenData(context.queryClient, historyQuery(filtersOf(search), search.pageNum ?? 1, pageSize)), loadScreenData(context.queryClient, historyActionsQuery)]);
}

export async function loadManageSecurity({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, securitySettingsQuery);
}

export async function loadManageGrantOverview({ context, deps: search }: RouteLoad<unknown, GrantOverviewSearch>): Promise<void> {
  await loadScreenData(context.queryClient, grantOverviewQuery(grantOverviewFiltersOf(search), search.pageNum ?? 1, pageSize));
}

export async function loadManageShareTemplates({ context, deps: search }: RouteLoad<unknown, { keyword?: string; pageNum?: number }>): Promise<void> {
  await loadScreenData(context.queryClient, templatesQuery(search.keyword?.trim() || undefined, search.pageNum ?? 1, pageSize));
}
