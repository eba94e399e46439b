import { type LinkProps, useNavigate } from '@tanstack/react-router';
import type { ToolName } from '../../../../../contract/tools';
import { filterOf, pagingOf, type WarnSearch, warnViewLink, type WarnViewPath } from './warn-view';

/**
 * What the three list screens share: the list's request from the address, links to other views of
 * it, and opening or closing an item's detail.
 */
export function useWarnScreenState(path: WarnViewPath, taskId: number, toolName: string, search: WarnSearch) {
  const navigate = useNavigate();
  const params = { taskId, toolName };
  const link = (next: WarnSearch): LinkProps => warnViewLink(path, params, next);
  const { id: _open, ...view } = search;
  return {
    // The route has already refused a tool the catalogue does not know.
    toolName: toolName as ToolName,
    filter: filterOf(search),
    paging: pagingOf(search),
    link,
    /** The same list whatever item is open: the selection survives opening a detail. */
    viewKey: JSON.stringify(view),
    openDetail: (id: number) => link({ ...search, id }),
    closeDetail: () => void navigate({ ...link({ ...search, id: undefined }), replace: true }),
  };
}
