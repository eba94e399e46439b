import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { resolveInside } from '../../storage/local-store';

const READ_BLOCK = 4 * 1024 * 1024;

/**
 * The part file of one chunked upload: preallocated to the file's size, each chunk written at its
 * own offset, so chunks may arrive in any order, in parallel, or twice.
 */
export function partFiles(root: string) {
  const pathOf = (identifier: string) => resolveInside(root, `${identifier}.part`);

  return {
    pathOf,

    async create(identifier: string, size: number) {
      await fs.promises.mkdir(root, { recursive: true });
      const handle = await fs.promises.open(pathOf(identifier), 'w');
      try {
        await handle.truncate(size);
      } finally {
        await handle.close();
      }
    },

    async exists(identifier: string) {
      return fs.promises.access(pathOf(identifier)).then(
        () => true,
        () => false,
      );
    },

    /**
     * Writes `source` at `offset` and answers how many bytes came. Bytes past `expected` are read but
     * not written: a chunk longer than it claims never spills into its neighbour.
     */
    async write(identifier: string, offset: number, expected: number, source: Readable): Promise<number> {
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
      return received;
    },

    async remove(identifier: string) {
      await fs.promises.rm(pathOf(identifier), { force: true });
    },

    /** Feeds bytes `start` to `end` (exclusive) of the part file to the hashes. */
    async hashRange(identifier: string, start: number, end: number, hashes: Hash[]) {
      if (end <= start) return;
      const handle = await fs.promises.open(pathOf(identifier), 'r');
      try {
        const buffer = Buffer.allocUnsafe(Math.min(READ_BLOCK, end - start));
        for (let position = start; position < end; ) {
          const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - position), position);
          if (bytesRead === 0) break;
          for (const hash of hashes) hash.update(buffer.subarray(0, bytesRead));
          position += bytesRead;
        }
      } finally {
        await handle.close();
      }
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

export type PartFiles = ReturnType<typeof partFiles>;

/**
 * SHA-256 and MD5 of the chunks received so far, in order: as chunks come in, the hashes advance over
 * the run of chunks without gaps, so finishing a large upload only hashes what came last. Kept in
 * memory; after a restart the whole file is hashed once when it completes.
 */
export class PrefixHasher {
  readonly sha256 = createHash('sha256');
  readonly md5 = createHash('md5');
  /** Chunks 1..hashedChunks are in the hashes. */
  hashedChunks = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly parts: PartFiles,
    private readonly identifier: string,
    private readonly chunkSize: number,
    private readonly size: number,
  ) {}

  /** Advances over the chunks now held; calls run one after another. */
  advance(isHeld: (chunk: number) => boolean, totalChunks: number): Promise<void> {
    this.queue = this.queue.then(async () => {
      let next = this.hashedChunks + 1;
      while (next <= totalChunks && isHeld(next)) next += 1;
      const upTo = next - 1;
      if (upTo > this.hashedChunks) {
        const start = this.hashedChunks * this.chunkSize;
        const end = upTo === totalChunks ? this.size : Math.min(this.size, upTo * this.chunkSize);
        await this.parts.hashRange(this.identifier, start, end, [this.sha256, this.md5]);
        this.hashedChunks = upTo;
      }
    });
    return this.queue;
  }
}
