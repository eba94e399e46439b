import { z } from 'zod';
import { grant, idParam, permQuery, removePermBody, setPermBody, shareTemplate, shareTemplateBody, updateShareTemplateBody } from '../../../contract/library';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import type { PermissionService } from './permission-service';

/** Grants of a library (common/perm) and share templates (manage/shareTemplate). */
export function permissionRoutes(app: App, doc: string, service: PermissionService) {
  const tags = ['library permissions'];

  app.get(`${doc}/common/perm`, {
    schema: { tags, querystring: permQuery, response: { 200: envelope(z.array(grant)) } },
    handler: async (request) => ok(await service.list(actorOf(request), request.query.libraryId)),
  });

  app.put(`${doc}/common/perm`, {
    schema: { tags, body: setPermBody, response: { 200: envelope(z.array(grant)) } },
    handler: async (request) => ok(await service.replace(actorOf(request), request.body.libraryId, request.body.grants)),
  });

  app.post(`${doc}/common/perm`, {
    schema: { tags, body: setPermBody, response: { 200: envelope(z.array(grant)) } },
    handler: async (request) => ok(await service.add(actorOf(request), request.body.libraryId, request.body.grants)),
  });

  app.post(`${doc}/common/perm/remove`, {
    schema: { tags, body: removePermBody, response: { 200: envelope(z.array(grant)) } },
    handler: async (request) => ok(await service.remove(actorOf(request), request.body.libraryId, request.body.grantees)),
  });

  app.get(`${doc}/manage/shareTemplate`, {
    schema: { tags, response: { 200: envelope(z.array(shareTemplate)) } },
    handler: async (request) => ok(await service.templates(actorOf(request))),
  });

  app.post(`${doc}/manage/shareTemplate`, {
    schema: { tags, body: shareTemplateBody, response: { 200: envelope(shareTemplate) } },
    handler: async (request) => ok(await service.createTemplate(actorOf(request), request.body.name, request.body.grants)),
  });

  app.put(`${doc}/manage/shareTemplate`, {
    schema: { tags, body: updateShareTemplateBody, response: { 200: envelope(shareTemplate) } },
    handler: async (request) => ok(await service.updateTemplate(actorOf(request), request.body.id, request.body.name, request.body.grants)),
  });

  app.delete(`${doc}/manage/shareTemplate/:id`, {
    schema: { tags, params: idParam, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await service.deleteTemplate(actorOf(request), request.params.id);
      return ok(null);
    },
  });
}
