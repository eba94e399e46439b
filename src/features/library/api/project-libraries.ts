import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Library, Page } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface ProjectListParams {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET ppm_project_doc_library/by_user: the project libraries the person can read. */
export function projectLibrariesQuery(params: ProjectListParams) {
  return queryOptions({
    queryKey: ['library', 'projects', params],
    queryFn: ({ signal }) => api.get<Page<Library>>(`${DOC}/ppm_project_doc_library/by_user`, { signal, params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useProjectLibraries(params: ProjectListParams) {
  return useQuery(projectLibrariesQuery(params));
}
