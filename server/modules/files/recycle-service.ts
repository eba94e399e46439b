import { DAY_MS } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { errors } from '../../errors';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import type { LibraryPolicy } from '../library/policy';
import { isUniqueViolation } from './db-errors';
import { fileContext } from './file-context';
import { pathOf } from './file-presenter';
import type { FileRepositories } from './file-repositories';
import { type NodeRow } from './node-repo';
import type { TreePurger } from './purge';


/**
 * The recycle bin of each library. An item is the top of what one delete removed; restoring brings all
 * of it back, to where it was or to the root when that folder is gone, under the same name rule as any
 * other change (409 when the name is taken there). Editors restore; only admins purge and empty.
 */
export function recycleService(repos: FileRepositories, policy: LibraryPolicy, purger: TreePurger, now = () => Date.now()) {
  const context = fileContext(repos, policy);
  const { nodes } = repos;

  async function tops(library: LibraryRow, ids: number[]) {
    const items: NodeRow[] = [];
    for (const id of [...new Set(ids)]) {
      const item = await context.node(library, id, 'deleted');
      // Something deleted together with a folder comes back with that folder, not on its own.
      if (item.trash_id !== item.id) throw errors.conflict('nodeNotInRecycle', { name: item.name });
      items.push(item);
    }
    return items;
  }

  return {
    /** Editors see the bin (they are the ones who can restore); readers never see what was deleted. */
    async list(actor: Actor, query: { libraryId: number } & PageQuery) {
      const { library } = await context.library(actor, query.libraryId, 'edit');
      const { rows, total } = await nodes.recyclePage(library.id, query);
      const content = [];
      for (const row of rows) {
        const chain = row.parent_id !== null ? await nodes.ancestry(row.parent_id) : [];
        content.push({
          id: row.id,
          kind: row.kind,
          name: row.name,
          size: Number(row.size),
          originalPath: pathOf(chain),
          deletedBy: row.deleter_account ? { account: row.deleter_account, name: row.deleter_name ?? row.deleter_account } : null,
          deletedAt: Number(row.deleted_at),
          expiresAt: Number(row.deleted_at) + library.retention_days * DAY_MS,
        });
      }
      return pageOf(content, total, query);
    },

    async restore(actor: Actor, body: { libraryId: number; nodeIds: number[] }) {
      const { library } = await context.library(actor, body.libraryId, 'edit');
      const items = await tops(library, body.nodeIds);
      const at = now();
      let current = '';
      try {
        await repos.transaction(async (tx) => {
          for (const item of items) {
            current = item.name;
            const parent = item.parent_id !== null ? await tx.nodes.findById(item.parent_id) : undefined;
            const parentId = parent && parent.deleted_at === null ? parent.id : library.root_id!;
            const clash = await tx.nodes.findLiveChild(parentId, item.name);
            if (clash) throw libraryErrors.nameTaken(item.name);
            await tx.nodes.restoreTrash(item.id);
            if (parentId !== item.parent_id) await tx.nodes.update(item.id, { parent_id: parentId });
            await tx.operations.add({ libraryId: library.id, nodeId: item.id, actorId: actor.id, action: 'RESTORE', information: { key: 'recordRestored', params: { name: item.name, path: pathOf(await tx.nodes.ancestry(parentId)) } }, at });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw libraryErrors.nameTaken(current);
        throw error;
      }
      return { restored: items.length };
    },

    async purge(actor: Actor, body: { libraryId: number; nodeIds: number[] }) {
      const { library } = await context.library(actor, body.libraryId, 'admin');
      const items = await tops(library, body.nodeIds);
      const at = now();
      const purged = await repos.transaction(async (tx) => {
        const count = await purger.purgeTrees(tx, items.map((item) => item.id), library.root_id!);
        await tx.operations.add(items.map((item) => ({ libraryId: library.id, nodeId: item.id, actorId: actor.id, action: 'PURGE' as const, information: { key: 'recordItem' as const, params: { name: item.name } }, at })));
        return count;
      });
      return { purged };
    },

    async empty(actor: Actor, body: { libraryId: number }) {
      const { library } = await context.library(actor, body.libraryId, 'admin');
      const at = now();
      const purged = await repos.transaction(async (tx) => {
        const items = await tx.nodes.recycleTops(library.id);
        const count = await purger.purgeTrees(tx, items.map((item) => item.id), library.root_id!);
        if (items.length) await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'EMPTY_RECYCLE', information: { key: 'recordEmptied', params: { count: items.length } }, at });
        return count;
      });
      return { purged };
    },

    /** Purges recycle-bin items older than their library's retention; safe to run on several instances at once. */
    async sweep(at = now()) {
      const expired = await nodes.expiredTrash(at);
      let purged = 0;
      for (const item of expired) {
        purged += await repos.transaction(async (tx) => {
          const still = await tx.nodes.findById(item.id);
          if (!still || still.deleted_at === null) return 0;
          const count = await purger.purgeTrees(tx, [item.id], item.root_id!);
          await tx.operations.add({ libraryId: item.library_id, nodeId: item.id, actorId: null, action: 'EXPIRE', information: { key: 'recordItem', params: { name: item.name } }, at });
          return count;
        });
      }
      return purged;
    },
  };
}

export type RecycleService = ReturnType<typeof recycleService>;
