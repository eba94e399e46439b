import { Redis } from 'ioredis';
import { sessionEndpoints } from '../../contract/session';
import { clusterThrottleStore } from '../cluster/throttle-requests';
import { workerLink } from '../cluster/worker-link';
import { AppError, errors } from '../errors';
import type { ApiModule } from '../http/api-module';
import { serve } from '../http/endpoint-routes';
import { assertPasswordAllowed, type SecuritySettingsStore } from '../settings/security-settings';
import type { Actor } from './actor';
import { loginThrottle, memoryThrottleStore } from './login-throttle';
import { oidcRoutes, originOf } from './oidc-routes';
import type { OidcSignIn } from './oidc-sign-in';
import { actorOf } from './plugin';
import { redisThrottleStore } from './redis-throttle-store';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import type { SessionService } from './session-service';

/** Failed sign-ins are counted over this window, per address and account and per address. */
const LOGIN_WINDOW_MS = 15 * 60_000;

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

/** Sign-in (local, and through the company's identity provider when configured), sign-out and who is signed in. */
export const sessionModule: ApiModule<{ sessions: SessionService; oidc: OidcSignIn | null; security?: SecuritySettingsStore }> = (app, config, { sessions, oidc, security }) => {
  const prefix = config.apiPrefix;
  if (oidc) oidcRoutes(app, config, sessions, oidc);

  serve(app, prefix, sessionEndpoints.loginOptions, () => ({ localLogin: config.localLogin, oidc: config.oidc ? { name: config.oidc.displayName } : null }));

  // With Redis every instance counts the same failures; its connection lives as long as the app. Without
  // it the workers of one server count them together in their primary.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const link = workerLink();
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const throttle = loginThrottle(
    security
      ? async () => {
          const settings = await security.current();
          return { perAccount: settings.loginRateLimit, perAddress: settings.loginAddressRateLimit, windowMs: LOGIN_WINDOW_MS };
        }
      : { perAccount: config.loginRateLimit, perAddress: config.loginAddressRateLimit, windowMs: LOGIN_WINDOW_MS },
    redis ? redisThrottleStore(redis, config.queuePrefix) : link ? clusterThrottleStore(link) : memoryThrottleStore(),
  );

  serve(app, prefix, sessionEndpoints.login, async ({ body, request, reply }) => {
    if (!config.localLogin) throw errors.localLoginOff();
    const { username, password } = body;
    // request.ip is the client's own address only through proxies listed in TRUST_PROXY.
    await throttle.check(request.ip, username);
    const signedIn = await sessions.login(username, password).catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 401) {
        await throttle.recordFailure(request.ip, username);
        await request.audit({ action: 'SIGN_IN_FAILED', actor: null, account: username });
      }
      throw error;
    });
    await throttle.recordSuccess(request.ip, username);
    const { token, csrfToken } = signedIn;
    const resolved = await sessions.resolve(token);
    await request.audit({ action: 'SIGN_IN', actor: resolved!.actor });
    setSessionCookies(reply, config, signedIn);
    return { user: presentCurrentUser(resolved!.actor), csrfToken };
  });

  serve(app, prefix, sessionEndpoints.changePassword, async ({ request, body }) => {
    await sessions.changePassword(actorOf(request).id, body.currentPassword, body.newPassword, async (password) => {
      if (security) assertPasswordAllowed(await security.current(), password);
    }, request.sessionTokenHash);
    return null;
  });

  serve(app, prefix, sessionEndpoints.logout, async ({ request, reply }) => {
    if (request.sessionTokenHash) {
      await sessions.logout(request.sessionTokenHash);
      await request.audit({ action: 'SIGN_OUT' });
    }
    clearSessionCookies(reply);
    // Someone who came through the company's provider leaves it too, then lands on the sign-in page.
    const viaProvider = oidc && request.actor ? await sessions.signsInThroughProvider(request.actor.id) : false;
    return { endSession: viaProvider ? await oidc!.endSessionUrl(`${originOf(request)}/login`) : null };
  });

  serve(app, prefix, sessionEndpoints.currentUser, ({ request }) => presentCurrentUser(actorOf(request)));
  serve(app, prefix, sessionEndpoints.userInfo, ({ request }) => presentUserInfo(actorOf(request)));
};
