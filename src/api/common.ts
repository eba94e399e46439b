import { queryOptions } from '@tanstack/react-query';
import type { Department, DirectoryUser, Group, SwitchState } from '../../contract/common';
import { api } from './client';

const DOC = '/ms/doc/api/user';

/** Whether the home, knowledge base and department tabs are shown (spec §2 top bar). */
export const switchQuery = queryOptions({
  queryKey: ['common', 'switch'],
  queryFn: ({ signal }) => api.get<SwitchState>(`${DOC}/switch`, { signal }),
  staleTime: 10 * 60_000,
});

/** Whether the project-library tab is shown. */
export const projectViewPermissionQuery = queryOptions({
  queryKey: ['common', 'project-view-permission'],
  queryFn: ({ signal }) => api.get<{ viewPermission: boolean }>(`${DOC}/ppm_project_doc_library/user_permission`, { signal }),
  staleTime: 10 * 60_000,
});

/** Classification admins see 'backstage management'. */
export const classifyAdminQuery = queryOptions({
  queryKey: ['common', 'is-classify-admin'],
  queryFn: ({ signal }) => api.get<boolean>(`${DOC}/pool/isClassifyAdmin`, { signal }),
  staleTime: 10 * 60_000,
});

/** Staff directory lookup by a few characters of name or account. */
export function directoryUsersQuery(query: string) {
  return queryOptions({
    queryKey: ['common', 'directory-users', query],
    queryFn: ({ signal }) => api.get<DirectoryUser[]>(`${DOC}/common/user`, { signal, params: { query } }),
  });
}

export const departmentsQuery = queryOptions({
  queryKey: ['common', 'departments'],
  queryFn: ({ signal }) => api.get<Department[]>(`${DOC}/common/dept`, { signal }),
  staleTime: 10 * 60_000,
});

export function departmentGroupsQuery(departmentId: number) {
  return queryOptions({
    queryKey: ['common', 'department-groups', departmentId],
    queryFn: ({ signal }) => api.get<Group[]>(`${DOC}/common/${departmentId}/group`, { signal }),
  });
}

/** Kinds of grantee (user, department, group) with names in the reader's language. */
export const userTypesQuery = queryOptions({
  queryKey: ['common', 'user-types'],
  queryFn: ({ signal }) => api.get<{ type: 'user' | 'department' | 'group'; name: string }[]>(`${DOC}/common/user_type`, { signal }),
  staleTime: Infinity,
});

/** Operation types of the operation records, named in the reader's language. */
export const operationActionsQuery = queryOptions({
  queryKey: ['common', 'operation-actions'],
  queryFn: ({ signal }) => api.post<{ action: string; name: string }[]>('/doc/api/user/alarm/getOperationAction', {}, { signal }),
  staleTime: Infinity,
});
