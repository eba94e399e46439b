import { accessTokenEndpoints as api } from '../../contract/access-tokens';
import type { ApiModule } from '../http/api-module';
import { serve } from '../http/endpoint-routes';
import type { AccessTokenService } from './access-token-service';
import { actorOf } from './plugin';

/** Personal access tokens for pipelines. */
export const accessTokenModule: ApiModule<AccessTokenService> = (app, { apiPrefix: prefix }, tokens) => {
  serve(app, prefix, api.list, ({ request }) => tokens.list(actorOf(request)));
  serve(app, prefix, api.create, ({ request, body }) => tokens.create(actorOf(request), body));
  serve(app, prefix, api.revoke, async ({ request, params }) => {
    await tokens.revoke(actorOf(request), params.id);
    return null;
  });
};
