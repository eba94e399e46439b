import { z } from 'zod';
import { AREA } from './api-areas';
import { LIMITS } from './constants';
import { endpoint } from './endpoint';
import { text } from './schema-helpers';

const loginBody = z.strictObject({
  username: text({ required: true, max: LIMITS.accountMax }),
  password: z.string().min(1, 'v:necessary:').max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A local account's own new password; the server checks it against the password policy of the security settings. */
const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'v:necessary:').max(LIMITS.passwordMax),
  newPassword: z.string().min(1, 'v:necessary:').max(LIMITS.passwordMax),
});

/** The signed-in person as the session helper reports it (spec §3 'User'). */
export const userInfo = z.object({
  Account: z.string(),
  Name: z.string(),
  bkpaasUserId: z.string(),
  username: z.string(),
  chinese_name: z.string(),
  avatar_url: z.string(),
  bkpaas_user_id: z.string(),
  phone: z.string(),
  email: z.string(),
  isAuthenticated: z.boolean(),
});

/** What `getuser` answers: who is signed in and what the shell needs to know about them. */
export const currentUser = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  departmentId: z.number().int().nullable(),
  isClassifyAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const loginResult = z.object({ user: currentUser, csrfToken: z.string() });

/** How people sign in here: with a local password, through the company's identity provider, or both. */
const loginOptions = z.object({
  localLogin: z.boolean(),
  /** The company sign-in, named as the button shows it; null when none is configured. */
  oidc: z.object({ name: z.string() }).nullable(),
});

const logoutResult = z.object({
  /** Where the browser goes next to end the identity provider's session too (RP-initiated logout); null for a local account. */
  endSession: z.string().nullable(),
});

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

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: `${AREA.erp}/login`,
    tags: ['session'],
    summary: 'Sign in with a local account (refused with 403 when LOCAL_LOGIN is false)',
    description:
      'Sets the httpOnly session cookie and the readable CSRF cookie, whose value later unsafe calls echo in the `x-csrf-token` header. Failed sign-ins are counted per address and account and per address; past the limit the answer is 429.',
    body: loginBody,
    data: loginResult,
    public: true,
  }),
  loginOptions: endpoint({ method: 'GET', path: `${AREA.erp}/login/options`, tags: ['session'], summary: 'Which ways of signing in this site offers', data: loginOptions, public: true }),
  changePassword: endpoint({
    method: 'POST',
    path: `${AREA.erp}/password`,
    tags: ['session'],
    summary: "Change one's own password (local accounts); the new one must meet the password policy",
    body: changePasswordBody,
    data: z.null(),
  }),
  logout: endpoint({ method: 'POST', path: `${AREA.erp}/logout`, tags: ['session'], summary: 'Sign out: ends this session and clears its cookies', data: logoutResult }),
  currentUser: endpoint({ method: 'GET', path: '/getuser', tags: ['session'], summary: 'The signed-in person', data: currentUser }),
  userInfo: endpoint({ method: 'GET', path: `${AREA.task}/userInfo`, tags: ['session'], summary: 'The signed-in person in the user-info shape of spec §3', data: userInfo }),
};
