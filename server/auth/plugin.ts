import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE, HEADER } from '../../contract/constants';
import type { Config } from '../config';
import { errors } from '../errors';
import { chosenLocale } from '../http/locale';
import { accessTokenErrors } from './access-token-errors';
import { scopeOfCall } from './access-token-scopes';
import type { accessTokenService } from './access-token-service';
import type { Actor } from './actor';
import { setSessionCookies } from './session-cookies';
import type { sessionService } from './session-service';
import { sameSecret } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, once the session or access token is resolved; null on public routes without one. */
    actor: Actor | null;
    sessionTokenHash: string | null;
    /** The access token the call came with (its id and name); null for a session or no one. */
    accessToken: { id: number; name: string } | null;
  }
}

/** The methods a session's call must echo the CSRF token on. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Every API route needs a live session unless it is marked public. Unsafe methods must echo the
 * CSRF token, and an `X-User-Account` that names someone else means the tab is stale: 401.
 * Pipelines and scripts present a personal access token instead; no cookie, so no CSRF to check.
 */
export function installAuth(
  app: FastifyInstance,
  config: Pick<Config, 'cookieSecure' | 'apiPrefix'>,
  sessions: ReturnType<typeof sessionService>,
  accessTokens: ReturnType<typeof accessTokenService>,
  /** Told of each call a token lets through (the audit records a token's uses). */
  onTokenUse: (request: FastifyRequest, actor: Actor, token: { id: number; name: string }) => Promise<void> = async () => undefined,
) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('accessToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const bearer = /^Bearer (\S+)$/.exec(headerValue(request, 'authorization') ?? '')?.[1];
    if (bearer) {
      const resolved = await accessTokens.resolve(bearer, request.ip);
      request.actor = 'actor' in resolved ? resolved.actor : null;
      if ('token' in resolved) request.accessToken = resolved.token;
      if (request.routeOptions.config?.public) return;
      if ('refused' in resolved) throw resolved.refused === 'expired' ? accessTokenErrors.expired() : errors.unauthorized();
      // The token's scopes narrow what the person may do: a call they do not cover is refused before it runs.
      const route = request.routeOptions.url ?? request.url;
      const needed = scopeOfCall(request.method, route.startsWith(config.apiPrefix) ? route.slice(config.apiPrefix.length) : route);
      if (!resolved.scopes.includes(needed)) throw accessTokenErrors.scope(needed);
      await onTokenUse(request, resolved.actor, resolved.token);
      return;
    }
    const token = request.cookies[COOKIE.session];
    const session = token ? await sessions.resolve(token) : null;
    if (session) {
      request.actor = session.actor;
      request.sessionTokenHash = session.tokenHash;
      // The session slid on: so does the cookies' lifetime, or the browser would drop a live session.
      if (session.renewed) setSessionCookies(reply, config, { token: token!, csrfToken: session.csrfToken, expiresAt: session.expiresAt, now: session.now });
      // The e-mails a person is sent are in the language they last used the app in: kept when it changes. Not
      // keeping it (a busy database) must not fail the call it rides on; the next call tries again.
      const language = chosenLocale(request);
      if (language && language !== session.locale) {
        await sessions.rememberLocale(session.actor.id, language).catch((error: unknown) => request.log.warn({ err: error }, 'the language could not be kept'));
      }
    }
    if (request.routeOptions.config?.public) return;
    if (!session) throw errors.unauthorized();
    if (UNSAFE_METHODS.has(request.method)) {
      const sent = headerValue(request, HEADER.csrf);
      if (!sent || !sameSecret(sent, session.csrfToken)) {
        throw errors.csrf();
      }
    }
    const account = headerValue(request, HEADER.account);
    if (account !== undefined && account !== session.actor.account) throw errors.unauthorized('accountMismatch');
  });
}

/** The signed-in person of a route that is not public. */
export function actorOf(request: FastifyRequest) {
  if (!request.actor) throw errors.unauthorized();
  return request.actor;
}
