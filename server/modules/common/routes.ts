import { z } from 'zod';
import {
  department,
  directoryQuery,
  directoryUser,
  group,
  metadataEntry,
  metadataQuery,
  metadataType,
  operationAction,
  project,
  projectViewPermission,
  switchState,
  toolListQuery,
  userType,
} from '../../../contract/common';
import { envelope } from '../../../contract/schema-helpers';
import { toolEntry } from '../../../contract/tools';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import { commonService } from './service';

const idParam = z.strictObject({ id: z.coerce.number().int().positive() });

export function commonRoutes(app: App, config: Config, db: Db) {
  const service = commonService(db);
  const doc = `${config.apiPrefix}/ms/doc/api/user`;
  const task = `${config.apiPrefix}/task/api/user`;

  app.get(`${doc}/common/user`, {
    schema: { tags: ['common'], querystring: directoryQuery, response: { 200: envelope(z.array(directoryUser)) } },
    handler: async (request) => ok(await service.searchUsers(request.query.query)),
  });

  app.get(`${doc}/common/dept`, {
    schema: { tags: ['common'], response: { 200: envelope(z.array(department)) } },
    handler: async () => ok(await service.departments()),
  });

  app.get(`${doc}/common/:id/group`, {
    schema: { tags: ['common'], params: idParam, response: { 200: envelope(z.array(group)) } },
    handler: async (request) => ok(await service.groups(request.params.id)),
  });

  app.get(`${doc}/common/user_type`, {
    schema: { tags: ['common'], response: { 200: envelope(z.array(userType)) } },
    handler: async (request) => ok(service.userTypes(requestLocale(request))),
  });

  app.get(`${doc}/pool/isClassifyAdmin`, {
    schema: { tags: ['common'], response: { 200: envelope(z.boolean()) } },
    handler: async (request) => ok(actorOf(request).isClassifyAdmin),
  });

  app.get(`${doc}/switch`, {
    schema: { tags: ['common'], response: { 200: envelope(switchState) } },
    handler: async () => ok(await service.topSwitch()),
  });

  app.get(`${doc}/ppm_project_doc_library/user_permission`, {
    schema: { tags: ['common'], response: { 200: envelope(projectViewPermission) } },
    handler: async (request) => ok({ viewPermission: await service.projectViewPermission(actorOf(request)) }),
  });

  app.post(`${config.apiPrefix}/doc/api/user/alarm/getOperationAction`, {
    schema: { tags: ['common'], body: z.strictObject({}).optional(), response: { 200: envelope(z.array(operationAction)) } },
    handler: async (request) => ok(service.operationActions(requestLocale(request))),
  });

  app.get(`${task}/metadatas`, {
    schema: {
      tags: ['code check'],
      querystring: metadataQuery,
      response: { 200: envelope(z.partialRecord(metadataType, z.array(metadataEntry))) },
    },
    handler: async (request) => ok(service.metadata(request.query.metadataType, requestLocale(request))),
  });

  app.get(`${task}/projects`, {
    schema: { tags: ['code check'], response: { 200: envelope(z.array(project)) } },
    handler: async (request) => ok(await service.projects(actorOf(request))),
  });

  app.get(`${task}/toolList`, {
    schema: { tags: ['code check'], querystring: toolListQuery, response: { 200: envelope(z.array(toolEntry)) } },
    handler: async (request) => ok(service.tools(request.query.isDetail === 'true')),
  });
}
