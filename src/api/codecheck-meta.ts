import { queryOptions } from '@tanstack/react-query';
import type { MetadataEntry, MetadataType, Project } from '../../contract/common';
import type { ToolEntry } from '../../contract/tools';
import { api } from './client';

const TASK = '/task/api/user';

/** Code-check metadata of one or several types, named in the reader's language. */
export function metadataQuery(types: readonly MetadataType[]) {
  return queryOptions({
    queryKey: ['codecheck', 'metadata', [...types].sort()],
    queryFn: ({ signal }) =>
      api.get<Partial<Record<MetadataType, MetadataEntry[]>>>(`${TASK}/metadatas`, { signal, params: { metadataType: types.join(',') } }),
    staleTime: Infinity,
  });
}

export const projectsQuery = queryOptions({
  queryKey: ['codecheck', 'projects'],
  queryFn: ({ signal }) => api.get<Project[]>(`${TASK}/projects`, { signal }),
});

/** Every analysis tool with its pattern and the screens it offers inside a task. */
export const toolListQuery = queryOptions({
  queryKey: ['codecheck', 'tools'],
  queryFn: ({ signal }) => api.get<ToolEntry[]>(`${TASK}/toolList`, { signal, params: { isDetail: true } }),
  staleTime: Infinity,
});
