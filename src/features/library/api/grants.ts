import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Grant } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET common/perm: every grant of a library (its admins only). */
export function grantsQuery(libraryId: number) {
  return queryOptions({
    queryKey: ['library', 'grants', libraryId],
    queryFn: ({ signal }) => api.get<Grant[]>(`${DOC}/common/perm`, { signal, params: { libraryId } }),
  });
}

export function useGrants(libraryId: number) {
  return useQuery(grantsQuery(libraryId));
}
