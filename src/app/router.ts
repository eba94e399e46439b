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

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
