import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from '../routes/root-route';
import { routeTree } from '../routes/route-tree';
import { NotFoundScreen } from '../ui/exception-screens';
import { PendingScreen } from '../ui/pending-screen';
import { RouteErrorScreen } from '../ui/route-error-screen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the code of the screens the address names as soon as the router exists, beside the
 * check of who is signed in: the router itself asks for it only once that check has answered, and on
 * a first visit the two waits came one after the other. A chunk that fails here is asked again, and
 * reported, when the route loads.
 */
export function preloadAddressedScreens(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
