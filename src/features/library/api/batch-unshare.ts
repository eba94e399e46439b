import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Grantee, projectLibraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface BatchUnShareInput {
  libraryIds: number[];
  grantees: Grantee[];
}

/** Takes these grantees' grants off many project libraries. */
export function batchUnShare(body: BatchUnShareInput) {
  return api.call(projectLibraryEndpoints.batchUnShare, { body }, { globalError: false });
}

export function useBatchUnShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUnShare, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
