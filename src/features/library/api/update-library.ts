import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints, type LibraryKind, projectLibraryEndpoints, type UpdateLibraryBody } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface UpdateLibraryInput {
  kind: LibraryKind;
  body: UpdateLibraryBody;
}

/** A library's settings, through the project service for a project library; the form shows the message. */
function updateLibrary({ kind, body }: UpdateLibraryInput) {
  const endpoint = kind === 'project' ? projectLibraryEndpoints.update : libraryEndpoints.update;
  return api.call(endpoint, { body }, { globalError: false });
}

export function useUpdateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
