import { noticeEndpoints as api } from '../../../contract/common';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import { noticeService } from './service';

export function noticeRoutes(app: App, config: Config, db: Db) {
  const service = noticeService(db);
  const prefix = config.apiPrefix;

  serve(app, prefix, api.current, ({ request }) => service.current(actorOf(request)));
  serve(app, prefix, api.acknowledge, async ({ request, query }) => {
    await service.acknowledge(actorOf(request), query.messageId);
    return null;
  });
  serve(app, prefix, api.publish, async ({ request, body }) => ({ messageId: await service.publish(actorOf(request), body.content, body.department) }));
}
