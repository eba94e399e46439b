import { lazyScreen } from '../ui/lazy-screen';

/** The wiki's versions screen; its own chunk, loaded on first visit. */
export const wikiVersionsScreen = lazyScreen(() => import('../features/wiki-history/wiki-versions-screen'), 'WikiVersionsScreen');
