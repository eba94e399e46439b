import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export interface CreateFolderInput {
  libraryId: number;
  parentId?: number;
  name: string;
}

/** POST file/folder. The dialog shows a refused name itself, so no toast. */
export function createFolder(body: CreateFolderInput) {
  return api.post<FileNode>(`${DOC}/file/folder`, body, { globalError: false });
}

export function useCreateFolder(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
