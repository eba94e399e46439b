import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/types';
import { searchRoutes } from '../search/search-routes';
import { searchService } from '../search/search-service';
import type { BlobStore } from '../../storage/blob-store';
import { createBlobStore } from '../../storage/create-store';
import { sweepStaging } from '../../storage/staging';
import { contentRoutes } from '../files/content-routes';
import { contentService } from '../files/content-service';
import { fileRoutes } from '../files/file-routes';
import { fileService } from '../files/file-service';
import { previewService } from '../files/preview-service';
import { treePurger } from '../files/purge';
import { recycleService } from '../files/recycle-service';
import { uploadService } from '../files/upload-service';
import { versionService } from '../files/version-service';
import { libraryRoutes } from './library-routes';
import { libraryService } from './library-service';
import { permissionRoutes } from './permission-routes';
import { permissionService } from './permission-service';
import { libraryPolicy } from './policy';
import { projectLibraryRoutes } from './project-library-routes';
import { projectLibraryService } from './project-library-service';
import { DAY_MS } from '../../../contract/constants';


/** The services of document libraries over one database and blob store; the API, the sweep and scripts share them. */
export function libraryServices(db: Db, store: BlobStore, config: Pick<Config, 'libreOfficeBin'>) {
  const policy = libraryPolicy(db);
  const purger = treePurger(db, store);
  const permissions = permissionService(db, policy);
  const libraries = libraryService(db, policy, permissions, purger);
  return {
    policy,
    permissions,
    libraries,
    projects: projectLibraryService(db, policy, permissions),
    files: fileService(db, policy),
    recycle: recycleService(db, policy, purger),
    versions: versionService(db, policy),
    uploads: uploadService(db, policy, store),
    content: contentService(db, policy, store),
    previews: previewService(db, policy, store, config.libreOfficeBin),
    search: searchService(db, policy),
  };
}

export type LibraryServices = ReturnType<typeof libraryServices>;

/**
 * Registers every document-library call under `{prefix}/ms/doc/api/user` and, unless turned off, the
 * hourly sweep that purges recycle-bin items and deleted libraries past their retention. The sweep is
 * idempotent, so several instances running it against one database is harmless.
 */
export async function libraryModule(app: App, config: Config, db: Db) {
  const store = await createBlobStore(config);
  const services = libraryServices(db, store, config);
  const doc = `${config.apiPrefix}/ms/doc/api/user`;

  libraryRoutes(app, doc, services.libraries);
  permissionRoutes(app, doc, services.permissions);
  projectLibraryRoutes(app, doc, services.libraries, services.projects, services.permissions);
  fileRoutes(app, doc, services.files, services.recycle, services.versions);
  await contentRoutes(app, doc, { store, uploads: services.uploads, content: services.content, previews: services.previews });
  searchRoutes(app, doc, services.search);

  if (config.recycleSweepMs > 0) {
    const sweep = async () => {
      try {
        await services.recycle.sweep();
        await services.libraries.sweepLibraries();
        if (config.storage.driver === 'local') await sweepStaging(path.join(config.storage.root, '.staging'), DAY_MS);
        else await sweepStaging(path.join(config.dataDir, 'staging'), DAY_MS);
      } catch (error) {
        app.log.error({ err: error }, 'recycle sweep failed');
      }
    };
    const timer = setInterval(() => void sweep(), config.recycleSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return services;
}
