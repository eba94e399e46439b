import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The chat robots' loader, with the call it makes, on first use. */
export const robotLoader = lazyLoaders(() => loadChunk(() => import('./robot-loaders')));

/** The back office's chat robots screen, with its words. */
export const robotsScreen = lazyScreen(withWords(['robots', 'notifications'], () => import('../features/robots/robots-screen')), 'RobotsScreen');
