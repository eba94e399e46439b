import { createRoute, redirect } from '@tanstack/react-router';
import { ApiError } from '../api/api-error';
import { noticeBeforeFirstScreen } from '../api/notice';
import { currentUserQuery } from '../api/session';
import { loginHref } from '../lib/login-href';
import { rootRoute } from './root-route';

/**
 * Everything below needs a session. The person comes from the cache when it has them (which is
 * what makes an offline reload work) and is checked with the server in the background. Nobody signed
 * in on this browser: the sign-in page opens and brings them back here afterwards. Someone whose
 * session ended: the API client has opened the session-expired dialog, which hides the page and leads
 * to the same sign-in and back.
 */
export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: async ({ context, location }) => {
    try {
      const user = await context.queryClient.ensureQueryData({ ...currentUserQuery, revalidateIfStale: true });
      if (!context.session.isCurrent(user)) await context.session.establish(user);
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 401) throw error;
      if (!context.session.wasSignedIn()) throw redirect({ href: loginHref(location.href), replace: true });
    }
  },
  // The banner's notice, asked for with the screen's own data (the banner shows only to someone signed in).
  loader: async ({ context }) => {
    if (context.queryClient.getQueryData(currentUserQuery.queryKey)) await noticeBeforeFirstScreen(context.queryClient);
  },
});
