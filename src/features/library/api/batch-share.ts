import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrantInput, projectLibraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface BatchShareInput {
  libraryIds: number[];
  templateId?: number;
  grants: GrantInput[];
}

/** A template's grants and extra ones on many project libraries. */
export function batchShare(body: BatchShareInput) {
  return api.call(projectLibraryEndpoints.batchShare, { body }, { globalError: false });
}

export function useBatchShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchShare, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
