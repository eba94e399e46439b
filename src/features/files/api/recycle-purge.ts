import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { NodesInput } from './delete-nodes';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

/** PUT file/recycle/purge: deletes the chosen items for good (library admins). */
export function purgeNodes(body: NodesInput) {
  return api.put<{ purged: number }>(`${DOC}/file/recycle/purge`, body);
}

export function usePurgeNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
