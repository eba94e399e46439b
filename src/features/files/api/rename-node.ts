import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

interface RenameInput {
  libraryId: number;
  nodeId: number;
  name: string;
}

/** Renames a file or folder. The dialog shows a refused name itself, so no toast. */
function renameNode(body: RenameInput) {
  return api.call(fileEndpoints.rename, { body }, { globalError: false });
}

export function useRenameNode(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameNode, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
