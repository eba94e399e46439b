import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { NodesInput } from './delete-nodes';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

/** PUT file/recycle/restore: back to where each item was, or to the root when that folder is gone. */
export function restoreNodes(body: NodesInput) {
  return api.put<{ restored: number }>(`${DOC}/file/recycle/restore`, body);
}

export function useRestoreNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
