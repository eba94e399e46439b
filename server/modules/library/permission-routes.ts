import { permissionEndpoints as api } from '../../../contract/library';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { PermissionService } from './permission-service';
import type { ShareTemplateService } from './share-template-service';

/** Grants of a library (common/perm) and share templates (manage/shareTemplate). */
export function permissionRoutes(app: App, prefix: string, service: PermissionService, templates: ShareTemplateService) {
  serve(app, prefix, api.list, ({ request, query }) => service.list(actorOf(request), query.libraryId));
  serve(app, prefix, api.replace, ({ request, body }) => service.replace(actorOf(request), body.libraryId, body.grants));
  serve(app, prefix, api.add, ({ request, body }) => service.add(actorOf(request), body.libraryId, body.grants));
  serve(app, prefix, api.remove, ({ request, body }) => service.remove(actorOf(request), body.libraryId, body.grantees));
  serve(app, prefix, api.effective, ({ request, query }) => service.effective(actorOf(request), query.libraryId, query.account));
  serve(app, prefix, api.templates, ({ request }) => templates.visible(actorOf(request)));
  serve(app, prefix, api.createTemplate, ({ request, body }) => templates.create(actorOf(request), body.name, body.grants));
  serve(app, prefix, api.updateTemplate, ({ request, body }) => templates.update(actorOf(request), body.id, body.name, body.grants));
  serve(app, prefix, api.deleteTemplate, async ({ request, params }) => {
    await templates.remove(actorOf(request), params.id);
    return null;
  });
}
