import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateLibraryBody, libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

type CreateLibraryInput = Omit<CreateLibraryBody, 'departmentId'>;

/** A new department library. The form shows the server's message itself, so no toast. */
export function createLibrary(body: CreateLibraryInput) {
  return api.call(libraryEndpoints.create, { body }, { globalError: false });
}

export function useCreateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
