import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import type { NodesInput } from './delete-nodes';
import { invalidateLibraryFiles } from './invalidate';

/** Deletes the chosen items for good (library admins). */
function purgeNodes(body: NodesInput) {
  return api.call(fileEndpoints.purgeDeleted, { body });
}

export function usePurgeNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
