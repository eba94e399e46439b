import { accessTokenEndpoints as api } from '../../contract/access-tokens';
import type { ApiModule } from '../http/api-module';
import { serve } from '../http/endpoint-routes';
import type { AccessTokenService } from './access-token-service';
import { actorOf } from './plugin';

/** Personal access tokens for pipelines. */
export const accessTokenModule: ApiModule<AccessTokenService> = (app, { apiPrefix: prefix }, tokens) => {
  serve(app, prefix, api.list, ({ request }) => tokens.list(actorOf(request)));
  serve(app, prefix, api.create, async ({ request, body }) => {
    const created = await tokens.create(actorOf(request), body);
    await request.audit({ action: 'ACCESS_TOKEN_CREATE', subjectId: created.id, subjectName: created.name });
    return created;
  });
  serve(app, prefix, api.revoke, async ({ request, params }) => {
    const name = await tokens.revoke(actorOf(request), params.id);
    await request.audit({ action: 'ACCESS_TOKEN_REVOKE', subjectId: params.id, subjectName: name });
    return null;
  });
};
