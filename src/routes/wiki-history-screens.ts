import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { routeScreen } from './route-screen';
import { lazyLoaders } from './screen-data';

/** The wiki's versions and permissions screens; each its own chunk, loaded on first visit. */
const wikiVersions = lazyScreen(withWords(['wiki'], () => import('../features/wiki/history/wiki-versions-screen')), 'WikiVersionsScreen');
const wikiVersionsRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/wikiVersion');
export const wikiVersionsScreen = routeScreen(wikiVersions, function WikiVersions(): ReactElement {
  return createElement(wikiVersions, { libraryId: wikiVersionsRoute.useParams().libraryId, id: wikiVersionsRoute.useSearch().id });
});

const wikiGrants = lazyScreen(withWords(['wiki'], () => import('../features/wiki/grants/wiki-grants-screen')), 'WikiGrantsScreen');
const wikiGrantsRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/wikiGrant');
export const wikiGrantsScreen = routeScreen(wikiGrants, function WikiGrants(): ReactElement {
  return createElement(wikiGrants, { libraryId: wikiGrantsRoute.useParams().libraryId, id: wikiGrantsRoute.useSearch().id });
});
/** The versions' and permissions' routes' loaders, with the calls they make. */
export const wikiHistoryLoader = lazyLoaders(() => loadChunk(() => import('./wiki-history-loaders')));
