import fs from 'node:fs';
import path from 'node:path';
import { resolveInside } from '../../storage/local-store';
import type { PartStore } from './part-store';

/** Bytes gathered from the request before they go to the disk in one call (the parser hands over 64 KB at a time). */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Writes `buffers` at `position`, whatever the file system takes per call. */
async function writeFully(handle: fs.promises.FileHandle, buffers: Buffer[], position: number): Promise<void> {
  let rest = buffers;
  while (rest.length) {
    const total = rest.reduce((sum, buffer) => sum + buffer.length, 0);
    const { bytesWritten } = await handle.writev(rest, position);
    if (bytesWritten === total) return;
    position += bytesWritten;
    rest = [Buffer.concat(rest).subarray(bytesWritten)];
  }
}

/**
 * Part files in a folder: one per chunked upload, preallocated to the file's size, each chunk written
 * at its own offset, so chunks may arrive in any order, in parallel, twice, or at another instance
 * sharing the folder. The part file is the whole file once the last chunk is in.
 */
export function partFiles(root: string): PartStore {
  const pathOf = (identifier: string) => resolveInside(root, `${identifier}.part`);
  // Made once per process rather than on every permit; a folder removed meanwhile is made again on demand.
  let folderMade: Promise<unknown> | null = null;
  const folder = () => (folderMade ??= fs.promises.mkdir(root, { recursive: true }).catch((error: unknown) => {
    folderMade = null;
    throw error;
  }));

  return {
    limits: { minChunkBytes: 1, maxChunks: Number.MAX_SAFE_INTEGER },
    localFile: pathOf,

    async create(identifier, size) {
      await folder();
      const handle = await fs.promises.open(pathOf(identifier), 'w').catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        folderMade = null;
        await folder();
        return fs.promises.open(pathOf(identifier), 'w');
      });
      try {
        await handle.truncate(size);
      } finally {
        await handle.close();
      }
      return null;
    },

    async exists({ identifier }) {
      return fs.promises.access(pathOf(identifier)).then(
        () => true,
        () => false,
      );
    },

    async write({ identifier }, _chunkNumber, offset, expected, source) {
      const handle = await fs.promises.open(pathOf(identifier), 'r+');
      let received = 0;
      let batch: Buffer[] = [];
      let batchBytes = 0;
      let written = offset;
      // One batch is written while the next is received; a failed write surfaces at the next await.
      let writing: Promise<void> = Promise.resolve();
      const flush = async () => {
        await writing;
        const buffers = batch;
        writing = writeFully(handle, buffers, written);
        writing.catch(() => undefined);
        written += batchBytes;
        batch = [];
        batchBytes = 0;
      };
      try {
        for await (const piece of source as AsyncIterable<Buffer>) {
          const room = Math.max(0, expected - received);
          received += piece.length;
          if (room === 0) continue;
          const kept = piece.length > room ? piece.subarray(0, room) : piece;
          batch.push(kept);
          batchBytes += kept.length;
          if (batchBytes >= WRITE_BATCH_BYTES) await flush();
        }
        if (batchBytes > 0) await flush();
        await writing;
        // The chunk is acknowledged only once it is on disk: the uploader never sends it again.
        await handle.sync();
      } finally {
        await writing.catch(() => undefined);
        await handle.close();
      }
      return { received, tag: null };
    },

    async assemble({ identifier }) {
      return { path: pathOf(identifier), hashes: null };
    },

    async remove({ identifier }) {
      await fs.promises.rm(pathOf(identifier), { force: true });
    },

    async freeBytes() {
      await folder();
      const stats = await fs.promises.statfs(root).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        folderMade = null;
        await folder();
        return fs.promises.statfs(root);
      });
      return stats.bavail * stats.bsize;
    },

    async list() {
      return (await fs.promises.readdir(root).catch(() => [] as string[])).filter((name) => name.endsWith('.part')).map((name) => path.basename(name, '.part'));
    },
  };
}
