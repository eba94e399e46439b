import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface BatchAdminsInput {
  libraryIds: number[];
  admins: string[];
}

/** POST ppm_project_doc_library/batchUpdateLibAdmin: the same admins on many project libraries. */
export function batchUpdateAdmins(body: BatchAdminsInput) {
  return api.post<{ libraryIds: number[] }>(`${DOC}/ppm_project_doc_library/batchUpdateLibAdmin`, body, { globalError: false });
}

export function useBatchUpdateAdmins() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUpdateAdmins, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
