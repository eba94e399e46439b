import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobStore } from '../../storage/blob-store';

export interface ZipEntry {
  /** Path inside the archive, folders ending in '/'. */
  path: string;
  sha256: string | null;
  mtime: number;
}

/** Already-compressed formats are stored, everything else deflated. */
const STORED = /\.(zip|gz|7z|rar|jpe?g|png|gif|webp|mp[34]|mkv|avi|flac|aac|ogg|docx|xlsx|pptx|pdf)$/i;

/**
 * A zip of the given entries, streamed: each file is opened only when the archive reaches it, so a folder
 * of any size downloads with constant memory and one open file at a time.
 */
export function zipStream(entries: ZipEntry[], store: BlobStore): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    const mtime = new Date(entry.mtime);
    if (entry.sha256 === null) {
      zip.addEmptyDirectory(entry.path, { mtime });
      continue;
    }
    const key = entry.sha256;
    zip.addReadStreamLazy(entry.path, { mtime, compress: !STORED.test(entry.path) }, (callback) => {
      // yazl ignores the stream argument when it gets an error; an empty one satisfies the signature.
      store.read(key).then((stream) => callback(null, stream), (error: Error) => callback(error, Readable.from([])));
    });
  }
  zip.end();
  // Typed as the legacy stream interface; wrapped so Fastify gets a Readable it can pipe and abort.
  return new Readable().wrap(zip.outputStream);
}
