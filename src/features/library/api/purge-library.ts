import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** The library and every file in it, for good. */
function purgeLibrary(id: number) {
  return api.call(libraryEndpoints.purge, { params: { id } });
}

export function usePurgeLibrary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeLibrary, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
