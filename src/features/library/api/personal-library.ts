import { queryOptions } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** The person's own space, made on first visit; /personal loads it before its screen. */
export const personalLibraryQuery = queryOptions({
  queryKey: libraryKeys.personal(),
  queryFn: ({ signal }) => api.call(libraryEndpoints.personal, {}, { signal }),
  staleTime: 10 * 60_000,
});
