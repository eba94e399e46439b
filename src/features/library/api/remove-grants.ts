import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grant, Grantee } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface RemoveGrantsInput {
  libraryId: number;
  grantees: Grantee[];
}

/** POST common/perm/remove: takes the grants of these grantees away. */
export function removeGrants(body: RemoveGrantsInput) {
  return api.post<Grant[]>(`${DOC}/common/perm/remove`, body);
}

export function useRemoveGrants() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGrants, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
