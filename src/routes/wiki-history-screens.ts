import { loadChunk } from '../lib/load-chunk';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The wiki's versions and permissions screens; each its own chunk, loaded on first visit. */
export const wikiVersionsScreen = lazyScreen(() => import('../features/wiki/history/wiki-versions-screen'), 'WikiVersionsScreen');
export const wikiGrantsScreen = lazyScreen(() => import('../features/wiki/grants/wiki-grants-screen'), 'WikiGrantsScreen');
/** The versions' and permissions' routes' loaders, with the calls they make. */
export const wikiHistoryLoader = lazyLoaders(() => loadChunk(() => import('./wiki-history-loaders')));
