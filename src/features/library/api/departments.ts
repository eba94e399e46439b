import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '../../../../contract/common';
import { api } from '../../../api/client';
import { libraryKeys } from './library-keys';

/** Every department, for grants. */
const departmentsQuery = queryOptions({
  queryKey: libraryKeys.departments(),
  queryFn: ({ signal }) => api.call(commonEndpoints.departments, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useDepartments(enabled: boolean) {
  return useQuery({ ...departmentsQuery, enabled });
}

/** The groups of one department. */
function departmentGroupsQuery(departmentId: number) {
  return queryOptions({
    queryKey: libraryKeys.departmentGroups(departmentId),
    queryFn: ({ signal }) => api.call(commonEndpoints.groups, { params: { id: departmentId } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDepartmentGroups(departmentId: number | null) {
  return useQuery({ ...departmentGroupsQuery(departmentId ?? 0), enabled: departmentId !== null });
}
