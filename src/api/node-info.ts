import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fileEndpoints, type nodeInfo } from '../../contract/files';
import { api } from './client';
import { fileKeys } from './file-keys';
import { JUST_LOADED_MS } from './query-client';

export type NodeInfo = z.infer<typeof nodeInfo>;

/** A file's or folder's details; refusals are the screen's to show. */
export function nodeInfoQuery(libraryId: number, nodeId: number) {
  return queryOptions({
    queryKey: fileKeys.info(libraryId, nodeId),
    queryFn: ({ signal }) => api.call(fileEndpoints.info, { params: { libraryId, nodeId } }, { signal, globalError: false }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows
    // meanwhile), except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
  });
}

export function useNodeInfo(libraryId: number, nodeId: number) {
  return useQuery(nodeInfoQuery(libraryId, nodeId));
}
