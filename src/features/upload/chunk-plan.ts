/**
 * How a file is cut into chunks. As in simple-uploader without `forceChunkSize` (the uploader the spec's
 * fields come from), the last chunk absorbs the remainder, so every chunk is at least `chunkSize` long
 * and no chunk is a few stray bytes.
 */
export function chunkCount(size: number, chunkSize: number): number {
  return Math.max(1, Math.floor(size / chunkSize));
}

export interface ChunkRange {
  /** 1-based, as the protocol numbers chunks. */
  number: number;
  start: number;
  end: number;
}

/** Ranges follow the server's permit, which has the last word on chunk size and count. */
export function chunkRanges(size: number, chunkSize: number, totalChunks: number): ChunkRange[] {
  return Array.from({ length: totalChunks }, (_, index) => ({
    number: index + 1,
    start: index * chunkSize,
    end: index === totalChunks - 1 ? size : Math.min(size, (index + 1) * chunkSize),
  }));
}
