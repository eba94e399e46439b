import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** Every grant of a library (its admins only). */
export function grantsQuery(libraryId: number) {
  return queryOptions({
    queryKey: libraryKeys.grants(libraryId),
    queryFn: ({ signal }) => api.call(permissionEndpoints.list, { query: { libraryId } }, { signal }),
  });
}

export function useGrants(libraryId: number) {
  return useQuery(grantsQuery(libraryId));
}
