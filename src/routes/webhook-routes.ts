import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { loadChunk } from '../lib/load-chunk';
import { lazyScreen } from '../ui/lazy-screen';
import { routeScreen } from './route-screen';
import { lazyLoaders } from './screen-data';

/** The webhooks' loaders, with the calls they make, on first use. */
export const webhookLoader = lazyLoaders(() => loadChunk(() => import('./webhook-loaders')));

const taskWebhooks = lazyScreen(() => import('../features/webhooks/task-webhooks-screen'), 'TaskWebhooksScreen');
const taskWebhooksRoute = getRouteApi('/_auth/_outer/codecc/task/$taskId/settings/webhooks');
/** The Webhooks section of a task's settings. */
export const taskWebhooksScreen = routeScreen(taskWebhooks, function TaskWebhooks(): ReactElement {
  return createElement(taskWebhooks, { taskId: taskWebhooksRoute.useParams().taskId });
});

/** The back office's Webhooks screen. */
export const globalWebhooksScreen = lazyScreen(() => import('../features/webhooks/global-webhooks-screen'), 'GlobalWebhooksScreen');
