import { projectLibraryEndpoints as api } from '../../../contract/library';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { LibraryService } from './library-service';
import type { ProjectLibraryService } from './project-library-service';

/** Project libraries (ppm_project_doc_library); `user_permission` lives with the common calls. */
export function projectLibraryRoutes(app: App, prefix: string, libraries: LibraryService, projects: ProjectLibraryService) {
  serve(app, prefix, api.byUser, ({ request, query }) => libraries.byUser(actorOf(request), { ...query, kind: 'project' }));
  serve(app, prefix, api.sync, ({ request }) => projects.sync(actorOf(request)));
  serve(app, prefix, api.followed, ({ request }) => libraries.followed(actorOf(request), 'project'));
  serve(app, prefix, api.follow, ({ request, params }) => libraries.follow(actorOf(request), params.id, params.follow === '1', 'project'));
  serve(app, prefix, api.update, ({ request, body }) => libraries.update(actorOf(request), body, 'project'));
  serve(app, prefix, api.batchShare, ({ request, body }) => projects.batchShare(actorOf(request), body.libraryIds, body.templateId, body.grants));
  serve(app, prefix, api.batchUnShare, ({ request, body }) => projects.batchUnShare(actorOf(request), body.libraryIds, body.grantees));
  serve(app, prefix, api.batchUpdateAdmins, ({ request, body }) => projects.batchUpdateAdmins(actorOf(request), body.libraryIds, body.admins));
}
