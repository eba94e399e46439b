import type { Readable } from 'node:stream';

/** An upload as its part store knows it: the identifier, and the store's own handle for it (an S3 multipart upload id). */
export interface PartRef {
  identifier: string;
  storeHandle: string | null;
}

/** A chunk held by the store, with the tag the store gave it (an S3 part's ETag). */
export interface HeldPart {
  chunkNumber: number;
  tag: string | null;
}

/** The whole uploaded file on this instance's disk, ready to become a blob. */
export interface WholeFile {
  path: string;
  /** Known when the store hashed the bytes on their way to disk; otherwise the file is hashed from `path`. */
  hashes: { sha256: string; md5: string } | null;
}

/**
 * Where the chunks of resumable uploads wait until the last one arrives: a part file per upload in a
 * folder (shared by all instances when there are several), or an S3 multipart upload, so any instance
 * can take any chunk.
 */
export interface PartStore {
  /** Chunk sizes and counts the store can hold; the permit refuses an upload outside them. */
  readonly limits: { minChunkBytes: number; maxChunks: number };
  /** The local file the chunks received so far can be read back from, so the hashes advance while the upload runs; null when the store keeps none. */
  readonly localFile: ((identifier: string) => string) | null;
  /** Makes room for a new upload; answers the handle to keep with it. */
  create(identifier: string, size: number): Promise<string | null>;
  /** Whether the chunks received so far are still held. */
  exists(ref: PartRef): Promise<boolean>;
  /**
   * Stores chunk `chunkNumber` (at `offset` of the file) from `source` and answers how many bytes came.
   * Bytes past `expected` are read but not kept: a chunk longer than it claims never spills into its neighbour.
   */
  write(ref: PartRef, chunkNumber: number, offset: number, expected: number, source: Readable): Promise<{ received: number; tag: string | null }>;
  /** Puts the held chunks together into one local file. May run again after a crash part-way. */
  assemble(ref: PartRef, parts: HeldPart[]): Promise<WholeFile>;
  /** Forgets the upload's chunks (and the assembled file, once stored or refused). */
  remove(ref: PartRef): Promise<void>;
  /** Room left for chunks still to come. */
  freeBytes(): Promise<number>;
  /** Identifiers of uploads the store holds chunks for, to remove those no upload owns. */
  list(): Promise<string[]>;
}
