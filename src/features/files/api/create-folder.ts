import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

interface CreateFolderInput {
  libraryId: number;
  parentId?: number;
  name: string;
}

/** A new folder. The dialog shows a refused name itself, so no toast. */
export function createFolder(body: CreateFolderInput) {
  return api.call(fileEndpoints.createFolder, { body }, { globalError: false });
}

export function useCreateFolder(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
