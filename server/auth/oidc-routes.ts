import type { FastifyRequest } from 'fastify';
import { OIDC_PATHS } from '../../contract/session';
import type { Config } from '../config';
import type { App } from '../http/types';
import type { OidcSignIn } from './oidc-sign-in';
import { setSessionCookies } from './session-cookies';
import type { SessionService } from './session-service';

/** Holds a started sign-in (sealed) until the provider sends the person back; sent to the callback only. */
const FLOW_COOKIE = 'librarium_oidc';

/** This site's own address as the browser reached it (through trusted proxies, their forwarded one). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A path of this site to return to; anything else (another site, `//host`, a backslash trick) returns home. */
function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return '/';
  return value;
}

/** The sign-in page saying why a company sign-in did not happen, keeping where the person was going. */
function refusedAt(failure: string, returnTo: string): string {
  const search = new URLSearchParams({ sso: failure });
  if (returnTo !== '/') search.set('redirect', returnTo);
  return `/login?${search}`;
}

/**
 * The two redirect addresses of the company sign-in (contract `OIDC_PATHS`): they answer with redirects,
 * so they are plain public routes rather than envelope calls.
 */
export function oidcRoutes(app: App, config: Config, sessions: SessionService, oidc: OidcSignIn) {
  const flowCookie = { path: `${config.apiPrefix}${OIDC_PATHS.callback}`, httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };

  app.route({
    method: 'GET',
    url: `${config.apiPrefix}${OIDC_PATHS.login}`,
    config: { public: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const returnTo = returnPath((request.query as Record<string, unknown>).returnTo);
      const redirectUri = config.oidc?.redirectUrl ?? `${originOf(request)}${config.apiPrefix}${OIDC_PATHS.callback}`;
      const started = await oidc.begin(returnTo, redirectUri);
      if ('failure' in started) return reply.redirect(refusedAt(started.failure, returnTo));
      reply.setCookie(FLOW_COOKIE, started.flow, { ...flowCookie, maxAge: 600 });
      return reply.redirect(started.location);
    },
  });

  app.route({
    method: 'GET',
    url: `${config.apiPrefix}${OIDC_PATHS.callback}`,
    config: { public: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
      const result = await oidc.finish(query, request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      if ('failure' in result) {
        await request.audit({ action: 'SIGN_IN_FAILED', actor: null, information: { key: 'auditOidcFailure', params: { reason: result.failure } } });
        return reply.redirect(refusedAt(result.failure, result.returnTo));
      }
      setSessionCookies(reply, config, await sessions.start(result.userId));
      await request.audit({ action: 'SIGN_IN_OIDC', actor: { id: result.userId, account: null } });
      return reply.redirect(result.returnTo);
    },
  });
}
