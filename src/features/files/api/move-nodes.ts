import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

interface MoveInput {
  libraryId: number;
  nodeIds: number[];
  /** The library's root when left out. */
  targetId?: number;
  name?: string;
}

/** Moves within the library. The folder picker shows a refusal (a clash, a folder into itself) itself. */
function moveNodes(body: MoveInput) {
  return api.call(fileEndpoints.move, { body }, { globalError: false });
}

export function useMoveNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
