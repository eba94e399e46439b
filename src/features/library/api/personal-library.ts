import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { lazyContract } from '../../../api/lazy-contract';
import { libraryKeys } from './library-keys';

// Loaded by the /personal route, which the shell carries: the entries load with the first call.
const loadLibraryEndpoints = lazyContract(() => import('../../../../contract/library').then((module) => module.libraryEndpoints));

/** The person's own space, made on first visit; /personal loads it before its screen. */
export const personalLibraryQuery = queryOptions({
  queryKey: libraryKeys.personal(),
  queryFn: async ({ signal }) => api.call((await loadLibraryEndpoints()).personal, {}, { signal }),
  staleTime: 10 * 60_000,
});
