import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootShell } from '../app/shell/root-shell';
import type { SessionController } from '../features/session/session-controller';
import { NotFoundScreen } from '../ui/exception-screens';
import '../lib/screen-key';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionController;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  // An address nothing matches gets page-not-found, signed in or not.
  notFoundComponent: NotFoundScreen,
});
