import type { Config } from '../config';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { userRepo } from '../modules/users/repo';
import type { Actor } from './actor';
import { decoyHash, verifyPassword } from './password';
import { sessionRepo } from './session-repo';
import { hashToken, newToken } from './tokens';

// Writing last_seen on every request would turn reads into writes; a minute of slack is enough for idle expiry.
const TOUCH_EVERY_MS = 60_000;

interface ResolvedSession {
  actor: Actor;
  csrfToken: string;
  tokenHash: string;
  /** When the session ends unless used again before (idle), or at the latest (maximum lifetime). */
  expiresAt: number;
  /** This use moved `expiresAt` on: the cookies are to be sent again with it. */
  renewed: boolean;
  /** The server's time of this use. */
  now: number;
}

export function sessionService(db: Db, config: Pick<Config, 'sessionIdleMs' | 'sessionMaxMs'>, now = () => Date.now()) {
  const sessions = sessionRepo(db);
  const users = userRepo(db);
  const endOf = (createdAt: number, lastSeenAt: number) => Math.min(lastSeenAt + config.sessionIdleMs, createdAt + config.sessionMaxMs);

  async function start(userId: number) {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    await sessions.insert({ token_hash: hashToken(token), user_id: userId, csrf_token: csrfToken, now: at });
    return { token, csrfToken, userId, expiresAt: endOf(at, at), now: at };
  }

  return {
    async login(account: string, password: string) {
      const user = await users.findByAccount(account);
      if (!user || !user.password_hash || !user.is_active) {
        await verifyPassword(await decoyHash(), password);
        throw errors.unauthorized('wrongCredentials');
      }
      if (!(await verifyPassword(user.password_hash, password))) throw errors.unauthorized('wrongCredentials');
      return start(user.id);
    },

    /** A new session of someone whose identity was checked elsewhere (the company's identity provider). */
    start,

    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const row = await sessions.find(tokenHash);
      if (!row || !row.is_active) return null;
      const at = now();
      if (at - row.last_seen_at > config.sessionIdleMs || at - row.created_at > config.sessionMaxMs) {
        await sessions.delete(tokenHash);
        return null;
      }
      const renewed = at - row.last_seen_at > TOUCH_EVERY_MS;
      if (renewed) await sessions.touch(tokenHash, at);
      return {
        tokenHash,
        expiresAt: endOf(row.created_at, renewed ? at : row.last_seen_at),
        renewed,
        now: at,
        csrfToken: row.csrf_token,
        actor: {
          id: row.user_id,
          account: row.account,
          name: row.name,
          email: row.email,
          phone: row.phone,
          departmentId: row.department_id,
          isClassifyAdmin: row.is_classify_admin === 1,
        },
      };
    },

    /** Whether the person signs in through the company's identity provider (and so signs out of it too). */
    async signsInThroughProvider(userId: number): Promise<boolean> {
      return Boolean((await users.findById(userId))?.oidc_subject);
    },

    logout(tokenHash: string) {
      return sessions.delete(tokenHash);
    },

    sweep() {
      const at = now();
      return sessions.deleteExpired(at - config.sessionIdleMs, at - config.sessionMaxMs);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
