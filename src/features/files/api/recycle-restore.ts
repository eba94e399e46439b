import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import type { NodesInput } from './delete-nodes';
import { invalidateLibraryFiles } from './invalidate';

/** Back to where each item was, or to the root when that folder is gone. */
function restoreNodes(body: NodesInput) {
  return api.call(fileEndpoints.restoreDeleted, { body });
}

export function useRestoreNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
