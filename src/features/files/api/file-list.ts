import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { fileKeys } from '../../../api/file-keys';
import { JUST_LOADED_MS } from '../../../api/query-client';
import type { FileListView } from '../file-list-view';

/**
 * One page of a folder with its breadcrumb and the person's permission. A refusal is
 * the screen's to show (the 403 page), so the client stays quiet.
 */
export function fileListQuery(libraryId: number, folderId: number | undefined, view: Omit<FileListView, 'info'>) {
  return queryOptions({
    queryKey: fileKeys.list(libraryId, folderId, view),
    queryFn: ({ signal }) =>
      api.call(
        fileEndpoints.list,
        { query: { libraryId, parentId: folderId, sortField: view.sortField, sortType: view.sortType, pageNum: view.pageNum, pageSize: view.pageSize } },
        { signal, globalError: false },
      ),
    placeholderData: keepPreviousData,
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows
    // meanwhile), except a list answered a moment ago, as the route's loader does just before the screen mounts.
    staleTime: JUST_LOADED_MS,
  });
}

export function useFileList(libraryId: number, folderId: number | undefined, view: Omit<FileListView, 'info'>) {
  return useQuery(fileListQuery(libraryId, folderId, view));
}
