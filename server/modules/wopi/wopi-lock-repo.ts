import type { Executor } from '../../db/repositories';

/** The lock an Office editor holds on a file while it is open in it (WOPI's Lock, RefreshLock, Unlock). */
export function wopiLockRepo(db: Executor) {
  return {
    find(nodeId: number) {
      return db.selectFrom('wopi_locks').select(['lock_id', 'expires_at']).where('node_id', '=', nodeId).executeTakeFirst();
    },
    async set(nodeId: number, lockId: string, expiresAt: number) {
      await db
        .insertInto('wopi_locks')
        .values({ node_id: nodeId, lock_id: lockId, expires_at: expiresAt })
        .onConflict((oc) => oc.column('node_id').doUpdateSet({ lock_id: lockId, expires_at: expiresAt }))
        .execute();
    },
    async remove(nodeId: number) {
      await db.deleteFrom('wopi_locks').where('node_id', '=', nodeId).execute();
    },
  };
}

export type WopiLockRepo = ReturnType<typeof wopiLockRepo>;
