import { queryOptions } from '@tanstack/react-query';
import type { LoginBody, sessionEndpoints } from '../../contract/session';
import { SESSION_CALLS } from '../../contract/session-calls';
import { api } from './client';

// Asked by the route guard of every screen and by the sign-in page: called by method and path, so the
// request leaves without waiting for zod and the session's schemas to load.
type Session = typeof sessionEndpoints;

/**
 * Who is signed in. The route guard reads it: without anyone signed in on this browser it redirects to
 * the sign-in page itself, so the client's toasts and redirects are off here; for someone who was, a
 * 401 opens the session-expired dialog like any other call. It is tried even without network: a guard
 * waiting for the network to come back would leave a blank page.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'],
  queryFn: ({ signal }) => api.callAt<Session['currentUser']>(SESSION_CALLS.currentUser, {}, { signal, globalError: false }),
  staleTime: 5 * 60_000,
  networkMode: 'always',
  retry: false,
});

/** Asks who is signed in to learn whether a server that stopped answering is back (the connectivity probe). */
export function probeServer() {
  return api.callAt<Session['currentUser']>(SESSION_CALLS.currentUser, {}, { globalError: false });
}

/** The sign-in page asks the server itself (not the cache): someone signed in is sent on. */
export function signedInUser() {
  return api.callAt<Session['currentUser']>(SESSION_CALLS.currentUser, {}, { globalError: false, askingWhoIsSignedIn: true });
}

/** A wrong password is the form's business to show, not a toast's. */
export function login(body: LoginBody) {
  return api.callAt<Session['login']>(SESSION_CALLS.login, { body }, { globalError: false, askingWhoIsSignedIn: true });
}

/** Signing out of a session that already ended is no news. */
export function logout() {
  return api.callAt<Session['logout']>(SESSION_CALLS.logout, {}, { globalError: false, askingWhoIsSignedIn: true });
}

/** How this site lets people sign in: a password, the company's identity provider, or both. */
export const loginOptionsQuery = queryOptions({
  queryKey: ['session', 'login-options'],
  queryFn: ({ signal }) => api.callAt<Session['loginOptions']>(SESSION_CALLS.loginOptions, {}, { signal, globalError: false }),
  staleTime: 10 * 60_000,
});
