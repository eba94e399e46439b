import { globalWebhookEndpoints, taskWebhookEndpoints, webhookEndpoints } from '../../../contract/webhooks';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { WebhookService } from './webhook-service';

/** A task's webhooks, the global ones, and their deliveries. */
export const webhookModule: ApiModule<WebhookService> = (app, { apiPrefix: prefix }, hooks) => {
  serve(app, prefix, taskWebhookEndpoints.list, ({ request, params }) => hooks.list(actorOf(request), params.taskId));
  serve(app, prefix, taskWebhookEndpoints.create, ({ request, body }) => {
    const { taskId, ...rest } = body;
    return hooks.create(actorOf(request), taskId, rest);
  });
  serve(app, prefix, globalWebhookEndpoints.list, ({ request }) => hooks.list(actorOf(request), null));
  serve(app, prefix, globalWebhookEndpoints.create, ({ request, body }) => hooks.create(actorOf(request), null, body));
  serve(app, prefix, webhookEndpoints.update, ({ request, params, body }) => hooks.update(actorOf(request), params.id, body));
  serve(app, prefix, webhookEndpoints.remove, ({ request, params }) => hooks.remove(actorOf(request), params.id));
  serve(app, prefix, webhookEndpoints.ping, ({ request, params }) => hooks.ping(actorOf(request), params.id));
  serve(app, prefix, webhookEndpoints.deliveries, ({ request, params, query }) => hooks.deliveries(actorOf(request), params.id, query));
  serve(app, prefix, webhookEndpoints.delivery, ({ request, params }) => hooks.delivery(actorOf(request), params.deliveryId));
  serve(app, prefix, webhookEndpoints.redeliver, ({ request, params }) => hooks.redeliver(actorOf(request), params.deliveryId));
};
