import { fileEndpoints as api } from '../../../contract/files';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { RecycleService } from './recycle-service';

/** A library's recycle bin: its deleted files, folders and wiki pages, restored, purged or emptied. */
export function recycleRoutes(app: App, prefix: string, recycle: RecycleService) {
  serve(app, prefix, api.recycle, ({ request, query }) => recycle.list(actorOf(request), query));
  serve(app, prefix, api.restoreDeleted, ({ request, body }) => recycle.restore(actorOf(request), body));
  serve(app, prefix, api.purgeDeleted, ({ request, body }) => recycle.purge(actorOf(request), body));
  serve(app, prefix, api.emptyRecycle, ({ request, body }) => recycle.empty(actorOf(request), body));
}
