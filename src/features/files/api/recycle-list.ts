import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recycleItem } from '../../../../contract/files';
import type { Page } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export type RecycleItem = z.infer<typeof recycleItem>;

/** GET file/recycle: what was deleted in a library, newest first, with when the retention sweep takes it. */
export function recycleListQuery(libraryId: number, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['files', libraryId, 'recycle', { pageNum, pageSize }],
    queryFn: ({ signal }) => api.get<Page<RecycleItem>>(`${DOC}/file/recycle`, { signal, globalError: false, params: { libraryId, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useRecycleList(libraryId: number, pageNum: number, pageSize: number) {
  return useQuery(recycleListQuery(libraryId, pageNum, pageSize));
}
