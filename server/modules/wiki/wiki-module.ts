import type { ApiModule } from '../../http/api-module';
import type { BlobStore } from '../../storage/blob-store';
import type { WikiArea } from './wiki-area';
import { wikiRoutes } from './wiki-routes';

/** Registers the wiki's calls and its live-editing socket under the API prefix. */
export const wikiModule: ApiModule<{ wiki: WikiArea; store: BlobStore }> = async (app, { apiPrefix }, { wiki, store }) => {
  await wikiRoutes(app, apiPrefix, wiki, store);
};
