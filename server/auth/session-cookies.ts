import type { FastifyReply } from 'fastify';
import { COOKIE } from '../../contract/constants';
import type { Config } from '../config';

/**
 * The session and CSRF cookies. They are persistent (Max-Age and Expires), so an installed app keeps
 * its session across browser restarts, and they end when the session would end on the server: at
 * most `SESSION_IDLE_MINUTES` after the last use, never after `SESSION_MAX_HOURS` from sign-in. Each
 * time the server records a use, the cookies are sent again with the later end.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  values: { token: string; csrfToken: string; expiresAt: number; now: number },
): void {
  const maxAge = Math.max(0, Math.floor((values.expiresAt - values.now) / 1000));
  const lifetime = { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure, maxAge, expires: new Date(values.now + maxAge * 1000) };
  reply.setCookie(COOKIE.session, values.token, { ...lifetime, httpOnly: true });
  reply.setCookie(COOKIE.csrf, values.csrfToken, { ...lifetime, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE.session, { path: '/' });
  reply.clearCookie(COOKIE.csrf, { path: '/' });
}
