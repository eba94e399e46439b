import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grant, GrantInput } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface AddGrantsInput {
  libraryId: number;
  grants: GrantInput[];
}

/** POST common/perm: adds the grants given or changes their role; others stay. The form shows refusals. */
export function addGrants(body: AddGrantsInput) {
  return api.post<Grant[]>(`${DOC}/common/perm`, body, { globalError: false });
}

export function useAddGrants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGrants,
    // A grant changes who sees the library, its lists and what each person may do in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
