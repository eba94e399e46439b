import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints, projectLibraryEndpoints } from '../../../contract/library';
import { api } from '../client';
import { libraryKeys } from './library-keys';

/** The libraries the person follows: department and personal ones, or project ones. */
export function followedLibrariesQuery(area: 'doc' | 'project') {
  return queryOptions({
    queryKey: libraryKeys.followed(area),
    queryFn: ({ signal }) =>
      area === 'project' ? api.call(projectLibraryEndpoints.followed, {}, { signal }) : api.call(libraryEndpoints.followed, { query: {} }, { signal }),
  });
}

export function useFollowedLibraries(area: 'doc' | 'project') {
  return useQuery(followedLibrariesQuery(area));
}
