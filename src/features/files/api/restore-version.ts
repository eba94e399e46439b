import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

interface RestoreVersionInput {
  libraryId: number;
  nodeId: number;
  versionId: number;
}

/** The old content becomes the newest version. */
export function restoreVersion({ libraryId, nodeId, versionId }: RestoreVersionInput) {
  return api.call(fileEndpoints.restoreVersion, { params: { libraryId, nodeId, versionId } });
}

export function useRestoreVersion(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreVersion, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
