import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grantee } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface BatchUnShareInput {
  libraryIds: number[];
  grantees: Grantee[];
}

/** POST ppm_project_doc_library/batchUnShare: takes these grantees' grants off many project libraries. */
export function batchUnShare(body: BatchUnShareInput) {
  return api.post<{ libraryIds: number[] }>(`${DOC}/ppm_project_doc_library/batchUnShare`, body, { globalError: false });
}

export function useBatchUnShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUnShare, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
