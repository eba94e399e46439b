import { commentEndpoints as comments } from '../../../contract/comments';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { CommentService } from './comment-service';

/** Comments on files, folders and wiki pages, and each library's rule of who may comment. */
export async function commentModule(app: App, config: Pick<Config, 'apiPrefix'>, service: CommentService) {
  const prefix = config.apiPrefix;
  serve(app, prefix, comments.list, ({ request, query }) => service.list(actorOf(request), { type: query.type, libraryId: query.libraryId, id: query.id }));
  serve(app, prefix, comments.counts, ({ request, query }) => service.counts(actorOf(request), query.type, query.libraryId, query.ids));
  serve(app, prefix, comments.create, ({ request, body }) => service.create(actorOf(request), body));
  serve(app, prefix, comments.edit, ({ request, params, body }) => service.edit(actorOf(request), params.id, body.body));
  serve(app, prefix, comments.remove, ({ request, params }) => service.remove(actorOf(request), params.id));
  serve(app, prefix, comments.resolve, ({ request, params, body }) => service.resolve(actorOf(request), params.id, body.resolved));
  serve(app, prefix, comments.rule, ({ request, params }) => service.rule(actorOf(request), params.libraryId));
  serve(app, prefix, comments.setRule, ({ request, params, body }) => service.setRule(actorOf(request), params.libraryId, body.who));
}
