import { searchQuery, searchResult } from '../../../contract/search';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import type { SearchService } from './search-service';

/** GET search: lib docSearch with `libraryId`, /doc/search across the caller's libraries without it. */
export function searchRoutes(app: App, doc: string, service: SearchService) {
  app.get(`${doc}/search`, {
    schema: { tags: ['search'], querystring: searchQuery, response: { 200: envelope(searchResult) } },
    handler: async (request) => ok(await service.search(actorOf(request), request.query)),
  });
}
