import { PAGING } from '../../../contract/constants';
import type { FolderListing } from '../../api/file-keys';

export type SortField = FolderListing['sortField'];
type SortType = FolderListing['sortType'];

/** How a folder is shown; every part lives in the address so each view is a link. */
export interface FileListView extends FolderListing {
  /** The item whose details drawer is open. */
  info?: number;
}

/** The search params as the address carries them: anything left out takes its default. */
export interface FileListSearch {
  sortField?: SortField;
  sortType?: SortType;
  pageNum?: number;
  pageSize?: number;
  info?: number;
}

export const PAGE_SIZES = [20, 50, 100, 200] as const;

const DEFAULT_VIEW: FileListView = { sortField: 'name', sortType: 'asc', pageNum: 1, pageSize: PAGING.lists.defaultSize };

/** The view an address asks for, with a page size the server accepts. */
export function viewFromSearch(search: FileListSearch): FileListView {
  const pageSize = search.pageSize !== undefined && search.pageSize <= PAGING.lists.maxSize ? search.pageSize : DEFAULT_VIEW.pageSize;
  return {
    sortField: search.sortField ?? DEFAULT_VIEW.sortField,
    sortType: search.sortType ?? DEFAULT_VIEW.sortType,
    pageNum: search.pageNum ?? DEFAULT_VIEW.pageNum,
    pageSize,
    info: search.info,
  };
}

/** The shortest address for a view: defaults are left out so plain links stay plain. */
export function searchFromView(view: FileListView): FileListSearch {
  return {
    sortField: view.sortField === DEFAULT_VIEW.sortField ? undefined : view.sortField,
    sortType: view.sortType === DEFAULT_VIEW.sortType ? undefined : view.sortType,
    pageNum: view.pageNum === DEFAULT_VIEW.pageNum ? undefined : view.pageNum,
    pageSize: view.pageSize === DEFAULT_VIEW.pageSize ? undefined : view.pageSize,
    info: view.info,
  };
}

/**
 * Clicking a column header: the same column flips its order, another column starts ascending (newest
 * first for the modified time, as people expect). Either way the list starts again on page 1.
 */
export function sortedBy(view: FileListView, field: SortField): FileListView {
  const sortType: SortType = view.sortField === field ? (view.sortType === 'asc' ? 'desc' : 'asc') : field === 'modified' ? 'desc' : 'asc';
  return { ...view, sortField: field, sortType, pageNum: 1, info: undefined };
}

/** A view of the first page of another folder, keeping how the person sorts. */
export function inFolder(view: FileListView): FileListView {
  return { ...view, pageNum: 1, info: undefined };
}
