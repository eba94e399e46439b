import type { App } from '../http/types';
import type { Metrics } from './metrics';

/**
 * Counts and times every answered request by its route template (`/doc/:id`), never by the raw URL:
 * ids in paths would make one series per file.
 */
export function installHttpMetrics(app: App, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
