import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantInput } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface BatchShareInput {
  libraryIds: number[];
  templateId?: number;
  grants: GrantInput[];
}

/** POST ppm_project_doc_library/batchShare: a template's grants and extra ones on many project libraries. */
export function batchShare(body: BatchShareInput) {
  return api.post<{ libraryIds: number[] }>(`${DOC}/ppm_project_doc_library/batchShare`, body, { globalError: false });
}

export function useBatchShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchShare, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
