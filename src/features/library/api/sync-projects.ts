import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET ppm_project_doc_library/sync: makes the missing library of each of the person's projects. */
export function syncProjects() {
  return api.get<{ created: number; libraries: Library[] }>(`${DOC}/ppm_project_doc_library/sync`);
}

export function useSyncProjects() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncProjects, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }) });
}
