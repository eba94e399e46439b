import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Library } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

export interface FollowInput {
  library: Pick<Library, 'id' | 'kind'>;
  follow: boolean;
}

/** PUT doc_library/follow/{id}/{0|1}; project libraries go through their own service. */
export function followLibrary({ library, follow }: FollowInput) {
  const base = library.kind === 'project' ? `${DOC}/ppm_project_doc_library` : `${DOC}/doc_library`;
  return api.put<Library>(`${base}/follow/${library.id}/${follow ? 1 : 0}`);
}

export function useFollowLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followLibrary,
    // Every list shows the star, so every library list is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
