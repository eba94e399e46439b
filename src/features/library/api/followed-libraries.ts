import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET doc_library/follow (department and personal) or ppm_project_doc_library/follow (project). */
export function followedLibrariesQuery(area: 'doc' | 'project') {
  const path = area === 'project' ? `${DOC}/ppm_project_doc_library/follow` : `${DOC}/doc_library/follow`;
  return queryOptions({
    queryKey: ['library', 'followed', area],
    queryFn: ({ signal }) => api.get<Library[]>(path, { signal }),
  });
}

export function useFollowedLibraries(area: 'doc' | 'project') {
  return useQuery(followedLibrariesQuery(area));
}
