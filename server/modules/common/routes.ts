import { commonEndpoints as api } from '../../../contract/common';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { CommonService } from './service';

/** The directory, the shell's switches and the code-check catalogue. */
export const commonModule: ApiModule<CommonService> = (app, { apiPrefix: prefix }, service) => {
  serve(app, prefix, api.users, ({ query }) => service.searchUsers(query.query));
  serve(app, prefix, api.departments, () => service.departments());
  serve(app, prefix, api.groups, ({ params }) => service.groups(params.id));
  serve(app, prefix, api.userTypes, ({ request }) => service.userTypes(requestLocale(request)));
  serve(app, prefix, api.isClassifyAdmin, ({ request }) => backOfficePolicy.can(actorOf(request), 'administer'));
  serve(app, prefix, api.topSwitch, () => service.topSwitch());
  serve(app, prefix, api.projectViewPermission, async ({ request }) => ({ viewPermission: await service.projectViewPermission(actorOf(request)) }));
  serve(app, prefix, api.operationActions, ({ request }) => service.operationActions(requestLocale(request)));
  serve(app, prefix, api.metadata, ({ query, request }) => service.metadata(query.metadataType, requestLocale(request)));
  serve(app, prefix, api.projects, ({ request }) => service.projects(actorOf(request)));
  serve(app, prefix, api.tools, ({ query, request }) => service.tools(query.isDetail === 'true', requestLocale(request)));
};
