import { searchEndpoints as api } from '../../../contract/search';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { SearchService } from './search-service';

/** GET search: lib docSearch with `libraryId`, /doc/search across the caller's libraries without it. */
export function searchRoutes(app: App, prefix: string, service: SearchService) {
  serve(app, prefix, api.search, ({ request, query }) => service.search(actorOf(request), query));
}
