import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** What each person named by a grant (or the one asked for) may do in the library, and which grants give it (its admins only). */
function effectiveRightsQuery(libraryId: number, account?: string) {
  return queryOptions({
    queryKey: libraryKeys.effectiveRights(libraryId, account),
    queryFn: ({ signal }) => api.call(permissionEndpoints.effective, { query: { libraryId, account } }, { signal, globalError: false }),
  });
}

export function useEffectiveRights(libraryId: number, account?: string, enabled = true) {
  return useQuery({ ...effectiveRightsQuery(libraryId, account), enabled });
}
