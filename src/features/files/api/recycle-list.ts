import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fileEndpoints, type recycleItem } from '../../../../contract/files';
import { api } from '../../../api/client';
import { fileKeys } from '../../../api/file-keys';

export type RecycleItem = z.infer<typeof recycleItem>;

/** What was deleted in a library, newest first, with when the retention sweep takes it. */
export function recycleListQuery(libraryId: number, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: fileKeys.recycle(libraryId, { pageNum, pageSize }),
    queryFn: ({ signal }) => api.call(fileEndpoints.recycle, { query: { libraryId, pageNum, pageSize } }, { signal, globalError: false }),
    placeholderData: keepPreviousData,
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useRecycleList(libraryId: number, pageNum: number, pageSize: number) {
  return useQuery(recycleListQuery(libraryId, pageNum, pageSize));
}

/** Recycle-bin items to restore or purge: files and folders by node id, wiki pages by page id. */
export interface RecycleItemsInput {
  libraryId: number;
  nodeIds: number[];
  pageIds: number[];
}
