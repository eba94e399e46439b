import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The wiki's versions and permissions screens; each its own chunk, loaded on first visit. */
export const wikiVersionsScreen = lazyScreen(withWords(['wiki'], () => import('./route-screens/wiki-versions-screen')), 'WikiVersions');

export const wikiGrantsScreen = lazyScreen(withWords(['wiki'], () => import('./route-screens/wiki-grants-screen')), 'WikiGrants');
/** The versions' and permissions' routes' loaders, with the calls they make. */
export const wikiHistoryLoader = lazyLoaders(() => loadChunk(() => import('./wiki-history-loaders')));
