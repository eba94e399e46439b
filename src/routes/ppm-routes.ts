import { createRoute } from '@tanstack/react-router';
import { PpmLayout } from '../features/ppm/ppm-layout';
import { ForbiddenScreen } from '../ui/exception-screens';
import { outerLayoutRoute } from './layout-routes';
import { buildingScreen } from './screens';

const ppmRoute = createRoute({ getParentRoute: () => outerLayoutRoute, path: 'ppmdoc', staticData: { screen: 'ppm' }, component: PpmLayout });

const ppmHomeRoute = createRoute({ getParentRoute: () => ppmRoute, path: '/', staticData: { screen: 'ppmHome' }, component: buildingScreen });

const ppmFilesRoute = createRoute({
  getParentRoute: () => ppmRoute,
  path: 'lib/$libraryId/list/{-$tab}/{-$id}',
  staticData: { screen: 'ppmLibFiles' },
  component: buildingScreen,
});

const ppmForbiddenRoute = createRoute({ getParentRoute: () => ppmRoute, path: '403', staticData: { screen: 'ppmForbidden' }, component: ForbiddenScreen });

export const ppmTree = ppmRoute.addChildren([ppmHomeRoute, ppmFilesRoute, ppmForbiddenRoute]);
