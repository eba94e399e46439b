import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { localBlobStore } from './local-store';
import { s3BlobStore } from './s3-store';

/** The blob store the configuration asks for: local disk under DATA_DIR/blobs, or an S3-compatible bucket. */
export function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.storage.driver === 's3') return s3BlobStore(config.storage, path.join(config.dataDir, 'staging'));
  return Promise.resolve(localBlobStore(config.storage.root));
}
