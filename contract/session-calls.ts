import { AREA } from './api-areas';

/**
 * The method and path of the session's calls, apart from their zod schemas (contract/session.ts, whose
 * entries spread these): the web app asks who is signed in, and the sign-in page signs in, before it
 * has any other use for zod, and with these alone it no longer loads zod and the schemas first.
 */
export const SESSION_CALLS = {
  login: { method: 'POST', path: `${AREA.erp}/login` },
  loginOptions: { method: 'GET', path: `${AREA.erp}/login/options` },
  logout: { method: 'POST', path: `${AREA.erp}/logout` },
  currentUser: { method: 'GET', path: '/getuser' },
} as const;

/**
 * The company sign-in's two addresses under the API prefix. They answer with redirects (to the provider,
 * then back into the app), not with the envelope, so the browser opens them itself.
 */
export const OIDC_PATHS = {
  /** `?returnTo=/a/path` of this site: where the person lands after signing in. */
  login: `${AREA.erp}/oidc/login`,
  callback: `${AREA.erp}/oidc/callback`,
} as const;

/** Why a company sign-in came back to the sign-in page (its `sso` search param). */
export const OIDC_FAILURES = ['state', 'token', 'provider', 'noAccount', 'accountTaken', 'inactive'] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];
