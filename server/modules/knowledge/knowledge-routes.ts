import { classifyManageEndpoints as manage, knowledgeEndpoints as api, recommendManageEndpoints as recommend } from '../../../contract/knowledge';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { KnowledgeService } from './knowledge-service';

/** The knowledge base: the tree, a category's items, follows, the home; and its back office (classification admins). */
export const knowledgeModule: ApiModule<KnowledgeService> = (app, { apiPrefix: prefix }, service) => {
  serve(app, prefix, api.tree, ({ request }) => service.tree(actorOf(request)));
  serve(app, prefix, api.items, ({ request, params, query }) => service.items(actorOf(request), params.id, query));
  serve(app, prefix, api.follow, ({ request, params, query }) => service.follow(actorOf(request), { kind: query.kind, id: params.id }, query.follow === '1'));
  serve(app, prefix, api.followed, ({ request, query }) => service.followed(actorOf(request), query));
  serve(app, prefix, api.home, ({ request }) => service.home(actorOf(request)));

  serve(app, prefix, manage.create, ({ request, body }) => service.create(actorOf(request), body.name, body.parentId));
  serve(app, prefix, manage.rename, async ({ request, params, body }) => {
    await service.rename(actorOf(request), params.id, body.name);
    return null;
  });
  serve(app, prefix, manage.move, async ({ request, params, body }) => {
    await service.move(actorOf(request), params.id, body.parentId, body.position);
    return null;
  });
  serve(app, prefix, manage.remove, ({ request, params }) => service.remove(actorOf(request), params.id));
  serve(app, prefix, manage.candidates, ({ request, query }) => service.candidates(actorOf(request), query.keyword, query.kind));
  serve(app, prefix, manage.assign, async ({ request, params, body }) => {
    await service.assign(actorOf(request), params.id, { kind: body.kind, id: body.itemId });
    return null;
  });
  serve(app, prefix, manage.unassign, async ({ request, params, query }) => {
    await service.unassign(actorOf(request), params.id, { kind: query.kind, id: query.itemId });
    return null;
  });

  serve(app, prefix, recommend.list, ({ request }) => service.recommendations(actorOf(request)));
  serve(app, prefix, recommend.add, ({ request, body }) => service.recommend(actorOf(request), { kind: body.kind, id: body.itemId }, body.expiresAt));
  serve(app, prefix, recommend.expiry, async ({ request, params, body }) => {
    await service.setExpiry(actorOf(request), params.id, body.expiresAt);
    return null;
  });
  serve(app, prefix, recommend.reorder, async ({ request, body }) => {
    await service.reorder(actorOf(request), body.ids);
    return null;
  });
  serve(app, prefix, recommend.remove, async ({ request, params }) => {
    await service.unrecommend(actorOf(request), params.id);
    return null;
  });
};
