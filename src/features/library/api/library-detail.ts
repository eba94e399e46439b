import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/**
 * GET doc_library/{id}. Screens decide what a refusal means (the 403 page, page-not-found), so the
 * client stays quiet.
 */
export function libraryDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['library', 'detail', id],
    queryFn: ({ signal }) => api.get<Library>(`${DOC}/doc_library/${id}`, { signal, globalError: false }),
  });
}

export function useLibraryDetail(id: number | undefined) {
  return useQuery({ ...libraryDetailQuery(id ?? 0), enabled: id !== undefined });
}
