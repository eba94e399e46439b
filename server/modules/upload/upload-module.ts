import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/types';
import { uploadEndpoints } from '../../../contract/upload';
import type { LibraryServices } from '../library/library-module';
import { chunkUploadService } from './chunk-upload-service';
import { partFiles } from './part-file';
import { uploadRoutes } from './upload-routes';

const HOUR = 3_600_000;

/** Registers the resumable upload and the hourly collection of abandoned uploads (also run at start-up, which takes back interrupted finishes). */
export async function uploadModule(app: App, config: Config, db: Db, libraries: LibraryServices, freeBytes?: () => Promise<number>) {
  const doc = `${config.apiPrefix}/ms/doc/api/user`;
  // Beside the blobs, so a finished upload becomes a blob by a rename on the same file system.
  const parts = partFiles(path.join(config.dataDir, 'uploads'));
  const uploads = chunkUploadService(db, {
    libraries,
    parts,
    target: `${config.apiPrefix}${uploadEndpoints.chunk.path}`,
    maxBytes: config.uploadMaxBytes,
    freeBytes: freeBytes ?? parts.freeBytes,
  });
  await uploadRoutes(app, doc, uploads);
  const sweep = () => uploads.sweep().catch((error) => app.log.error({ err: error }, 'upload sweep failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return uploads;
}
