import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectLibraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** Makes the missing library of each of the person's projects. */
function syncProjects() {
  return api.call(projectLibraryEndpoints.sync, {});
}

export function useSyncProjects() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncProjects, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
