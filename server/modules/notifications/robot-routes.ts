import { robotEndpoints as api } from '../../../contract/notification-robots';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { RobotService } from './robot-channel';

/** The back office's chat robots, their test message and their latest messages. */
export const robotModule: ApiModule<RobotService> = (app, { apiPrefix: prefix }, robots) => {
  serve(app, prefix, api.list, ({ request }) => robots.list(actorOf(request)));
  serve(app, prefix, api.create, ({ request, body }) => robots.create(actorOf(request), body));
  serve(app, prefix, api.update, ({ request, params, body }) => robots.update(actorOf(request), params.id, body));
  serve(app, prefix, api.remove, ({ request, params }) => robots.remove(actorOf(request), params.id));
  serve(app, prefix, api.test, ({ request, params }) => robots.test(actorOf(request), params.id));
  serve(app, prefix, api.deliveries, ({ request, params }) => robots.deliveries(actorOf(request), params.id));
};
