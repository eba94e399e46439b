import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import type { RecycleItemsInput } from './recycle-list';

/** Deletes the chosen items for good (library admins). */
function purgeNodes(body: RecycleItemsInput) {
  return api.call(fileEndpoints.purgeDeleted, { body });
}

export function usePurgeNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
