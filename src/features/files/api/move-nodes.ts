import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export interface MoveInput {
  libraryId: number;
  nodeIds: number[];
  /** The library's root when left out. */
  targetId?: number;
  name?: string;
}

/** PUT file/move. The folder picker shows a refusal (a clash, a folder into itself) itself. */
export function moveNodes(body: MoveInput) {
  return api.put<{ nodes: FileNode[] }>(`${DOC}/file/move`, body, { globalError: false });
}

export function useMoveNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
