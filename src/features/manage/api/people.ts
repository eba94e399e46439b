import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { peopleEndpoints, type PeopleQuery } from '../../../../contract/people';
import { api } from '../../../api/client';

const keys = {
  all: ['manage', 'people'] as const,
  list: (query: PeopleQuery) => ['manage', 'people', 'list', query] as const,
  departments: ['manage', 'people', 'departments'] as const,
  groups: ['manage', 'people', 'groups'] as const,
  members: (groupId: number) => ['manage', 'people', 'members', groupId] as const,
};

export function peopleQuery(query: PeopleQuery) {
  return queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.call(peopleEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeople(query: PeopleQuery) {
  return useQuery(peopleQuery(query));
}

export const departmentsQuery = queryOptions({ queryKey: keys.departments, queryFn: ({ signal }) => api.call(peopleEndpoints.departments, {}, { signal }) });

export function useDepartments() {
  return useQuery(departmentsQuery);
}

export const groupsQuery = queryOptions({ queryKey: keys.groups, queryFn: ({ signal }) => api.call(peopleEndpoints.groups, {}, { signal }) });

export function useGroups() {
  return useQuery(groupsQuery);
}

export function groupMembersQuery(groupId: number) {
  return queryOptions({ queryKey: keys.members(groupId), queryFn: ({ signal }) => api.call(peopleEndpoints.members, { params: { id: groupId } }, { signal }) });
}

export function useGroupMembers(groupId: number) {
  return useQuery(groupMembersQuery(groupId));
}

type BodyOf<E extends { body?: z.ZodType }> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** A change to people, departments or groups: every list of the screen may show it, so all are asked again. */
function useChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

const e = peopleEndpoints;

export const useCreatePerson = () => useChange((body: BodyOf<typeof e.create>) => api.call(e.create, { body }));
export const useUpdatePerson = () => useChange(({ id, ...body }: { id: number } & BodyOf<typeof e.update>) => api.call(e.update, { params: { id }, body }));
export const useSetActive = () => useChange(({ id, active }: { id: number; active: boolean }) => api.call(active ? e.activate : e.deactivate, { params: { id } }));
export const useResetPassword = () => useChange(({ id, password }: { id: number; password?: string }) => api.call(e.resetPassword, { params: { id }, body: password ? { password } : {} }));
export const useImportPreview = () => useMutation({ mutationFn: (csv: string) => api.call(e.importPreview, { body: { csv } }) });
export const useImportPeople = () => useChange((csv: string) => api.call(e.importPeople, { body: { csv } }));
export const useSaveDepartment = () =>
  useChange(({ id, ...body }: { id?: number; name?: string; parentId?: number | null }) =>
    id === undefined ? api.call(e.createDepartment, { body: { name: body.name ?? '', parentId: body.parentId ?? null } }) : api.call(e.updateDepartment, { params: { id }, body }),
  );
export const useDeleteDepartment = () => useChange((id: number) => api.call(e.deleteDepartment, { params: { id } }));
export const useSaveGroup = () =>
  useChange(({ id, ...body }: { id?: number; name: string; departmentId?: number | null }) =>
    id === undefined ? api.call(e.createGroup, { body: { name: body.name, departmentId: body.departmentId ?? null } }) : api.call(e.updateGroup, { params: { id }, body }),
  );
export const useDeleteGroup = () => useChange((id: number) => api.call(e.deleteGroup, { params: { id } }));
export const useSetMembers = () => useChange(({ id, accounts }: { id: number; accounts: string[] }) => api.call(e.setMembers, { params: { id }, body: { accounts } }));
