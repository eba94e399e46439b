import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectLibraryEndpoints } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import { api } from '../client';
import { libraryKeys } from './library-keys';

export interface ProjectListParams extends PageQuery {
  keyword?: string;
}

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
