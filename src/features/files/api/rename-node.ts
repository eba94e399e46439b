import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export interface RenameInput {
  libraryId: number;
  nodeId: number;
  name: string;
}

/** PUT file/rename. The dialog shows a refused name itself, so no toast. */
export function renameNode(body: RenameInput) {
  return api.put<FileNode>(`${DOC}/file/rename`, body, { globalError: false });
}

export function useRenameNode(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameNode, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
