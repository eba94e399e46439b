import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileEndpoints } from '../../contract/files';
import { api } from './client';
import { fileKeys } from './file-keys';
import { JUST_LOADED_MS } from './query-client';

/** Newest first, the current one marked. */
export function fileVersionsQuery(libraryId: number, nodeId: number) {
  return queryOptions({
    queryKey: fileKeys.versions(libraryId, nodeId),
    queryFn: ({ signal }) => api.call(fileEndpoints.versions, { params: { libraryId, nodeId } }, { signal }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows
    // meanwhile), except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
  });
}

export function useFileVersions(libraryId: number, nodeId: number, enabled = true) {
  return useQuery({ ...fileVersionsQuery(libraryId, nodeId), enabled });
}
