import type { ApiClient } from '../api/client';
import { probeServer } from '../api/session';
import { readCookie } from '../lib/cookies';
import { currentTranslations } from '../lib/locale';
import { LOGIN_PATH } from '../lib/login-href';
import { connectivity, watchServerReturn } from '../state/connectivity';
import { shellState } from '../state/shell-state';
import { showToast } from '../ui/toaster';
import type { AppRouter } from './router';

/** Gives the API client its hands in the page: the router, the toaster, the dialog, the texts. */
export function connectClient(client: ApiClient, router: AppRouter): void {
  client.configure({
    navigate: (href) => router.history.push(href),
    toast: showToast,
    sessionExpired: (loginHref) => {
      // A call still under way when the person reached the sign-in page tells them nothing new.
      if (router.state.location.pathname !== LOGIN_PATH) shellState.sessionExpiredLogin.set(loginHref);
    },
    showException: (kind) => shellState.exception.set(kind),
    reachability: (reachable) => connectivity.serverReachable.set(reachable),
    currentHref: () => router.state.location.href,
    readCookie,
    text: (key, params) => {
      const LL = currentTranslations();
      if (key === 'serverError') return params.requestId ? LL.errors.serverErrorWithId({ id: params.requestId }) : LL.errors.serverError();
      if (key === 'serverDown') return LL.errors.serverDown();
      if (key === 'unreachable') return LL.errors.unreachable();
      return LL.errors.requestFailed({ status: params.status ?? 0 });
    },
  });
  // Any answer, even 401, shows the server is back; the client reports it through `reachability`.
  watchServerReturn(probeServer);
  router.subscribe('onBeforeNavigate', () => {
    client.cancelRouteRequests();
    shellState.exception.set(null);
  });
}
