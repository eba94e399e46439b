import * as v from 'valibot';
import { choice, count, text } from './search-params';

const order = choice(['ASC', 'DESC']);

/** /login: where to go after signing in, and why a company sign-in came back here (`sso`). */
export const loginSearch = v.object({ redirect: text, sso: text });

/** /420 shows the server's message. */
export const messageSearch = v.object({ m: text });

/**
 * Spec §2: full-text search (searchValue, classifyId, timestamp; `timestamp` makes searching the same words
 * again a new search), narrowed by library, kind, modified days and owner.
 */
export const fulltextSearch = v.object({
  searchValue: text,
  classifyId: count,
  timestamp: count,
  libraryId: count,
  kind: choice(['file', 'folder', 'wiki']),
  from: text,
  to: text,
  owner: text,
  pageNum: count,
});

/** /overview: the detail of a search hit: a file or folder (`kind` file) or a wiki page (`kind` wiki). */
export const overviewSearch = v.object({ kind: choice(['file', 'wiki']), libraryId: count, id: count });

/** /doc/search: the words, by name, content or both, and the page. */
export const docSearchSearch = v.object({
  searchValue: text,
  scope: choice(['all', 'name', 'content']),
  pageNum: count,
});

export const keywordSearch = v.object({ keyword: text });

export const wikiPageSearch = v.object({ id: count });

export const wikiCreateSearch = v.object({ parentId: count });

/** Spec §3 paging params, shared by the code-check lists. */
export const pagingSearch = v.object({ pageNum: count, pageSize: count, sortField: text, sortType: order });

/** My Tasks and Suspended Tasks: the words a task's name holds, its order and the page. */
export const taskListSearch = v.object({ keyword: text, pageNum: count, sortField: text, sortType: order });

/** manage/history: a person, a library, an action or a kind of action (checked by the screen, whose chunk knows them), an address, a span of days (YYYY-MM-DD) and the page. */
export const manageHistorySearch = v.object({ account: text, libraryId: count, action: text, group: text, ip: text, from: text, to: text, pageNum: count });

/** /classify/{id?}: a category's items of one kind, sorted by name or update time, and the page. */
export const classifySearch = v.object({
  kind: choice(['library', 'folder', 'file', 'wiki']),
  sort: choice(['updated', 'name']),
  order,
  pageNum: count,
});

/** manage/classify: the category selected and the page of its items. */
export const manageClassifySearch = v.object({ id: count, pageNum: count });
/** manage/grantOverview: a person (account), a library and the page. */
export const manageGrantOverviewSearch = v.object({ account: text, libraryId: count, pageNum: count });

/** manage/recycle: a library, who deleted (account), a span of days (YYYY-MM-DD) and the page. */
export const manageRecycleSearch = v.object({ libraryId: count, account: text, from: text, to: text, pageNum: count });

/** manage/shareTemplate: words of a template's name and the page. */
export const manageTemplateSearch = v.object({ keyword: text, pageNum: count });

/** manage/user: the tab, and the people list's filters, sort and page. */
export const manageUserSearch = v.object({
  tab: choice(['people', 'departments', 'groups', 'import']),
  keyword: text,
  departmentId: count,
  groupId: count,
  state: choice(['active', 'inactive']),
  sortField: choice(['account', 'name', 'created']),
  sortType: choice(['asc', 'desc']),
  pageNum: count,
});
