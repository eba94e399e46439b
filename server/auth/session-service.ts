import type { Config } from '../config';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { userRepo } from '../modules/users/repo';
import { type Actor, actorOfUser } from './actor';
import { decoyHash, hashPassword, verifyPassword } from './password';
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
  /** The language the person last used the web app in, as stored. */
  locale: string | null;
}

/** A session's idle and absolute lifetimes, asked on each use so a changed setting applies at once. */
export type SessionLifetimes = () => Promise<{ idleMs: number; maxMs: number }>;

export function sessionService(db: Db, config: Pick<Config, 'sessionIdleMs' | 'sessionMaxMs'>, now = () => Date.now(), lifetimes?: SessionLifetimes) {
  const sessions = sessionRepo(db);
  const users = userRepo(db);
  const limits: SessionLifetimes = lifetimes ?? (async () => ({ idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }));
  const endOf = async (createdAt: number, lastSeenAt: number) => {
    const { idleMs, maxMs } = await limits();
    return Math.min(lastSeenAt + idleMs, createdAt + maxMs);
  };

  async function start(userId: number) {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    await sessions.insert({ token_hash: hashToken(token), user_id: userId, csrf_token: csrfToken, now: at });
    return { token, csrfToken, userId, expiresAt: await endOf(at, at), now: at };
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

    /**
     * Changes a local account's password after checking the current one; `allowed` applies the password policy
     * first. Every other session of the person ends with it (a password changed because it leaked must lock
     * out whoever used it); the session that made the change, `keptTokenHash`, stays.
     */
    async changePassword(userId: number, current: string, next: string, allowed: (password: string) => Promise<void>, keptTokenHash: string | null | undefined) {
      const user = await users.findById(userId);
      if (!user) throw errors.unauthorized();
      if (!user.password_hash) throw errors.badRequest('noLocalPassword');
      if (!(await verifyPassword(user.password_hash, current))) throw errors.badRequest('wrongCurrentPassword');
      await allowed(next);
      const passwordHash = await hashPassword(next);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .$if(Boolean(keptTokenHash), (query) => query.where('token_hash', '!=', keptTokenHash!))
          .execute();
      });
    },

    /** A new session of someone whose identity was checked elsewhere (the company's identity provider). */
    start,

    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const row = await sessions.find(tokenHash);
      if (!row || !row.is_active) return null;
      const at = now();
      const { idleMs, maxMs } = await limits();
      if (at - row.last_seen_at > idleMs || at - row.created_at > maxMs) {
        await sessions.delete(tokenHash);
        return null;
      }
      const renewed = at - row.last_seen_at > TOUCH_EVERY_MS;
      if (renewed) await sessions.touch(tokenHash, at);
      return {
        tokenHash,
        expiresAt: await endOf(row.created_at, renewed ? at : row.last_seen_at),
        renewed,
        now: at,
        csrfToken: row.csrf_token,
        actor: actorOfUser({ ...row, id: row.user_id }),
        locale: row.locale,
      };
    },

    /** Keeps the language a person uses the web app in, for what is sent to them while they are away. */
    async rememberLocale(userId: number, locale: string): Promise<void> {
      await users.setLocale(userId, locale);
    },

    /** Whether a session is still live, without using it: a long-lived stream asks this and ends with the session. */
    async alive(tokenHash: string): Promise<boolean> {
      const row = await sessions.find(tokenHash);
      if (!row || !row.is_active) return false;
      const { idleMs, maxMs } = await limits();
      const at = now();
      return at - row.last_seen_at <= idleMs && at - row.created_at <= maxMs;
    },

    /** Whether the person signs in through the company's identity provider (and so signs out of it too). */
    async signsInThroughProvider(userId: number): Promise<boolean> {
      return Boolean((await users.findById(userId))?.oidc_subject);
    },

    logout(tokenHash: string) {
      return sessions.delete(tokenHash);
    },

    async sweep() {
      const at = now();
      const { idleMs, maxMs } = await limits();
      return sessions.deleteExpired(at - idleMs, at - maxMs);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
