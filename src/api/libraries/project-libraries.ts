import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../contract/endpoint';
import { projectLibraryEndpoints } from '../../../contract/library';
import { api } from '../client';
import { libraryKeys } from './library-keys';

/** A page of the project libraries the person can read, by words. */
export type ProjectListParams = QueryOf<typeof projectLibraryEndpoints.byUser>;

/** The project libraries the person can read. */
export function projectLibrariesQuery(params: ProjectListParams) {
  return queryOptions({
    queryKey: libraryKeys.projects(params),
    queryFn: ({ signal }) => api.call(projectLibraryEndpoints.byUser, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProjectLibraries(params: ProjectListParams) {
  return useQuery(projectLibrariesQuery(params));
}
