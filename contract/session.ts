import { z } from 'zod';
import { LIMITS } from './constants';
import { text } from './schema-helpers';

export const loginBody = z.strictObject({
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
export type UserInfo = z.infer<typeof userInfo>;

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

export const loginResult = z.object({ user: currentUser, csrfToken: z.string() });
export type LoginResult = z.infer<typeof loginResult>;
