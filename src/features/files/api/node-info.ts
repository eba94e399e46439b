import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { nodeInfo } from '../../../../contract/files';
import { api } from '../../../api/client';
import { DOC } from './paths';

export type NodeInfo = z.infer<typeof nodeInfo>;

/** GET info/info/{libraryId}/{nodeId}: a file's or folder's details; refusals are the screen's to show. */
export function nodeInfoQuery(libraryId: number, nodeId: number) {
  return queryOptions({
    queryKey: ['files', libraryId, 'info', nodeId],
    queryFn: ({ signal }) => api.get<NodeInfo>(`${DOC}/info/info/${libraryId}/${nodeId}`, { signal, globalError: false }),
    // Colleagues change a library all the time: whatever is shown is asked again (the saved copy shows meanwhile).
    staleTime: 0,
  });
}

export function useNodeInfo(libraryId: number, nodeId: number) {
  return useQuery(nodeInfoQuery(libraryId, nodeId));
}
