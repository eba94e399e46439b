import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import type { RecycleItemsInput } from './recycle-list';

/** Back to where each item was, or to the root when that folder is gone. */
function restoreNodes(body: RecycleItemsInput) {
  return api.call(fileEndpoints.restoreDeleted, { body });
}

export function useRestoreNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
