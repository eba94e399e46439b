import type { ApiModule } from '../../http/api-module';
import { contentRoutes } from '../files/content-routes';
import { fileRoutes } from '../files/file-routes';
import { libraryRoutes } from '../library/library-routes';
import { permissionRoutes } from '../library/permission-routes';
import { projectLibraryRoutes } from '../library/project-library-routes';
import { manageRoutes } from '../manage/manage-routes';
import { recycleRoutes } from '../recycle/recycle-routes';
import { searchRoutes } from '../search/search-routes';
import { uploadRoutes } from '../upload/upload-routes';
import type { DocumentArea } from './document-area';

/** Registers every document-library call (the contract's document entries) under the API prefix. */
export const documentModule: ApiModule<DocumentArea> = async (app, { apiPrefix }, area) => {
  libraryRoutes(app, apiPrefix, area.libraries);
  permissionRoutes(app, apiPrefix, area.permissions, area.templates);
  projectLibraryRoutes(app, apiPrefix, area.libraries, area.projects);
  fileRoutes(app, apiPrefix, area.files, area.versions);
  recycleRoutes(app, apiPrefix, area.recycle);
  await contentRoutes(app, apiPrefix, { store: area.store, uploads: area.uploads, content: area.content, previews: area.previews });
  searchRoutes(app, apiPrefix, area.search);
  manageRoutes(app, apiPrefix, area.history);
  await uploadRoutes(app, apiPrefix, area.resumable);
};
