import { noticeEndpoints as api } from '../../../contract/common';
import { recommendManageEndpoints as recommend } from '../../../contract/knowledge';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { NoticeService } from './service';

/** The notice banner: read, acknowledge, publish, and its state in the back office. */
export const noticeModule: ApiModule<NoticeService> = (app, { apiPrefix: prefix }, service) => {

  serve(app, prefix, api.current, ({ request }) => service.current(actorOf(request)));
  serve(app, prefix, api.acknowledge, async ({ request, query }) => {
    await service.acknowledge(actorOf(request), query.messageId);
    return null;
  });
  serve(app, prefix, recommend.notice, ({ request }) => service.state(actorOf(request)));
  serve(app, prefix, api.publish, async ({ request, body }) => ({ messageId: await service.publish(actorOf(request), body.content, body.department) }));
};
