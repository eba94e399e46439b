import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

export interface NodesInput {
  libraryId: number;
  nodeIds: number[];
}

/** Into the library's recycle bin. */
function deleteNodes(body: NodesInput) {
  return api.call(fileEndpoints.remove, { body });
}

export function useDeleteNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
