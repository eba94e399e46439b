import { z } from 'zod';
import { envelope } from '../../contract/schema-helpers';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { accessTokenService } from './access-token-service';
import { actorOf } from './plugin';

const tokenInfo = z.object({ id: z.number().int(), name: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() });

export function accessTokenRoutes(app: App, prefix: string, tokens: ReturnType<typeof accessTokenService>) {
  const base = `${prefix}/erp/token`;
  const tags = ['session'];

  app.get(base, {
    schema: { tags, response: { 200: envelope(z.array(tokenInfo)) } },
    handler: async (request) => ok(await tokens.list(actorOf(request))),
  });

  app.post(base, {
    schema: {
      tags,
      body: z.strictObject({ name: z.string().trim().min(1, 'v:necessary:').max(100) }),
      response: { 200: envelope(z.object({ id: z.number().int(), name: z.string(), token: z.string() })) },
    },
    handler: async (request) => ok(await tokens.create(actorOf(request), request.body.name)),
  });

  app.delete(`${base}/:id`, {
    schema: { tags, params: z.strictObject({ id: z.coerce.number().int().positive() }), response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await tokens.revoke(actorOf(request), request.params.id);
      return ok(null);
    },
  });
}
