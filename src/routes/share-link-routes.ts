import { createRoute } from '@tanstack/react-router';
import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { outerLayoutRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { lazyLoaders } from './screen-data';

/** The share links' loaders, with the calls they make, on first use. */
const shareLinkLoader = lazyLoaders(() => loadChunk(() => import('./share-link-loaders')));

export const myShareLinksScreen = lazyScreen(withWords(['shareLinks'], () => import('../features/share-links/my-share-links-screen')), 'MyShareLinksScreen');
const sharedScreen = lazyScreen(withWords(['shareLinks'], () => import('./route-screens/shared-screen')), 'Shared');

/** The person's share links, from the person menu. */
const myShareLinksRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'share-links',
  staticData: { screen: 'myShareLinks' },
  loader: (load) => shareLinkLoader('loadMyShareLinks', load),
  component: myShareLinksScreen,
});

/** The page a share link opens: outside the app's layout and its sign-in, for anyone who has the link. */
export const sharedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 's/$token',
  staticData: { screen: 'shared' },
  loader: (load) => shareLinkLoader('loadShared', load),
  component: sharedScreen,
});

export const shareLinkOuterRoutes = [myShareLinksRoute];
