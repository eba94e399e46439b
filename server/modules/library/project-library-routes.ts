import { z } from 'zod';
import {
  batchResult,
  batchShareBody,
  batchUnShareBody,
  batchUpdateLibAdminBody,
  followParams,
  library,
  page,
  pagingQuery,
  projectSyncResult,
  updateLibraryBody,
} from '../../../contract/library';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import type { LibraryService } from './library-service';
import type { PermissionService } from './permission-service';
import type { ProjectLibraryService } from './project-library-service';

const listQuery = z.strictObject({ keyword: z.string().trim().max(LIBRARY_LIMITS.libraryNameMax).optional(), ...pagingQuery });

/** Project libraries (ppm_project_doc_library); `user_permission` lives with the common calls. */
export function projectLibraryRoutes(app: App, doc: string, libraries: LibraryService, projects: ProjectLibraryService, permissions: PermissionService) {
  const base = `${doc}/ppm_project_doc_library`;
  const tags = ['project libraries'];

  app.get(`${base}/by_user`, {
    schema: { tags, querystring: listQuery, response: { 200: envelope(page(library)) } },
    handler: async (request) => ok(await libraries.byUser(actorOf(request), { ...request.query, kind: 'project' })),
  });

  app.get(`${base}/sync`, {
    schema: { tags, response: { 200: envelope(projectSyncResult) } },
    handler: async (request) => ok(await projects.sync(actorOf(request))),
  });

  app.get(`${base}/follow`, {
    schema: { tags, response: { 200: envelope(z.array(library)) } },
    handler: async (request) => ok(await libraries.followed(actorOf(request), 'project')),
  });

  app.put(`${base}/follow/:id/:follow`, {
    schema: { tags, params: followParams, response: { 200: envelope(library) } },
    handler: async (request) => ok(await libraries.follow(actorOf(request), request.params.id, request.params.follow === '1', 'project')),
  });

  app.put(base, {
    schema: { tags, body: updateLibraryBody, response: { 200: envelope(library) } },
    handler: async (request) => ok(await libraries.update(actorOf(request), request.body, 'project')),
  });

  app.post(`${base}/batchShare`, {
    schema: { tags, body: batchShareBody, response: { 200: envelope(batchResult) } },
    handler: async (request) => ok(await permissions.batchShare(actorOf(request), request.body.libraryIds, request.body.templateId, request.body.grants)),
  });

  app.post(`${base}/batchUnShare`, {
    schema: { tags, body: batchUnShareBody, response: { 200: envelope(batchResult) } },
    handler: async (request) => ok(await permissions.batchUnShare(actorOf(request), request.body.libraryIds, request.body.grantees)),
  });

  app.post(`${base}/batchUpdateLibAdmin`, {
    schema: { tags, body: batchUpdateLibAdminBody, response: { 200: envelope(batchResult) } },
    handler: async (request) => ok(await permissions.batchUpdateLibAdmin(actorOf(request), request.body.libraryIds, request.body.admins)),
  });
}
