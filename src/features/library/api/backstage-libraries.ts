import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Library, Page } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface BackstageParams {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET backstage/doc_library (live) or backstage/recycle (deleted): libraries the person administers. */
export function backstageLibrariesQuery(deleted: boolean, params: BackstageParams) {
  return queryOptions({
    queryKey: ['library', 'backstage', deleted ? 'recycle' : 'live', params],
    queryFn: ({ signal }) => api.get<Page<Library>>(`${DOC}/backstage/${deleted ? 'recycle' : 'doc_library'}`, { signal, params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useBackstageLibraries(deleted: boolean, params: BackstageParams) {
  return useQuery(backstageLibrariesQuery(deleted, params));
}
