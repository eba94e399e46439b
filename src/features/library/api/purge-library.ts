import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** DELETE backstage/recycle/{id}: the library and every file in it, for good. */
export function purgeLibrary(id: number) {
  return api.delete<null>(`${DOC}/backstage/recycle/${id}`);
}

export function usePurgeLibrary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeLibrary, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
