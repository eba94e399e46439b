import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type StagedBlob } from './blob-store';

/**
 * Writes a stream to a fresh file in `dir`, hashing it as it passes. The file is flushed to disk before
 * the promise settles, so a later rename publishes complete bytes only. On failure the file is removed.
 */
export async function stageStream(dir: string, source: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<StagedBlob> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new BlobTooLargeError(maxBytes));
        return;
      }
      sha256.update(chunk);
      md5.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx', flush: true }));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { path: file, sha256: sha256.digest('hex'), md5: md5.digest('hex'), size };
}

/** Removes staging files older than `maxAgeMs` that a crash left behind. */
export async function sweepStaging(dir: string, maxAgeMs: number, now = Date.now()) {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) await fs.promises.rm(file, { force: true });
  }
}
