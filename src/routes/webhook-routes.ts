import { loadChunk } from '../lib/load-chunk';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The webhooks' loaders, with the calls they make, on first use. */
export const webhookLoader = lazyLoaders(() => loadChunk(() => import('./webhook-loaders')));

export const taskWebhooksScreen = lazyScreen(() => import('./route-screens/task-webhooks-screen'), 'TaskWebhooks');

/** The back office's Webhooks screen. */
export const globalWebhooksScreen = lazyScreen(() => import('../features/webhooks/global-webhooks-screen'), 'GlobalWebhooksScreen');
