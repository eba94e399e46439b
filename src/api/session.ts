import { queryOptions } from '@tanstack/react-query';
import type { LoginBody } from '../../contract/session';
import { api } from './client';
import { lazyContract } from './lazy-contract';

// Asked by the route guard of every signed-in screen: the entries load with the first call.
const loadSessionEndpoints = lazyContract(() => import('../../contract/session').then((module) => module.sessionEndpoints));

/**
 * Who is signed in. The route guard reads it: without anyone signed in on this browser it redirects to
 * the sign-in page itself, so the client's toasts and redirects are off here; for someone who was, a
 * 401 opens the session-expired dialog like any other call. It is tried even without network: a guard
 * waiting for the network to come back would leave a blank page.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'],
  queryFn: async ({ signal }) => api.call((await loadSessionEndpoints()).currentUser, {}, { signal, globalError: false }),
  staleTime: 5 * 60_000,
  networkMode: 'always',
  retry: false,
});

/** Asks who is signed in to learn whether a server that stopped answering is back (the connectivity probe). */
export async function probeServer() {
  return api.call((await loadSessionEndpoints()).currentUser, {}, { globalError: false });
}

/** The sign-in page asks the server itself (not the cache): someone signed in is sent on. */
export async function signedInUser() {
  return api.call((await loadSessionEndpoints()).currentUser, {}, { globalError: false, askingWhoIsSignedIn: true });
}

/** A wrong password is the form's business to show, not a toast's. */
export async function login(body: LoginBody) {
  return api.call((await loadSessionEndpoints()).login, { body }, { globalError: false, askingWhoIsSignedIn: true });
}

/** Signing out of a session that already ended is no news. */
export async function logout() {
  return api.call((await loadSessionEndpoints()).logout, {}, { globalError: false, askingWhoIsSignedIn: true });
}

/** How this site lets people sign in: a password, the company's identity provider, or both. */
export const loginOptionsQuery = queryOptions({
  queryKey: ['session', 'login-options'],
  queryFn: async ({ signal }) => api.call((await loadSessionEndpoints()).loginOptions, {}, { signal, globalError: false }),
  staleTime: 10 * 60_000,
});
