import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLibraryBody, Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export type CreateLibraryInput = Omit<CreateLibraryBody, 'departmentId'>;

/** POST doc_library. The form shows the server's message itself, so no toast. */
export function createLibrary(body: CreateLibraryInput) {
  return api.post<Library>(`${DOC}/doc_library`, body, { globalError: false });
}

export function useCreateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
