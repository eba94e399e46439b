import { queryOptions } from '@tanstack/react-query';
import { type LoginBody, sessionEndpoints } from '../../contract/session';
import { api } from './client';

/**
 * Who is signed in. The route guard reads it: without anyone signed in on this browser it redirects to
 * the sign-in page itself, so the client's toasts and redirects are off here; for someone who was, a
 * 401 opens the session-expired dialog like any other call. It is tried even without network: a guard
 * waiting for the network to come back would leave a blank page.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'],
  queryFn: ({ signal }) => api.call(sessionEndpoints.currentUser, {}, { signal, globalError: false }),
  staleTime: 5 * 60_000,
  networkMode: 'always',
  retry: false,
});

/** The sign-in page asks the server itself (not the cache): someone signed in is sent on. */
export function signedInUser() {
  return api.call(sessionEndpoints.currentUser, {}, { globalError: false, askingWhoIsSignedIn: true });
}

/** A wrong password is the form's business to show, not a toast's. */
export function login(body: LoginBody) {
  return api.call(sessionEndpoints.login, { body }, { globalError: false, askingWhoIsSignedIn: true });
}

/** Signing out of a session that already ended is no news. */
export function logout() {
  return api.call(sessionEndpoints.logout, {}, { globalError: false, askingWhoIsSignedIn: true });
}
