import { commonEndpoints as api } from '../../../contract/common';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import { commonService } from './service';

export function commonRoutes(app: App, config: Config, db: Db) {
  const service = commonService(db);
  const prefix = config.apiPrefix;

  serve(app, prefix, api.users, ({ query }) => service.searchUsers(query.query));
  serve(app, prefix, api.departments, () => service.departments());
  serve(app, prefix, api.groups, ({ params }) => service.groups(params.id));
  serve(app, prefix, api.userTypes, ({ request }) => service.userTypes(requestLocale(request)));
  serve(app, prefix, api.isClassifyAdmin, ({ request }) => actorOf(request).isClassifyAdmin);
  serve(app, prefix, api.topSwitch, () => service.topSwitch());
  serve(app, prefix, api.projectViewPermission, async ({ request }) => ({ viewPermission: await service.projectViewPermission(actorOf(request)) }));
  serve(app, prefix, api.operationActions, ({ request }) => service.operationActions(requestLocale(request)));
  serve(app, prefix, api.metadata, ({ query, request }) => service.metadata(query.metadataType, requestLocale(request)));
  serve(app, prefix, api.projects, ({ request }) => service.projects(actorOf(request)));
  serve(app, prefix, api.tools, ({ query, request }) => service.tools(query.isDetail === 'true', requestLocale(request)));
}
