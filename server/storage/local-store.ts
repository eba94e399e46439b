import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, BlobMissingError, type BlobStore, type ByteRange, type StagedBlob } from './blob-store';
import { stageStream } from './staging';

/** Resolves `parts` under `root` and refuses anything that would land outside it. */
export function resolveInside(root: string, ...parts: string[]): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...parts);
  if (target !== base && !target.startsWith(base + path.sep)) throw new Error(`path escapes the storage root: ${target}`);
  return target;
}

/**
 * Blobs on local disk under `root`, fanned out by the first two byte pairs of the key so no directory
 * grows huge. Staging lives inside the root so publishing is a same-filesystem rename.
 */
export function localBlobStore(root: string): BlobStore {
  const stagingDir = resolveInside(root, '.staging');
  const pathOf = (key: string) => resolveInside(root, assertKey(key).slice(0, 2), key.slice(2, 4), key);

  async function exists(key: string) {
    try {
      await fs.promises.access(pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  return {
    driver: 'local',
    stage: (source, options) => stageStream(stagingDir, source, options?.maxBytes),

    async commit(staged: StagedBlob, key = staged.sha256) {
      const target = pathOf(key);
      if (await exists(key)) {
        // Same key, same bytes: the copy already there serves.
        await fs.promises.rm(staged.path, { force: true });
        return;
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(staged.path, target);
    },

    async discard(staged) {
      await fs.promises.rm(staged.path, { force: true });
    },

    async read(key: string, range?: ByteRange): Promise<Readable> {
      const file = pathOf(key);
      const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new BlobMissingError(key);
        throw error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    exists,
    async ready() {
      await fs.promises.mkdir(stagingDir, { recursive: true });
      await fs.promises.access(stagingDir, fs.constants.W_OK);
    },

    async delete(key: string) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
