import { createRoute, redirect } from '@tanstack/react-router';
import { projectViewPermissionQuery } from '../api/common';
import { ForbiddenScreen } from '../ui/exception-screens';
import { outerLayoutRoute } from './layout-routes';
import { ppmLayout } from './layout-screens';
import { folderParams, isCanonicalFolder, libraryIdParams } from './library-params';
import { folderLoaders, libraryLoader, ppmFilesScreen, projectHomeScreen } from './library-screens';
import { fileListSearch, libraryPageSearch } from './library-search-schemas';
import type { RouterContext } from './root-route';

const ppmRoute = createRoute({ getParentRoute: () => outerLayoutRoute, path: 'ppmdoc', staticData: { screen: 'ppm' }, component: ppmLayout });

/**
 * The project app needs view permission on project libraries (spec §2, §6); without it, its 403.
 * Asked even offline so the guard never waits for a network; when nobody can answer, the screens
 * show what the offline copy has.
 */
async function requireProjectView({ context }: { context: RouterContext }) {
  const permission = await context.queryClient.ensureQueryData({ ...projectViewPermissionQuery, networkMode: 'always' }).catch(() => null);
  if (permission && !permission.viewPermission) throw redirect({ to: '/ppmdoc/403', replace: true });
}

const ppmHomeRoute = createRoute({
  getParentRoute: () => ppmRoute,
  path: '/',
  validateSearch: libraryPageSearch,
  beforeLoad: requireProjectView,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadProjectHome', load),
  staticData: { screen: 'ppmHome' },
  component: projectHomeScreen,
});

const ppmFilesRoute = createRoute({
  getParentRoute: () => ppmRoute,
  path: 'lib/$libraryId/list/{-$tab}/{-$id}',
  params: {
    parse: (raw: { libraryId: string; tab?: string; id?: string }) => ({ ...libraryIdParams.parse(raw), ...folderParams.parse(raw) }),
    stringify: (params: { libraryId: number; tab?: string; id?: number }) => ({ ...libraryIdParams.stringify(params), ...folderParams.stringify(params) }),
  },
  validateSearch: fileListSearch,
  beforeLoad: async ({ context, params, search }) => {
    await requireProjectView({ context });
    if (!isCanonicalFolder(params)) {
      const folder = { libraryId: params.libraryId, tab: params.id === undefined ? undefined : 'folder', id: params.id };
      throw redirect({ to: '/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}', params: folder, search, replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => (await folderLoaders()).loadProjectFolder(context.queryClient, params.libraryId, params.id, deps),
  staticData: { screen: 'ppmLibFiles' },
  component: ppmFilesScreen,
});

const ppmForbiddenRoute = createRoute({ getParentRoute: () => ppmRoute, path: '403', staticData: { screen: 'ppmForbidden' }, component: ForbiddenScreen });

export const ppmTree = ppmRoute.addChildren([ppmHomeRoute, ppmFilesRoute, ppmForbiddenRoute]);
