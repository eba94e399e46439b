import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalEndpoints } from '../../../../contract/personal';
import { api } from '../../../api/client';

/** Kept in the offline copy like any list: the personal home reads on the train too. */
export const personalHomeQuery = queryOptions({
  queryKey: ['personal', 'home'] as const,
  queryFn: ({ signal }) => api.call(personalEndpoints.home, {}, { signal }),
});

export function usePersonalHome() {
  return useQuery(personalHomeQuery);
}
