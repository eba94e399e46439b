import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { assertKey, BlobMissingError, type BlobStore, type ByteRange, type StagedBlob } from './blob-store';
import { isMissing, s3Client, type S3Settings } from './s3-client';
import { stageStream } from './staging';

const COMMIT_PART_BYTES = 16 * 1024 * 1024;

/**
 * Blobs in an S3-compatible bucket. Uploads are staged on local disk first (hashing needs the whole
 * stream before the key is known); a PUT (multipart when large) then publishes the object whole, so a half-written blob is
 * never visible, exactly as with the local store's rename.
 */
export async function s3BlobStore(settings: S3Settings, stagingDir: string): Promise<BlobStore> {
  const { sdk, client } = await s3Client(settings);
  const objectKey = (key: string) => `${settings.prefix}${assertKey(key)}`;

  async function exists(key: string) {
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const output = await client.send(
        new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return output.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new BlobMissingError(key);
      throw error;
    }
  }

  return {
    driver: 's3',
    stage: (source, options) => stageStream(stagingDir, source, options?.maxBytes),

    async commit(staged: StagedBlob, key = staged.sha256) {
      try {
        if (!(await exists(key))) {
          // One PUT up to a part's size; beyond it a multipart upload, since a single PUT stops at 5 GB.
          const { Upload } = await import('@aws-sdk/lib-storage');
          await new Upload({
            client,
            params: { Bucket: settings.bucket, Key: objectKey(key), Body: fs.createReadStream(staged.path), ContentLength: staged.size },
            partSize: COMMIT_PART_BYTES,
            queueSize: 4,
          }).done();
        }
      } finally {
        await fs.promises.rm(staged.path, { force: true });
      }
    },

    async discard(staged) {
      await fs.promises.rm(staged.path, { force: true });
    },

    read,
    exists,
    async ready() {
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    },

    async delete(key: string) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
