import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { resolveInside } from '../../storage/local-store';
import { isMissing, s3Client, type S3Settings } from '../../storage/s3-client';
import { stageStream } from '../../storage/staging';
import type { PartStore, PartRef } from './part-store';

/** S3 refuses parts under 5 MiB (except the last) and more than 10,000 parts in one upload. */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
const S3_MAX_PARTS = 10_000;

/**
 * The chunks of each resumable upload as the parts of an S3 multipart upload, so a chunk may reach any
 * instance. The part's ETag is kept with the chunk in the database (not every S3-compatible store lists
 * parts). When the last chunk is in, the instance that finishes completes the multipart upload and reads
 * the object back once into its local staging folder, hashing it on the way; the file then becomes a blob
 * as any other upload does. Incomplete multipart uploads a crash leaves are aborted when their upload
 * expires; a bucket lifecycle rule for incomplete multipart uploads is the backstop.
 */
export async function s3PartStore(settings: S3Settings, stagingDir: string): Promise<PartStore> {
  const { sdk, client } = await s3Client(settings);
  const objectKey = (identifier: string) => `${settings.prefix}uploads/${identifier}`;
  const wholePath = (identifier: string) => resolveInside(stagingDir, `${identifier}.whole`);

  function handleOf(ref: PartRef): string {
    if (!ref.storeHandle) throw new Error(`upload ${ref.identifier} has no multipart upload`);
    return ref.storeHandle;
  }

  async function objectExists(identifier: string) {
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(identifier) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** The chunk's first `expected` bytes in a local file: S3 needs a part's length before its bytes. */
  async function spool(identifier: string, expected: number, source: Readable) {
    await fs.promises.mkdir(stagingDir, { recursive: true });
    const file = resolveInside(stagingDir, `${identifier}.${randomBytes(6).toString('hex')}.chunk`);
    const handle = await fs.promises.open(file, 'wx');
    let received = 0;
    try {
      for await (const piece of source as AsyncIterable<Buffer>) {
        const room = Math.max(0, expected - received);
        if (room > 0) await handle.write(piece, 0, Math.min(room, piece.length));
        received += piece.length;
      }
    } catch (error) {
      await handle.close();
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    await handle.close();
    return { file, received };
  }

  return {
    limits: { minChunkBytes: S3_MIN_PART_BYTES, maxChunks: S3_MAX_PARTS },
    localFile: null,

    async create(identifier) {
      const created = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: settings.bucket, Key: objectKey(identifier) }));
      if (!created.UploadId) throw new Error('the S3 store gave no multipart upload id');
      return created.UploadId;
    },

    async exists(ref) {
      return ref.storeHandle !== null;
    },

    async write(ref, chunkNumber, _offset, expected, source) {
      const { file, received } = await spool(ref.identifier, expected, source);
      try {
        if (received !== expected) return { received, tag: null };
        const part = await client.send(
          new sdk.UploadPartCommand({
            Bucket: settings.bucket,
            Key: objectKey(ref.identifier),
            UploadId: handleOf(ref),
            PartNumber: chunkNumber,
            Body: fs.createReadStream(file),
            ContentLength: expected,
          }),
        );
        if (!part.ETag) throw new Error('the S3 store gave no ETag for a part');
        return { received, tag: part.ETag };
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },

    async assemble(ref, parts) {
      // A finish a crash cut short may have completed the multipart upload already.
      if (!(await objectExists(ref.identifier))) {
        const missing = parts.find((part) => !part.tag);
        if (missing) throw new Error(`chunk ${missing.chunkNumber} of upload ${ref.identifier} has no S3 part`);
        await client.send(
          new sdk.CompleteMultipartUploadCommand({
            Bucket: settings.bucket,
            Key: objectKey(ref.identifier),
            UploadId: handleOf(ref),
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.chunkNumber, ETag: part.tag! })) },
          }),
        );
      }
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(ref.identifier) }));
      const staged = await stageStream(stagingDir, object.Body as Readable);
      await fs.promises.rename(staged.path, wholePath(ref.identifier));
      return { path: wholePath(ref.identifier), hashes: { sha256: staged.sha256, md5: staged.md5 } };
    },

    async remove(ref) {
      if (ref.storeHandle) {
        // Gone already once completed; a store without abort keeps the parts until its lifecycle rule.
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: settings.bucket, Key: objectKey(ref.identifier), UploadId: ref.storeHandle })).catch(() => undefined);
      }
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(ref.identifier) })).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      await fs.promises.rm(wholePath(ref.identifier), { force: true });
    },

    // The finishing instance reads the whole file back into its staging folder: that is the room needed.
    async freeBytes() {
      await fs.promises.mkdir(stagingDir, { recursive: true });
      const stats = await fs.promises.statfs(path.resolve(stagingDir));
      return stats.bavail * stats.bsize;
    },

    // Uploads are removed through their database rows; nothing here outlives them but what the lifecycle rule collects.
    async list() {
      return [];
    },
  };
}
