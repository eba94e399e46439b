import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { assertKey, BlobMissingError, type BlobStore, type ByteRange, type StagedBlob } from './blob-store';
import { stageStream } from './staging';

interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Object names start with this, so one bucket can hold several installations. */
  prefix: string;
  forcePathStyle: boolean;
}

// The SDK is large and only the scale-out profile needs it, so it loads when an S3 store is made.
function loadSdk() {
  return import('@aws-sdk/client-s3');
}

function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Blobs in an S3-compatible bucket. Uploads are staged on local disk first (hashing needs the whole
 * stream before the key is known); a PUT then publishes the object whole, so a half-written blob is
 * never visible, exactly as with the local store's rename.
 */
export async function s3BlobStore(settings: S3Settings, stagingDir: string): Promise<BlobStore> {
  const sdk = await loadSdk();
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the chunked, trailer-checksum
    // uploads the SDK sends otherwise. Integrity is ours anyway: the key is the SHA-256 of the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
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
          await client.send(
            new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: fs.createReadStream(staged.path), ContentLength: staged.size }),
          );
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
