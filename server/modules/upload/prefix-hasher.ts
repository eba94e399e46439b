import { type FileHashes, ThreadHashes } from './hash-thread';

/**
 * SHA-256 and MD5 of an upload's chunks received so far, in order: as chunks come in, the hashes advance
 * over the run of chunks without gaps, reading them back from `file` on the hash thread, so finishing a
 * large upload only hashes what came last. Kept in memory; after a restart the whole file is hashed
 * once when it completes.
 */
export class PrefixHasher {
  private readonly hashes = new ThreadHashes();
  /** Chunks 1..hashedChunks are in the hashes. */
  private hashedChunks = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
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
        await this.hashes.update(this.file, start, end);
        this.hashedChunks = upTo;
      }
    });
    return this.queue;
  }

  /** The whole file's hashes, once every chunk is held; the hasher is spent afterwards. */
  async digest(totalChunks: number): Promise<FileHashes> {
    await this.advance(() => true, totalChunks);
    return this.hashes.digest();
  }

  /** Gives up the hashes (the upload went away or its finish hashes the file anew). */
  dispose(): void {
    this.hashes.drop();
  }
}
