import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accessTokenEndpoints, type TokenScope } from '../../../contract/access-tokens';
import { api } from '../../api/client';

const keys = {
  mine: ['access-tokens', 'mine'] as const,
};

/** The person's own tokens, never their secrets. */
export const myAccessTokensQuery = queryOptions({ queryKey: keys.mine, queryFn: ({ signal }) => api.call(accessTokenEndpoints.list, {}, { signal }) });

export function useMyAccessTokens() {
  return useQuery(myAccessTokensQuery);
}

/** Makes a token; its answer holds the secret, shown this once. The form shows a refusal itself. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scopes: TokenScope[]; expiresAt: number | null }) => api.call(accessTokenEndpoints.create, { body }, { globalError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.mine }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(accessTokenEndpoints.revoke, { params: { id } }, { globalError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.mine }),
  });
}
