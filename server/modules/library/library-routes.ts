import { libraryEndpoints as api } from '../../../contract/library';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { LibraryService } from './library-service';

/** Department and personal libraries (doc_library), the caller's permissions, operation records and the back office. */
export function libraryRoutes(app: App, prefix: string, service: LibraryService) {

  serve(app, prefix, api.create, ({ request, body }) => service.create(actorOf(request), body));
  serve(app, prefix, api.update, ({ request, body }) => service.update(actorOf(request), body));
  serve(app, prefix, api.byUser, ({ request, query }) => service.byUser(actorOf(request), query));
  serve(app, prefix, api.followed, ({ request, query }) => service.followed(actorOf(request), query.kind));
  serve(app, prefix, api.follow, ({ request, params }) => service.follow(actorOf(request), params.id, params.follow === '1'));
  serve(app, prefix, api.remove, async ({ request, params }) => {
    await service.remove(actorOf(request), params.id);
    return null;
  });
  serve(app, prefix, api.personal, ({ request }) => service.personal(actorOf(request)));
  serve(app, prefix, api.detail, ({ request, params }) => service.get(actorOf(request), params.id));
  serve(app, prefix, api.operations, ({ request, params, query }) => service.operations(actorOf(request), params.id, query, requestLocale(request)));
  serve(app, prefix, api.userPermission, ({ request }) => service.userPermission(actorOf(request)));
  serve(app, prefix, api.permissionOf, ({ request, params }) => service.permissionOf(actorOf(request), params.id));
  serve(app, prefix, api.administered, ({ request, query }) => service.administered(actorOf(request), false, query));
  serve(app, prefix, api.administeredDeleted, ({ request, query }) => service.administered(actorOf(request), true, query));
  serve(app, prefix, api.restore, ({ request, params }) => service.restore(actorOf(request), params.id));
  serve(app, prefix, api.purge, async ({ request, params }) => {
    await service.purge(actorOf(request), params.id);
    return null;
  });
}
