import { queryOptions } from '@tanstack/react-query';
import { type LoginBody, sessionEndpoints } from '../../contract/session';
import { api } from './client';

/**
 * Who is signed in. The route guard reads it and decides about 401 itself (it redirects to the
 * sign-in page), so the client's global reactions are off here. It is tried even without network:
 * a guard waiting for the network to come back would leave a blank page.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'],
  queryFn: ({ signal }) => api.call(sessionEndpoints.currentUser, {}, { signal, globalError: false }),
  staleTime: 5 * 60_000,
  networkMode: 'always',
  retry: false,
});

/** A wrong password is the form's business to show, not a toast's. */
export function login(body: LoginBody) {
  return api.call(sessionEndpoints.login, { body }, { globalError: false });
}

export function logout() {
  return api.call(sessionEndpoints.logout, {}, { globalError: false });
}
