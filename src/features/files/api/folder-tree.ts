import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { fileKeys } from '../../../api/file-keys';

/** The sub-folders of one folder (the root when left out), one level at a time. */
export function folderTreeQuery(libraryId: number, parentId: number | undefined) {
  return queryOptions({
    queryKey: fileKeys.tree(libraryId, parentId),
    queryFn: ({ signal }) => api.call(fileEndpoints.tree, { query: { libraryId, parentId } }, { signal }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useFolderTree(libraryId: number, parentId: number | undefined, enabled = true) {
  return useQuery({ ...folderTreeQuery(libraryId, parentId), enabled });
}
