import { classifyManageEndpoints as manage, knowledgeEndpoints as api, recommendManageEndpoints as recommend } from '../../../contract/knowledge';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { KnowledgeServices } from './services';

/** The knowledge base: the tree, a category's items, follows, the home; and its back office (classification admins). */
export const knowledgeModule: ApiModule<KnowledgeServices> = (app, { apiPrefix: prefix }, { knowledge, classify, recommend: recommendations }) => {
  serve(app, prefix, api.tree, ({ request }) => knowledge.tree(actorOf(request)));
  serve(app, prefix, api.items, ({ request, params, query }) => knowledge.items(actorOf(request), params.id, query));
  serve(app, prefix, api.follow, ({ request, params, query }) => knowledge.follow(actorOf(request), { kind: query.kind, id: params.id }, query.follow === '1'));
  serve(app, prefix, api.followed, ({ request, query }) => knowledge.followed(actorOf(request), query));
  serve(app, prefix, api.home, ({ request }) => knowledge.home(actorOf(request)));

  serve(app, prefix, manage.create, ({ request, body }) => classify.create(actorOf(request), body.name, body.parentId));
  serve(app, prefix, manage.rename, async ({ request, params, body }) => {
    await classify.rename(actorOf(request), params.id, body.name);
    return null;
  });
  serve(app, prefix, manage.move, async ({ request, params, body }) => {
    await classify.move(actorOf(request), params.id, body.parentId, body.position);
    return null;
  });
  serve(app, prefix, manage.remove, ({ request, params }) => classify.remove(actorOf(request), params.id));
  serve(app, prefix, manage.candidates, ({ request, query }) => classify.candidates(actorOf(request), query.keyword, query.kind));
  serve(app, prefix, manage.assign, async ({ request, params, body }) => {
    await classify.assign(actorOf(request), params.id, { kind: body.kind, id: body.itemId });
    return null;
  });
  serve(app, prefix, manage.unassign, async ({ request, params, query }) => {
    await classify.unassign(actorOf(request), params.id, { kind: query.kind, id: query.itemId });
    return null;
  });

  serve(app, prefix, recommend.list, ({ request }) => recommendations.list(actorOf(request)));
  serve(app, prefix, recommend.add, ({ request, body }) => recommendations.add(actorOf(request), { kind: body.kind, id: body.itemId }, body.expiresAt));
  serve(app, prefix, recommend.expiry, async ({ request, params, body }) => {
    await recommendations.setExpiry(actorOf(request), params.id, body.expiresAt);
    return null;
  });
  serve(app, prefix, recommend.reorder, async ({ request, body }) => {
    await recommendations.reorder(actorOf(request), body.ids);
    return null;
  });
  serve(app, prefix, recommend.remove, async ({ request, params }) => {
    await recommendations.remove(actorOf(request), params.id);
    return null;
  });
};
