import { createRoute, redirect } from '@tanstack/react-router';
import { fullLayoutRoute, outerLayoutRoute } from './layout-routes';
import { itemLoader, libraryLoader } from './library-screens';
import { classifyScreen, fulltextScreen, knowledgeHomeScreen, knowledgeLoader, knowledgeLoaders, searchOverviewScreen } from './screens';
import { classifySearch, fulltextSearch, overviewSearch } from './search-schemas';

const indexRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/doc', replace: true });
  },
});

const homeRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'home',
  // The home's lists come with the route, asked already on intent; the screen reads the same query.
  loader: async ({ context }) => (await knowledgeLoaders()).loadKnowledgeHome(context.queryClient),
  staticData: { screen: 'home' },
  component: knowledgeHomeScreen,
});

const classifyRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'classify/{-$id}',
  validateSearch: classifySearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => knowledgeLoader('loadClassify', load),
  staticData: { screen: 'classify' },
  component: classifyScreen,
});

const fulltextRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'fulltext',
  validateSearch: fulltextSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => libraryLoader('loadFulltext', load),
  staticData: { screen: 'fulltext' },
  component: fulltextScreen,
});

const overviewRoute = createRoute({
  getParentRoute: () => fullLayoutRoute,
  path: 'overview',
  validateSearch: overviewSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => itemLoader('loadOverview', load),
  staticData: { screen: 'overview' },
  component: searchOverviewScreen,
});

export const knowledgeOuterRoutes = [indexRoute, homeRoute, classifyRoute, fulltextRoute];
export const knowledgeFullRoutes = [overviewRoute];
