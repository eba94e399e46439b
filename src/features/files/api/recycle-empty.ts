import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

/** PUT file/recycle/empty: everything in the bin, for good (library admins). */
export function emptyRecycle(libraryId: number) {
  return api.put<{ purged: number }>(`${DOC}/file/recycle/empty`, { libraryId });
}

export function useEmptyRecycle(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emptyRecycle, onSuccess: () => invalidateLibraryFiles(queryClient, libraryId) });
}
