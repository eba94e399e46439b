import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { searchIndex } from '../search-index/search-index';
import type { BlobStore } from '../../storage/blob-store';
import { blobRepo } from './blob-repo';
import { nodeRepo } from './node-repo';
import { versionRepo } from './version-repo';

/**
 * Removes nodes for good: their versions, search entries and rows, then drops one blob reference per
 * version and deletes blobs nothing references any more. The bytes are deleted inside the transaction,
 * after the rows: an upload of the same content racing with this waits on the blob row (PostgreSQL
 * row lock, SQLite's single writer) and so publishes its bytes only after they were deleted here.
 */
export function treePurger(db: Db, store: BlobStore) {
  const nodes = nodeRepo(db);
  const versions = versionRepo(db);
  const blobs = blobRepo(db);
  const search = searchIndex(db);

  async function purgeIds(trx: Transaction<Database>, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const use = await versions.blobUse(trx, ids);
    await search.remove(trx, ids);
    await versions.deleteOfNodes(trx, ids);
    await nodes.deleteByIds(trx, ids);
    await blobs.release(trx, use);
    for (const key of await blobs.collect(trx, [...use.keys()])) {
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
    async purgeTrees(trx: Transaction<Database>, topIds: number[], rootId: number) {
      const ids = await nodes.subtreeIds(topIds, false, trx, true);
      await nodes.reparentChildren(trx, ids, rootId);
      return purgeIds(trx, ids);
    },

    /** Purges every node of a library, before the library row itself goes. */
    async purgeLibrary(trx: Transaction<Database>, libraryId: number) {
      return purgeIds(trx, await nodes.idsOfLibrary(trx, libraryId));
    },
  };
}

export type TreePurger = ReturnType<typeof treePurger>;
