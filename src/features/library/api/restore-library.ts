import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** PUT backstage/recycle/{id}/restore: a deleted library comes back as it was. */
export function restoreLibrary(id: number) {
  return api.put<Library>(`${DOC}/backstage/recycle/${id}/restore`);
}

export function useRestoreLibrary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreLibrary, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
