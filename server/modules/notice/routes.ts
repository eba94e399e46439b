import { z } from 'zod';
import { notice, noticeBody, noticeViewQuery } from '../../../contract/common';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import { noticeService } from './service';

export function noticeRoutes(app: App, config: Config, db: Db) {
  const service = noticeService(db);
  const base = `${config.apiPrefix}/ms/doc/api/user/message`;

  app.get(`${base}/get`, {
    schema: { tags: ['notice'], response: { 200: envelope(notice) } },
    handler: async (request) => ok(await service.current(actorOf(request))),
  });

  app.put(`${base}/view`, {
    schema: { tags: ['notice'], querystring: noticeViewQuery, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await service.acknowledge(actorOf(request), request.query.messageId);
      return ok(null);
    },
  });

  app.post(base, {
    schema: { tags: ['notice'], body: noticeBody, response: { 200: envelope(z.object({ messageId: z.number().int() })) } },
    handler: async (request) => ok({ messageId: await service.publish(actorOf(request), request.body.content, request.body.department) }),
  });
}
