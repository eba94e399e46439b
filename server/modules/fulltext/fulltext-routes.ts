import { fulltextEndpoints as api } from '../../../contract/fulltext';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { FulltextService } from './fulltext-service';

/** GET fulltext: the knowledge area's search across every library the person can read. */
export const fulltextModule: ApiModule<FulltextService> = (app, { apiPrefix }, service) => {
  serve(app, apiPrefix, api.search, ({ request, query }) => service.search(actorOf(request), query));
};
