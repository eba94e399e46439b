import type { LinkProps } from '@tanstack/react-router';
import { PAGING } from '../../../../../contract/constants';
import { pageNumInAddress } from '../../../../lib/paging';
import type { WarnFilter, WarnPaging } from '../api/warn-list';

/** What the address of a defect list carries (route search of the three list views). */
export interface WarnSearch {
  pageNum?: number;
  pageSize?: number;
  sortField?: NonNullable<WarnPaging['sortField']>;
  sortType?: 'ASC' | 'DESC';
  checker?: string;
  author?: string;
  handler?: string;
  filePath?: string;
  severity?: (1 | 2 | 3)[];
  defectType?: 'new' | 'history';
  status?: 'open' | 'fixed' | 'ignored';
  id?: number;
}

export const WARN_PAGE_SIZES = [20, 50, 100] as const;

export type WarnViewPath =
  | '/codecc/task/$taskId/tool/$toolName/defects'
  | '/codecc/task/$taskId/tool/$toolName/risky-functions'
  | '/codecc/task/$taskId/tool/$toolName/duplicated-files';

export function filterOf(search: WarnSearch): WarnFilter {
  return {
    checker: search.checker,
    author: search.author,
    handler: search.handler,
    filePath: search.filePath,
    severity: search.severity?.length ? search.severity : undefined,
    defectType: search.defectType,
    status: search.status ?? 'open',
  };
}

export function pagingOf(search: WarnSearch): WarnPaging {
  return {
    pageNum: search.pageNum ?? 1,
    pageSize: search.pageSize ?? PAGING.defects.defaultSize,
    sortField: search.sortField,
    sortType: search.sortType ?? 'DESC',
  };
}

/** A view of the same list with some of its address changed; a new filter starts again on page one. */
export function warnViewLink(path: WarnViewPath, params: { taskId: number; toolName: string }, search: WarnSearch): LinkProps {
  return { to: path, params, search: { ...search, pageNum: search.pageNum === undefined ? undefined : pageNumInAddress(search.pageNum) } } as LinkProps;
}
