import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** Into the back-office recycle bin. */
export function deleteLibrary(id: number) {
  return api.call(libraryEndpoints.remove, { params: { id } });
}

export function useDeleteLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
