import { lazyScreen } from '../ui/lazy-screen';

/** The wiki's versions and permissions screens; each its own chunk, loaded on first visit. */
export const wikiVersionsScreen = lazyScreen(() => import('../features/wiki/history/wiki-versions-screen'), 'WikiVersionsScreen');
export const wikiGrantsScreen = lazyScreen(() => import('../features/wiki/grants/wiki-grants-screen'), 'WikiGrantsScreen');
