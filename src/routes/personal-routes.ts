import { createRoute } from '@tanstack/react-router';
import { fileListQuery } from '../features/files/api/file-list';
import { viewFromSearch } from '../features/files/file-list-view';
import { personalLibraryQuery } from '../features/library/api/personal-library';
import { fullLayoutRoute, outerLayoutRoute } from './layout-routes';
import { browseScreen, personalScreen } from './library-screens';
import { browseSearch, personalSearch } from './library-search-schemas';

/** The person's own library; the folder and the view travel in the search. */
const personalRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'personal',
  validateSearch: personalSearch,
  loaderDeps: ({ search }) => search,
  // Asked even offline: the saved copy answers, or the error screen says at once that this page was
  // never read here (no retries: a query that runs without network would never pause between them).
  loader: async ({ context, deps }) => {
    const library = await context.queryClient.ensureQueryData({ ...personalLibraryQuery, networkMode: 'always', retry: false });
    void context.queryClient.prefetchQuery(fileListQuery(library.id, deps.folder, viewFromSearch(deps)));
    return { libraryId: library.id };
  },
  staticData: { screen: 'personal' },
  component: personalScreen,
});

/** Preview of one file (full layout). */
const browseRoute = createRoute({
  getParentRoute: () => fullLayoutRoute,
  path: 'browse',
  validateSearch: browseSearch,
  staticData: { screen: 'browse' },
  component: browseScreen,
});

export const personalOuterRoutes = [personalRoute];
export const personalFullRoutes = [browseRoute];
