import { createRoute, redirect } from '@tanstack/react-router';
import { ForbiddenScreen } from '../ui/exception-screens';
import { outerLayoutRoute } from './layout-routes';
import { backstageLayout, docLayout } from './layout-screens';
import { folderParams, isCanonicalFolder, libraryIdParams } from './library-params';
import {
  backstageLimitScreen,
  backstageListScreen,
  backstageRecycleScreen,
  backstageSettingScreen,
  docFilesScreen,
  docHomeScreen,
  docSearchScreen,
  folderLoaders,
  libraryAdminLoader,
  libraryLoader,
  libraryRecycleScreen,
  librarySearchScreen,
  librarySettingScreen,
  wikiLoader,
  wikiLoaders,
  wikiCreateScreen,
  wikiEditScreen,
  wikiPageScreen,
  wikiSearchScreen,
} from './library-screens';
import {
  backstageLibrarySearch,
  docHomeSearch,
  fileListSearch,
  librarySearchSearch,
  librarySettingSearch,
  libraryPageSearch,
  pageSearch,
} from './library-search-schemas';
import { docSearchSearch, keywordSearch, wikiCreateSearch, wikiPageSearch } from './search-schemas';
import { wikiGrantsScreen, wikiHistoryLoader, wikiVersionsScreen } from './wiki-history-screens';

const docRoute = createRoute({ getParentRoute: () => outerLayoutRoute, path: 'doc', staticData: { screen: 'doc' }, component: docLayout });

const docHomeRoute = createRoute({
  getParentRoute: () => docRoute,
  path: '/',
  validateSearch: docHomeSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadDocHome', load),
  staticData: { screen: 'docHome' },
  component: docHomeScreen,
});

const docSearchRoute = createRoute({
  getParentRoute: () => docRoute,
  path: 'search',
  validateSearch: docSearchSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadDocSearch', load),
  staticData: { screen: 'docSearch' },
  component: docSearchScreen,
});

const docForbiddenRoute = createRoute({ getParentRoute: () => docRoute, path: '403', staticData: { screen: 'docForbidden' }, component: ForbiddenScreen });

// Library management.
const backstageRoute = createRoute({ getParentRoute: () => docRoute, path: 'backstage', staticData: { screen: 'backstage' }, component: backstageLayout });
const backstageIndexRoute = createRoute({
  getParentRoute: () => backstageRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/doc/backstage/list', replace: true });
  },
});
const backstageListRoute = createRoute({
  getParentRoute: () => backstageRoute,
  path: 'list',
  validateSearch: libraryPageSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadBackstageList', load),
  staticData: { screen: 'backstageList' },
  component: backstageListScreen,
});
const backstageSettingRoute = createRoute({
  getParentRoute: () => backstageRoute,
  path: 'setting',
  validateSearch: backstageLibrarySearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryAdminLoader('loadBackstageSetting', load),
  staticData: { screen: 'backstageSetting' },
  component: backstageSettingScreen,
});
const backstageLimitRoute = createRoute({
  getParentRoute: () => backstageRoute,
  path: 'limit',
  validateSearch: backstageLibrarySearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryAdminLoader('loadBackstageLimit', load),
  staticData: { screen: 'backstageLimit' },
  component: backstageLimitScreen,
});
const backstageRecycleRoute = createRoute({
  getParentRoute: () => backstageRoute,
  path: 'recycle',
  validateSearch: libraryPageSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadBackstageRecycle', load),
  staticData: { screen: 'backstageRecycle' },
  component: backstageRecycleScreen,
});

