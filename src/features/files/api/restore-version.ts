import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export interface RestoreVersionInput {
  libraryId: number;
  nodeId: number;
  versionId: number;
}

/** PUT file/versions/{libraryId}/{nodeId}/{versionId}/restore: the old content becomes the newest version. */
export function restoreVersion({ libraryId, nodeId, versionId }: RestoreVersionInput) {
  return api.put<FileNode>(`${DOC}/file/versions/${libraryId}/${nodeId}/${versionId}/restore`);
}

export function useRestoreVersion(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreVersion, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
