import type { Readable } from 'node:stream';

/** A file received into the staging area, hashed on the way in, not yet visible in the store. */
export interface StagedBlob {
  path: string;
  sha256: string;
  md5: string;
  size: number;
}

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Content-addressed storage of file bytes. A key is a blob's SHA-256 in hex, or that followed by `.pdf`
 * for the PDF rendering of an Office file. Bytes reach the store only through `stage` then `commit`, so
 * a half-written file is never visible under its key.
 */
export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** Streams `source` into a staging file while computing SHA-256, MD5 and size. */
  stage(source: Readable, options?: { maxBytes?: number }): Promise<StagedBlob>;
  /** Makes a staged file visible under `key` (its SHA-256 unless given) and removes the staging file. */
  commit(staged: StagedBlob, key?: string): Promise<void>;
  discard(staged: StagedBlob): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can take and give bytes now (readiness probe); rejects with the reason otherwise. */
  ready(): Promise<void>;
}

export class BlobMissingError extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} is missing from the store`);
    this.name = 'BlobMissingError';
  }
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`content exceeds ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

const KEY = /^[0-9a-f]{64}(\.pdf)?$/;

/** Keys come from our own hashing, but a key is still checked before it becomes part of a path or object name. */
export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a blob key: ${JSON.stringify(key)}`);
  return key;
}
