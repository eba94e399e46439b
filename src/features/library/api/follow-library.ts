import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Library, libraryEndpoints, projectLibraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

interface FollowInput {
  library: Pick<Library, 'id' | 'kind'>;
  follow: boolean;
}

/** Follows or stops following a library; project libraries go through their own service. */
function followLibrary({ library, follow }: FollowInput) {
  const endpoint = library.kind === 'project' ? projectLibraryEndpoints.follow : libraryEndpoints.follow;
  return api.call(endpoint, { params: { id: library.id, follow: follow ? '1' : '0' } });
}

export function useFollowLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followLibrary,
    // Every list shows the star, so every library list is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
