import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Grantee, permissionEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface RemoveGrantsInput {
  libraryId: number;
  grantees: Grantee[];
}

/** Takes the grants of these grantees away. */
function removeGrants(body: RemoveGrantsInput) {
  return api.call(permissionEndpoints.remove, { body });
}

export function useRemoveGrants() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGrants, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
