import { AppError, errors } from '../../errors';
import { libraryErrors } from '../library/library-errors';

const MIB = 1024 * 1024;

/** The resumable upload's refusals: a permit that cannot be given, a chunk that does not fit its upload. */
export const uploadErrors = {
  /** A relative path that climbs out of the target folder or names a drive. */
  badPath: (relativePath: string) => new AppError(400, 'BAD_PATH', 'uploadBadPath', { name: relativePath }),
  /** The upload is being stored: the sender asks again shortly. */
  finishing: () => new AppError(425, 'FINISHING', 'uploadFinishing'),
  md5Mismatch: () => new AppError(400, 'MD5_MISMATCH', 'uploadMd5Mismatch'),
  md5Changed: () => new AppError(409, 'MD5_CHANGED', 'uploadMd5Changed'),
  empty: () => new AppError(400, 'EMPTY', 'uploadEmpty'),
  /** The same refusal as a file sent whole. */
  fileTooLarge: libraryErrors.uploadTooLarge,
  /** One chunk's body larger than any chunk may be. */
  chunkTooLarge: () => errors.tooLarge('bodyTooLarge'),
  chunkCount: () => new AppError(400, 'CHUNKS', 'uploadChunkCount'),
  chunkLimits: (minChunkBytes: number, maxChunks: number) =>
    new AppError(400, 'CHUNKS', 'uploadChunkLimits', { size: Math.ceil(minChunkBytes / MIB), count: maxChunks }),
  noSpace: () => new AppError(413, 'NO_SPACE', 'uploadNoSpace'),
  chunkRange: () => new AppError(400, 'CHUNK_RANGE', 'uploadChunkRange'),
  chunkSize: () => new AppError(400, 'CHUNK_SIZE', 'uploadChunkSize'),
};
