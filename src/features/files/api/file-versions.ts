import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileVersion } from '../../../../contract/files';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET file/versions/{libraryId}/{nodeId}: newest first, the current one marked. */
export function fileVersionsQuery(libraryId: number, nodeId: number) {
  return queryOptions({
    queryKey: ['files', libraryId, 'versions', nodeId],
    queryFn: ({ signal }) => api.get<FileVersion[]>(`${DOC}/file/versions/${libraryId}/${nodeId}`, { signal }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useFileVersions(libraryId: number, nodeId: number, enabled = true) {
  return useQuery({ ...fileVersionsQuery(libraryId, nodeId), enabled });
}
