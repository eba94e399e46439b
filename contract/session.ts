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

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: `${AREA.erp}/login`,
    tags: ['session'],
    summary: 'Sign in with a local account',
    description:
      'Sets the httpOnly session cookie and the readable CSRF cookie, whose value later unsafe calls echo in the `x-csrf-token` header. Failed sign-ins are counted per address and account and per address; past the limit the answer is 429.',
    body: loginBody,
    data: loginResult,
    public: true,
  }),
  logout: endpoint({ method: 'POST', path: `${AREA.erp}/logout`, tags: ['session'], summary: 'Sign out: ends this session and clears its cookies', data: z.null() }),
  currentUser: endpoint({ method: 'GET', path: '/getuser', tags: ['session'], summary: 'The signed-in person', data: currentUser }),
  userInfo: endpoint({ method: 'GET', path: `${AREA.task}/userInfo`, tags: ['session'], summary: 'The signed-in person in the user-info shape of spec §3', data: userInfo }),
};
