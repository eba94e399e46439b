import { z } from 'zod';
import {
  createLibraryBody,
  followParams,
  idParam,
  library,
  libraryListQuery,
  libraryPermission,
  operationRecord,
  operationsQuery,
  page,
  pagingQuery,
  updateLibraryBody,
  userPermission,
} from '../../../contract/library';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { LibraryService } from './library-service';

const backstageQuery = z.strictObject({ keyword: z.string().trim().max(LIBRARY_LIMITS.libraryNameMax).optional(), ...pagingQuery });
const kindQuery = z.strictObject({ kind: z.enum(['department', 'project', 'personal']).optional() });

/** Department and personal libraries (doc_library), the caller's permissions, operation records and the back office. */
export function libraryRoutes(app: App, doc: string, service: LibraryService) {
  const tags = ['document libraries'];

  app.post(`${doc}/doc_library`, {
    schema: { tags, body: createLibraryBody, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.create(actorOf(request), request.body)),
  });

  app.put(`${doc}/doc_library`, {
    schema: { tags, body: updateLibraryBody, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.update(actorOf(request), request.body)),
  });

  app.get(`${doc}/doc_library/by_user`, {
    schema: { tags, querystring: libraryListQuery, response: { 200: envelope(page(library)) } },
    handler: async (request) => ok(await service.byUser(actorOf(request), request.query)),
  });

  app.get(`${doc}/doc_library/follow`, {
    schema: { tags, querystring: kindQuery, response: { 200: envelope(z.array(library)) } },
    handler: async (request) => ok(await service.followed(actorOf(request), request.query.kind)),
  });

  app.put(`${doc}/doc_library/follow/:id/:follow`, {
    schema: { tags, params: followParams, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.follow(actorOf(request), request.params.id, request.params.follow === '1')),
  });

  app.put(`${doc}/doc_library/del/:id`, {
    schema: { tags, params: idParam, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get(`${doc}/doc_library/personal`, {
    schema: { tags, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.personal(actorOf(request))),
  });

  app.get(`${doc}/doc_library/:id`, {
    schema: { tags, params: idParam, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.get(actorOf(request), request.params.id)),
  });

  app.get(`${doc}/doc_library/:id/operations`, {
    schema: { tags, params: idParam, querystring: operationsQuery, response: { 200: envelope(page(operationRecord)) } },
    handler: async (request) => ok(await service.operations(actorOf(request), request.params.id, request.query, requestLocale(request))),
  });

  app.get(`${doc}/user_permission`, {
    schema: { tags, response: { 200: envelope(userPermission) } },
    handler: async (request) => ok(await service.userPermission(actorOf(request))),
  });

  app.get(`${doc}/user_permission/:id`, {
    schema: { tags, params: idParam, response: { 200: envelope(libraryPermission) } },
    handler: async (request) => ok(await service.permissionOf(actorOf(request), request.params.id)),
  });

  app.get(`${doc}/backstage/doc_library`, {
    schema: { tags, querystring: backstageQuery, response: { 200: envelope(page(library)) } },
    handler: async (request) => ok(await service.administered(actorOf(request), false, request.query)),
  });

  app.get(`${doc}/backstage/recycle`, {
    schema: { tags, querystring: backstageQuery, response: { 200: envelope(page(library)) } },
    handler: async (request) => ok(await service.administered(actorOf(request), true, request.query)),
  });

  app.put(`${doc}/backstage/recycle/:id/restore`, {
    schema: { tags, params: idParam, response: { 200: envelope(library) } },
    handler: async (request) => ok(await service.restore(actorOf(request), request.params.id)),
  });

  app.delete(`${doc}/backstage/recycle/:id`, {
    schema: { tags, params: idParam, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await service.purge(actorOf(request), request.params.id);
      return ok(null);
    },
  });
}
