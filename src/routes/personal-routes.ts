import { createRoute } from '@tanstack/react-router';
import { fullLayoutRoute, outerLayoutRoute } from './layout-routes';
import { browseScreen, folderLoaders, itemLoader, personalScreen } from './library-screens';
import { browseSearch, personalSearch } from './library-search-schemas';

/** The person's own library; the folder and the view travel in the search. */
const personalRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'personal',
  validateSearch: personalSearch,
  loaderDeps: ({ search }) => search,
  // Asked even offline: the saved copy answers, or the error screen says at once that this page was never read here.
  loader: async ({ context, deps }) => (await folderLoaders()).loadPersonalFolder(context.queryClient, deps),
  staticData: { screen: 'personal' },
  component: personalScreen,
});

/** Preview of one file (full layout). */
const browseRoute = createRoute({
  getParentRoute: () => fullLayoutRoute,
  path: 'browse',
  validateSearch: browseSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => itemLoader('loadBrowse', load),
  staticData: { screen: 'browse' },
  component: browseScreen,
});

export const personalOuterRoutes = [personalRoute];
export const personalFullRoutes = [browseRoute];