// One library.
const libraryRoute = createRoute({
  getParentRoute: () => docRoute,
  path: 'lib/$libraryId',
  params: libraryIdParams,
  loader: async ({ context, params }) => (await folderLoaders()).loadLibrary(context.queryClient, params.libraryId),
  staticData: { screen: 'library' },
});
const libraryIndexRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: params.libraryId }, replace: true });
  },
});
const libraryFilesRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: 'list/{-$tab}/{-$id}',
  params: folderParams,
  validateSearch: fileListSearch,
  beforeLoad: ({ params, search }) => {
    if (!isCanonicalFolder(params)) {
      const folder = { libraryId: params.libraryId, tab: params.id === undefined ? undefined : 'folder', id: params.id };
      throw redirect({ to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: folder, search, replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  // The folder's listing comes with the route, asked already on intent; the screen reads the same query.
  loader: async ({ context, params, deps }) => (await folderLoaders()).loadFolder(context.queryClient, params.libraryId, params.id, deps),
  staticData: { screen: 'libFiles' },
  component: docFilesScreen,
});
const libraryDocSearchRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: 'docSearch',
  validateSearch: librarySearchSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadLibrarySearch', load),
  staticData: { screen: 'libDocSearch' },
  component: librarySearchScreen,
});
const librarySettingRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: 'setting',
  validateSearch: librarySettingSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryAdminLoader('loadLibrarySetting', load),
  staticData: { screen: 'libSetting' },
  component: librarySettingScreen,
});
const libraryRecycleRoute = createRoute({
  getParentRoute: () => libraryRoute,
  path: 'recycle',
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadLibraryRecycle', load),
  staticData: { screen: 'libRecycle' },
  component: libraryRecycleScreen,
});

// The library's wiki.
const wikiRoute = createRoute({ getParentRoute: () => libraryRoute, path: 'wiki', staticData: { screen: 'wiki' } });
const wikiIndexRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    // Spec §2: the wiki opens on its page list with no page chosen ('null').
    throw redirect({ to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId: params.libraryId, id: 'null' }, replace: true });
  },
});
const wikiListRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'list/$id',
  // The tree and the page come with the route, asked already on intent; the screen reads the same queries.
  loader: async ({ context, params }) => (await wikiLoaders()).loadWikiPage(context.queryClient, params.libraryId, params.id),
  staticData: { screen: 'wikiList' },
  component: wikiPageScreen,
});
const wikiEditRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'edit',
  validateSearch: wikiPageSearch,
  loader: (load) => wikiLoader('loadWikiTree', load),
  staticData: { screen: 'wikiEdit' },
  component: wikiEditScreen,
});
const wikiVersionRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'wikiVersion',
  validateSearch: wikiPageSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => wikiHistoryLoader('loadWikiVersions', load),
  staticData: { screen: 'wikiVersion' },
  component: wikiVersionsScreen,
});
const wikiLibSearchRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'libSearch',
  validateSearch: keywordSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => wikiLoader('loadWikiSearch', load),
  staticData: { screen: 'wikiLibSearch' },
  component: wikiSearchScreen,
});
const wikiGrantRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'wikiGrant',
  validateSearch: wikiPageSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => wikiHistoryLoader('loadWikiGrants', load),
  staticData: { screen: 'wikiGrant' },
  component: wikiGrantsScreen,
});
const wikiCreateRoute = createRoute({
  getParentRoute: () => wikiRoute,
  path: 'create',
  validateSearch: wikiCreateSearch,
  loader: (load) => wikiLoader('loadWikiTree', load),
  staticData: { screen: 'wikiCreate' },
  component: wikiCreateScreen,
});

export const docTree = docRoute.addChildren([
  docHomeRoute,
  docSearchRoute,
  docForbiddenRoute,
  backstageRoute.addChildren([backstageIndexRoute, backstageListRoute, backstageSettingRoute, backstageLimitRoute, backstageRecycleRoute]),
  libraryRoute.addChildren([
    libraryIndexRoute,
    libraryFilesRoute,
    libraryDocSearchRoute,
    librarySettingRoute,
    libraryRecycleRoute,
    wikiRoute.addChildren([wikiIndexRoute, wikiListRoute, wikiEditRoute, wikiVersionRoute, wikiLibSearchRoute, wikiGrantRoute, wikiCreateRoute]),
  ]),
]);
