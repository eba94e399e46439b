import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '../../../../contract/common';
import { api } from '../../../api/client';
import { codecheckKeys } from '../../../api/codecheck-keys';

/** The projects the person belongs to, which a new task may belong to. */
export const projectsQuery = queryOptions({
  queryKey: codecheckKeys.projects(),
  queryFn: ({ signal }) => api.call(commonEndpoints.projects, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useProjects() {
  return useQuery(projectsQuery);
}
