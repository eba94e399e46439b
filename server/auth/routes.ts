import { z } from 'zod';
import { COOKIE, LIMITS } from '../../contract/constants';
import { envelope } from '../../contract/schema-helpers';
import { currentUser, loginBody, loginResult, userInfo } from '../../contract/session';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { Actor } from './actor';
import { actorOf } from './plugin';
import type { sessionService } from './session-service';

function presentCurrentUser(actor: Actor) {
  return {
    id: actor.id,
    account: actor.account,
    name: actor.name,
    email: actor.email,
    departmentId: actor.departmentId,
    isClassifyAdmin: actor.isClassifyAdmin,
  };
}

function presentUserInfo(actor: Actor) {
  const id = String(actor.id);
  return {
    Account: actor.account,
    Name: actor.name,
    bkpaasUserId: id,
    username: actor.account,
    chinese_name: actor.name,
    avatar_url: '',
    bkpaas_user_id: id,
    phone: actor.phone,
    email: actor.email,
    isAuthenticated: true,
  };
}

export function sessionRoutes(app: App, config: Config, sessions: ReturnType<typeof sessionService>) {
  const prefix = config.apiPrefix;
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure };

  app.post(`${prefix}/erp/login`, {
    config: {
      public: true,
      rateLimit: {
        max: config.loginRateLimit,
        timeWindow: 60_000,
        keyGenerator: (request) => {
          const body = request.body as { username?: unknown } | undefined;
          const account = typeof body?.username === 'string' ? body.username.slice(0, LIMITS.accountMax) : '';
          return `${request.ip}|${account}`;
        },
      },
    },
    schema: { tags: ['session'], body: loginBody, response: { 200: envelope(loginResult) } },
    handler: async (request, reply) => {
      const { token, csrfToken } = await sessions.login(request.body.username, request.body.password);
      const resolved = await sessions.resolve(token);
      reply.setCookie(COOKIE.session, token, { ...cookieBase, httpOnly: true, maxAge: config.sessionMaxMs / 1000 });
      reply.setCookie(COOKIE.csrf, csrfToken, { ...cookieBase, httpOnly: false, maxAge: config.sessionMaxMs / 1000 });
      return ok({ user: presentCurrentUser(resolved!.actor), csrfToken });
    },
  });

  app.post(`${prefix}/erp/logout`, {
    schema: { tags: ['session'], response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      if (request.sessionTokenHash) await sessions.logout(request.sessionTokenHash);
      reply.clearCookie(COOKIE.session, { path: '/' });
      reply.clearCookie(COOKIE.csrf, { path: '/' });
      return ok(null);
    },
  });

  app.get(`${prefix}/getuser`, {
    schema: { tags: ['session'], response: { 200: envelope(currentUser) } },
    handler: async (request) => ok(presentCurrentUser(actorOf(request))),
  });

  app.get(`${prefix}/task/api/user/userInfo`, {
    schema: { tags: ['session'], response: { 200: envelope(userInfo) } },
    handler: async (request) => ok(presentUserInfo(actorOf(request))),
  });
}
