import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Library, LibraryKind, UpdateLibraryBody } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface UpdateLibraryInput {
  kind: LibraryKind;
  body: UpdateLibraryBody;
}

/** PUT doc_library, or PUT ppm_project_doc_library for a project library; the form shows the message. */
export function updateLibrary({ kind, body }: UpdateLibraryInput) {
  const path = kind === 'project' ? `${DOC}/ppm_project_doc_library` : `${DOC}/doc_library`;
  return api.put<Library>(path, body, { globalError: false });
}

export function useUpdateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
