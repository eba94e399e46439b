import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** PUT doc_library/del/{id}: into the back-office recycle bin. */
export function deleteLibrary(id: number) {
  return api.put<null>(`${DOC}/doc_library/del/${id}`);
}

export function useDeleteLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
