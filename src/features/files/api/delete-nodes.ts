import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export interface NodesInput {
  libraryId: number;
  nodeIds: number[];
}

/** PUT file/delete: into the library's recycle bin. */
export function deleteNodes(body: NodesInput) {
  return api.put<{ nodes: FileNode[] }>(`${DOC}/file/delete`, body);
}

export function useDeleteNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
