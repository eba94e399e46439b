import { queryOptions, useQuery } from '@tanstack/react-query';
import type { userPermission } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';
import type { z } from 'zod';

export type UserPermission = z.infer<typeof userPermission>;

/** GET user_permission: may create libraries, is a classification admin, where the personal space is. */
export const userPermissionQuery = queryOptions({
  queryKey: ['library', 'user-permission'],
  queryFn: ({ signal }) => api.get<UserPermission>(`${DOC}/user_permission`, { signal }),
  staleTime: 10 * 60_000,
});

export function useUserPermission() {
  return useQuery(userPermissionQuery);
}
