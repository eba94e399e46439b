import { createRoute } from '@tanstack/react-router';
import { authRoute } from './auth-route';
import { fullLayout, outerLayout } from './layout-screens';

/** Signed-in screens without the top bar. */
export const fullLayoutRoute = createRoute({ getParentRoute: () => authRoute, id: '_full', component: fullLayout });

/** Signed-in screens under the top bar. */
export const outerLayoutRoute = createRoute({ getParentRoute: () => authRoute, id: '_outer', component: outerLayout });
