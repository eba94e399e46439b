import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '../../../../contract/common';
import { api } from '../../../api/client';

/** GET common/dept: every department, for grants. */
export const departmentsQuery = queryOptions({
  queryKey: ['library', 'departments'],
  queryFn: ({ signal }) => api.call(commonEndpoints.departments, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useDepartments(enabled: boolean) {
  return useQuery({ ...departmentsQuery, enabled });
}

/** GET common/{departmentId}/group: the groups of one department. */
export function departmentGroupsQuery(departmentId: number) {
  return queryOptions({
    queryKey: ['library', 'department-groups', departmentId],
    queryFn: ({ signal }) => api.call(commonEndpoints.groups, { params: { id: departmentId } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDepartmentGroups(departmentId: number | null) {
  return useQuery({ ...departmentGroupsQuery(departmentId ?? 0), enabled: departmentId !== null });
}
