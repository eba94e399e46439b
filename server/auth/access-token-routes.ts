import { accessTokenEndpoints as api } from '../../contract/access-tokens';
import { serve } from '../http/endpoint-routes';
import type { App } from '../http/types';
import type { accessTokenService } from './access-token-service';
import { actorOf } from './plugin';

export function accessTokenRoutes(app: App, prefix: string, tokens: ReturnType<typeof accessTokenService>) {
  serve(app, prefix, api.list, ({ request }) => tokens.list(actorOf(request)));
  serve(app, prefix, api.create, ({ request, body }) => tokens.create(actorOf(request), body.name));
  serve(app, prefix, api.revoke, async ({ request, params }) => {
    await tokens.revoke(actorOf(request), params.id);
    return null;
  });
}
