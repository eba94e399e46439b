import type { Alongside } from '../../db/repositories';
import type { BlobStore } from '../../storage/blob-store';
import type { FileRepositories } from './file-repositories';

/**
 * Removes nodes for good: their versions, search entries and rows, then drops one blob reference per
 * version and deletes blobs nothing references any more. The bytes are deleted inside the transaction,
 * after the rows: an upload of the same content racing with this waits on the blob row (PostgreSQL
 * row lock, SQLite's single writer) and so publishes its bytes only after they were deleted here.
 */
export function treePurger(repos: FileRepositories, store: BlobStore) {
  async function purgeIds(tx: FileRepositories, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const use = await tx.versions.blobUse(ids);
    await tx.searchIndex.remove(ids);
    await tx.versions.deleteOfNodes(ids);
    await tx.nodes.deleteByIds(ids);
    await tx.blobs.release(use);
    for (const key of await tx.blobs.collect([...use.keys()])) {
      await store.delete(key);
      await store.delete(`${key}.pdf`);
    }
    return ids.length;
  }

  return {
    /**
     * Purges recycle-bin items with everything deleted together with them. Something inside that was
     * deleted on its own earlier is a recycle-bin entry of its own: it stays, moved under the library root.
     */
    async purgeTrees(tx: FileRepositories, topIds: number[], rootId: number) {
      const ids = await tx.nodes.subtreeIds(topIds, false, true);
      await tx.nodes.reparentChildren(ids, rootId);
      return purgeIds(tx, ids);
    },

    /** Deletes a library for good: every node of it, then the library row, in one transaction. */
    async eraseLibrary(libraryId: number, alongside?: Alongside) {
      await repos.transaction(async (tx) => {
        await purgeIds(tx, await tx.nodes.idsOfLibrary(libraryId));
        await tx.libraries.deleteLibrary(libraryId);
        await alongside?.(tx.executor);
      });
    },
  };
}

export type TreePurger = ReturnType<typeof treePurger>;
