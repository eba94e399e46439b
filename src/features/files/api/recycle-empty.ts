import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';

/** Everything in the bin, for good (library admins). */
export function emptyRecycle(libraryId: number) {
  return api.call(fileEndpoints.emptyRecycle, { body: { libraryId } });
}

export function useEmptyRecycle(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emptyRecycle, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
