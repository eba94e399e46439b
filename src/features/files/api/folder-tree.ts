import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { treeFolder } from '../../../../contract/files';
import { api } from '../../../api/client';
import { DOC } from './paths';

export type TreeFolder = z.infer<typeof treeFolder>;

/** GET file/tree: the sub-folders of one folder (the root when left out), one level at a time. */
export function folderTreeQuery(libraryId: number, parentId: number | undefined) {
  return queryOptions({
    queryKey: ['files', libraryId, 'tree', parentId ?? 'root'],
    queryFn: ({ signal }) => api.get<TreeFolder[]>(`${DOC}/file/tree`, { signal, params: { libraryId, parentId } }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useFolderTree(libraryId: number, parentId: number | undefined, enabled = true) {
  return useQuery({ ...folderTreeQuery(libraryId, parentId), enabled });
}
