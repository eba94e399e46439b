import { fileEndpoints as api } from '../../../contract/files';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { FileService } from './file-service';
import type { VersionService } from './version-service';

/** The file manager of a library: browse, change and versions. */
export function fileRoutes(app: App, prefix: string, files: FileService, versions: VersionService) {
  serve(app, prefix, api.list, ({ request, query }) => files.list(actorOf(request), query));
  serve(app, prefix, api.tree, ({ request, query }) => files.tree(actorOf(request), query));
  serve(app, prefix, api.createFolder, ({ request, body }) => files.createFolder(actorOf(request), body));
  serve(app, prefix, api.rename, ({ request, body }) => files.rename(actorOf(request), body));
  serve(app, prefix, api.move, ({ request, body }) => files.move(actorOf(request), body));
  serve(app, prefix, api.copy, ({ request, body }) => files.copy(actorOf(request), body));
  serve(app, prefix, api.remove, ({ request, body }) => files.remove(actorOf(request), body));
  serve(app, prefix, api.info, ({ request, params }) => files.info(actorOf(request), params.libraryId, params.nodeId));
  serve(app, prefix, api.versions, ({ request, params }) => versions.list(actorOf(request), params.libraryId, params.nodeId));
  serve(app, prefix, api.restoreVersion, ({ request, params }) => versions.restore(actorOf(request), params.libraryId, params.nodeId, params.versionId));
}
