import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '../../contract/common';
import { api } from './client';

/** The staff directory as pickers read it: colleagues by name, departments and their groups. */
const directoryKeys = {
  users: (query: string) => ['directory', 'users', query] as const,
  departments: () => ['directory', 'departments'] as const,
  departmentGroups: (departmentId: number) => ['directory', 'department-groups', departmentId] as const,
};

/** Colleagues whose name or account contains the words. */
function directoryUsersQuery(query: string) {
  return queryOptions({
    queryKey: directoryKeys.users(query),
    queryFn: ({ signal }) => api.call(commonEndpoints.users, { query: { query } }, { signal }),
    staleTime: 60_000,
    // A lookup is only useful while typing; nothing of it needs an offline copy.
    meta: { persist: false },
  });
}

export function useDirectoryUsers(query: string) {
  return useQuery({ ...directoryUsersQuery(query), enabled: query !== '' });
}

/** Every department, for grants. */
const departmentsQuery = queryOptions({
  queryKey: directoryKeys.departments(),
  queryFn: ({ signal }) => api.call(commonEndpoints.departments, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useDepartments(enabled: boolean) {
  return useQuery({ ...departmentsQuery, enabled });
}

/** The groups of one department. */
function departmentGroupsQuery(departmentId: number) {
  return queryOptions({
    queryKey: directoryKeys.departmentGroups(departmentId),
    queryFn: ({ signal }) => api.call(commonEndpoints.groups, { params: { id: departmentId } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDepartmentGroups(departmentId: number | null) {
  return useQuery({ ...departmentGroupsQuery(departmentId ?? 0), enabled: departmentId !== null });
}
