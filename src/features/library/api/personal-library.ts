import { queryOptions } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET doc_library/personal: the person's own space, made on first visit; /personal loads it before its screen. */
export const personalLibraryQuery = queryOptions({
  queryKey: ['library', 'personal'],
  queryFn: ({ signal }) => api.get<Library>(`${DOC}/doc_library/personal`, { signal }),
  staleTime: 10 * 60_000,
});
