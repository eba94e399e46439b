import path from 'node:path';
import type { Config } from '../../config';
import { partFiles } from './part-file';
import type { PartStore } from './part-store';
import { s3PartStore } from './s3-part-store';

/**
 * Where upload chunks wait, beside the blobs: S3 multipart uploads in the bucket, or part files in
 * DATA_DIR/uploads (on the blobs' file system, so a finished upload becomes a blob by a rename).
 */
export function createPartStore(config: Config): Promise<PartStore> {
  if (config.storage.driver === 's3') return s3PartStore(config.storage, path.join(config.dataDir, 'staging'));
  return Promise.resolve(partFiles(path.join(config.dataDir, 'uploads')));
}
