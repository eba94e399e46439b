import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectLibraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface BatchAdminsInput {
  libraryIds: number[];
  admins: string[];
}

/** The same admins on many project libraries. */
export function batchUpdateAdmins(body: BatchAdminsInput) {
  return api.call(projectLibraryEndpoints.batchUpdateAdmins, { body }, { globalError: false });
}

export function useBatchUpdateAdmins() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUpdateAdmins, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
