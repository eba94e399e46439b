import fs from 'node:fs';
import path from 'node:path';
import { resolveInside } from '../../storage/local-store';
import type { PartStore } from './part-store';
import { fileRangeReader } from './prefix-hasher';

/**
 * Part files in a folder: one per chunked upload, preallocated to the file's size, each chunk written
 * at its own offset, so chunks may arrive in any order, in parallel, twice, or at another instance
 * sharing the folder. The part file is the whole file once the last chunk is in.
 */
export function partFiles(root: string): PartStore {
  const pathOf = (identifier: string) => resolveInside(root, `${identifier}.part`);

  return {
    limits: { minChunkBytes: 1, maxChunks: Number.MAX_SAFE_INTEGER },
    rangeReader: (identifier) => fileRangeReader(pathOf(identifier)),

    async create(identifier, size) {
      await fs.promises.mkdir(root, { recursive: true });
      const handle = await fs.promises.open(pathOf(identifier), 'w');
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
      try {
        for await (const piece of source as AsyncIterable<Buffer>) {
          const room = Math.max(0, expected - received);
          if (room > 0) await handle.write(piece, 0, Math.min(room, piece.length), offset + received);
          received += piece.length;
        }
        await handle.sync();
      } finally {
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
      await fs.promises.mkdir(root, { recursive: true });
      const stats = await fs.promises.statfs(root);
      return stats.bavail * stats.bsize;
    },

    async list() {
      return (await fs.promises.readdir(root).catch(() => [] as string[])).filter((name) => name.endsWith('.part')).map((name) => path.basename(name, '.part'));
    },
  };
}
