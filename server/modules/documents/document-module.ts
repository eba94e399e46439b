import type { ApiModule } from '../../http/api-module';
import { contentRoutes } from '../files/content-routes';
import { fileRoutes } from '../files/file-routes';
import { libraryRoutes } from '../library/library-routes';
import { permissionRoutes } from '../library/permission-routes';
import { projectLibraryRoutes } from '../library/project-library-routes';
import { searchRoutes } from '../search/search-routes';
import { uploadRoutes } from '../upload/upload-routes';
import type { DocumentArea } from './document-area';
import { documentPrefix } from './document-prefix';

/** Registers every document-library call under `{prefix}/ms/doc/api/user`. */
export const documentModule: ApiModule<DocumentArea> = async (app, { apiPrefix }, area) => {
  const doc = documentPrefix(apiPrefix);
  libraryRoutes(app, doc, area.libraries);
  permissionRoutes(app, doc, area.permissions);
  projectLibraryRoutes(app, doc, area.libraries, area.projects, area.permissions);
  fileRoutes(app, doc, area.files, area.recycle, area.versions);
  await contentRoutes(app, doc, { store: area.store, uploads: area.uploads, content: area.content, previews: area.previews });
  searchRoutes(app, doc, area.search);
  await uploadRoutes(app, doc, area.resumable);
};
