import { AREA } from '../../contract/api-areas';
import { searchEndpoints as api } from '../../contract/search';
import { actorOf } from '../auth/plugin';
import { prefixBefore, serve } from '../http/endpoint-routes';
import type { App } from '../http/types';
import type { SearchService } from './search-service';

/** GET search: lib docSearch with `libraryId`, /doc/search across the caller's libraries without it. */
export function searchRoutes(app: App, doc: string, service: SearchService) {
  serve(app, prefixBefore(doc, AREA.doc), api.search, ({ request, query }) => service.search(actorOf(request), query));
}
