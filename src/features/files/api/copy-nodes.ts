import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

interface CopyInput {
  libraryId: number;
  nodeIds: number[];
  /** The library's root when left out. */
  targetId?: number;
  name?: string;
}

/** Copies within the library. The folder picker shows a refusal itself. */
function copyNodes(body: CopyInput) {
  return api.call(fileEndpoints.copy, { body }, { globalError: false });
}

export function useCopyNodes(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyNodes, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
