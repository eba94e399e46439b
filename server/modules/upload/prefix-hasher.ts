import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { RangeReader } from './part-store';

const READ_BLOCK = 4 * 1024 * 1024;

/** Reads byte ranges of the file at `file` into hashes; one call at a time (the prefix hasher queues them). */
export function fileRangeReader(file: string): RangeReader {
  // One buffer for every read of this file: a fresh 4 MB per call would keep the garbage collector busy.
  let block: Buffer | null = null;
  return async (start, end, hashes) => {
    if (end <= start) return;
    const handle = await fs.promises.open(file, 'r');
    try {
      block ??= Buffer.allocUnsafe(READ_BLOCK);
      const buffer = block;
      for (let position = start; position < end; ) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - position), position);
        if (bytesRead === 0) break;
        for (const hash of hashes) hash.update(buffer.subarray(0, bytesRead));
        position += bytesRead;
      }
    } finally {
      await handle.close();
    }
  };
}

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
    private readonly readRange: RangeReader,
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
        await this.readRange(start, end, [this.sha256, this.md5]);
        this.hashedChunks = upTo;
      }
    });
    return this.queue;
  }
}
