import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accessTokenAdminEndpoints } from '../../../../contract/access-tokens';
import { api } from '../../../api/client';

const everyone = ['manage', 'access-tokens'] as const;

/** Everyone's access tokens, never their secrets (classification admins). */
export const allAccessTokensQuery = queryOptions({ queryKey: everyone, queryFn: ({ signal }) => api.call(accessTokenAdminEndpoints.list, {}, { signal }) });

export function useAllAccessTokens() {
  return useQuery(allAccessTokensQuery);
}

export function useRevokeAnyAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(accessTokenAdminEndpoints.revoke, { params: { id } }, { globalError: false }),
    // The person's own list may hold it too.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: everyone }), queryClient.invalidateQueries({ queryKey: ['access-tokens'] })]),
  });
}
