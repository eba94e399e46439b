import type { Readable } from 'node:stream';
import type { BlobStore } from '../../storage/blob-store';

export interface ZipEntry {
  /** Path inside the archive, folders ending in '/'. */
  path: string;
  sha256: string | null;
  mtime: number;
}

interface YazlZipFile {
  outputStream: Readable;
  addReadStreamLazy(path: string, options: { mtime?: Date; compress?: boolean }, open: (callback: (error: Error | null, stream?: Readable) => void) => void): void;
  addEmptyDirectory(path: string, options?: { mtime?: Date }): void;
  end(): void;
}
interface Yazl {
  ZipFile: new () => YazlZipFile;
}

// Loaded when the first folder is downloaded.
let yazl: Promise<Yazl> | undefined;
function loadYazl(): Promise<Yazl> {
  const moduleName = 'yazl';
  yazl ??= import(moduleName).then((mod: { default?: Yazl } & Yazl) => mod.default ?? mod);
  return yazl;
}

/** Already-compressed formats are stored, everything else deflated. */
const STORED = /\.(zip|gz|7z|rar|jpe?g|png|gif|webp|mp[34]|mkv|avi|flac|aac|ogg|docx|xlsx|pptx|pdf)$/i;

/**
 * A zip of the given entries, streamed: each file is opened only when the archive reaches it, so a folder
 * of any size downloads with constant memory and one open file at a time.
 */
export async function zipStream(entries: ZipEntry[], store: BlobStore): Promise<Readable> {
  const { ZipFile } = await loadYazl();
  const zip = new ZipFile();
  for (const entry of entries) {
    const mtime = new Date(entry.mtime);
    if (entry.sha256 === null) {
      zip.addEmptyDirectory(entry.path, { mtime });
      continue;
    }
    const key = entry.sha256;
    zip.addReadStreamLazy(entry.path, { mtime, compress: !STORED.test(entry.path) }, (callback) => {
      store.read(key).then((stream) => callback(null, stream), (error: Error) => callback(error));
    });
  }
  zip.end();
  return zip.outputStream;
}
