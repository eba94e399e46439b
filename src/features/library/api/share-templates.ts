import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** Named grant sets the person may apply (their own and the admins'). */
const shareTemplatesQuery = queryOptions({
  queryKey: libraryKeys.shareTemplates(),
  queryFn: ({ signal }) => api.call(permissionEndpoints.templates, {}, { signal }),
});

export function useShareTemplates() {
  return useQuery(shareTemplatesQuery);
}
