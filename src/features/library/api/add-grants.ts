import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrantInput, permissionEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface AddGrantsInput {
  libraryId: number;
  grants: GrantInput[];
}

/** Adds the grants given or changes their role; others stay. The form shows refusals. */
function addGrants(body: AddGrantsInput) {
  return api.call(permissionEndpoints.add, { body }, { globalError: false });
}

export function useAddGrants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGrants,
    // A grant changes who sees the library, its lists and what each person may do in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
