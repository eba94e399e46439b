import { createRoute } from '@tanstack/react-router';
import { FullLayout } from '../ui/full-layout';
import { authRoute } from './auth-route';
import { outerLayout } from './layout-screens';

/** Signed-in screens without the top bar. */
export const fullLayoutRoute = createRoute({ getParentRoute: () => authRoute, id: '_full', component: FullLayout });

/** Signed-in screens under the top bar. */
export const outerLayoutRoute = createRoute({ getParentRoute: () => authRoute, id: '_outer', component: outerLayout });
