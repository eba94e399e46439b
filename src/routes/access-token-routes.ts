import { createRoute } from '@tanstack/react-router';
import { loadChunk } from '../lib/load-chunk';
import { lazyScreen } from '../ui/lazy-screen';
import { outerLayoutRoute } from './layout-routes';
import { lazyLoaders } from './screen-data';

/** The access tokens' loaders, with the calls they make, on first use. */
export const accessTokenLoader = lazyLoaders(() => loadChunk(() => import('./access-token-loaders')));

export const accessTokensScreen = lazyScreen(() => import('../features/access-tokens/access-tokens-screen'), 'AccessTokensScreen');
export const manageAccessTokensScreen = lazyScreen(() => import('../features/manage/access-tokens/access-token-overview-screen'), 'AccessTokenOverviewScreen');

/** The person's access tokens, from the person menu. */
const accessTokensRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'access-tokens',
  loader: (load) => accessTokenLoader('loadAccessTokens', load),
  component: accessTokensScreen,
});

export const accessTokenOuterRoutes = [accessTokensRoute];
