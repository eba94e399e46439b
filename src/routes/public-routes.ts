import { createRoute, redirect } from '@tanstack/react-router';
import { signedInUser } from '../api/session';
import { HOME_PATH, safeRedirect } from '../lib/login-href';
import { ForbiddenScreen, NoPermissionScreen, ServerErrorScreen } from '../ui/exception-screens';
import { fullLayout } from './layout-screens';
import { rootRoute } from './root-route';
import { loginScreen } from './screens';
import { loginSearch, messageSearch } from './search-schemas';

/** Screens anyone may open, in the full layout. */
const publicLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: '_public', component: fullLayout });

const loginRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'login',
  validateSearch: loginSearch,
  // Someone still signed in has nothing to do here: on to where they were going. The server is asked,
  // not the cache, since this is where people come when their session ended.
  beforeLoad: async ({ context, search }) => {
    const user = await signedInUser().catch(() => null);
    if (!user) return;
    if (!context.session.isCurrent(user)) await context.session.establish(user);
    throw redirect({ href: safeRedirect(search.redirect, HOME_PATH), replace: true });
  },
  staticData: { screen: 'login' },
  component: loginScreen,
});

const forbiddenRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '403',
  staticData: { screen: 'forbidden' },
  component: ForbiddenScreen,
});

const noPermissionRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '420',
  validateSearch: messageSearch,
  staticData: { screen: 'noPermission' },
  component: NoPermissionScreen,
});

const serverErrorRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '500',
  staticData: { screen: 'serverError' },
  component: ServerErrorScreen,
});

export const publicTree = publicLayoutRoute.addChildren([loginRoute, forbiddenRoute, noPermissionRoute, serverErrorRoute]);
