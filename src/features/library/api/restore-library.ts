import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** A deleted library comes back as it was. */
function restoreLibrary(id: number) {
  return api.call(libraryEndpoints.restore, { params: { id } });
}

export function useRestoreLibrary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreLibrary, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
