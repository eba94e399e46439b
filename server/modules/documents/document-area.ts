import { uploadEndpoints } from '../../../contract/upload';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SecuritySettingsStore } from '../../settings/security-settings';
import { createBlobStore } from '../../storage/create-store';
import type { DocumentReports } from '../notifications/notifying-services';
import { chunkUploadService } from '../upload/chunk-upload-service';
import { createPartStore } from '../upload/create-part-store';
import type { AccessScope } from '../wiki/collab-access';
import { documentServices } from './document-services';

interface DocumentAreaOptions {
  /** Where free disk space for uploads is read; the disk holding the part files unless given. */
  freeBytes?: () => Promise<number>;
  /** Told the size of every upload chunk written. */
  onChunkWritten?: (bytes: number) => void;
  /** The security settings (which uploads and previews are allowed); the built-in rules without them. */
  security?: SecuritySettingsStore;
  /** Told when grants of these libraries (all: `null`) changed, so live editing checks its open connections again. */
  accessChanged?: (libraryIds: AccessScope) => void;
  /** Told of changes to files and grants once they committed, for the notifications. */
  reports?: DocumentReports;
}

/**
 * The composition root of the document area: one blob store, the services of libraries, files and
 * search over one repositories bundle, and the resumable upload on top of the files module.
 */
export async function documentArea(db: Db, config: Config, options: DocumentAreaOptions = {}) {
  const store = await createBlobStore(config);
  const services = documentServices(db, store, config, options.security, options.accessChanged, options.reports);
  const parts = await createPartStore(config);
  const resumable = chunkUploadService(services.repos, {
    files: { uploads: services.uploads, content: services.content },
    parts,
    target: `${config.apiPrefix}${uploadEndpoints.chunk.path}`,
    maxBytes: config.uploadMaxBytes,
    freeBytes: options.freeBytes ?? parts.freeBytes,
    onChunkWritten: options.onChunkWritten,
  });
  return { ...services, resumable };
}

export type DocumentArea = Awaited<ReturnType<typeof documentArea>>;
