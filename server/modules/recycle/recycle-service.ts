import { DAY_MS } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import type { Alongside, Transactional } from '../../db/repositories';
import { errors } from '../../errors';
import { fileContext } from '../files/file-context';
import { pathOf } from '../files/file-presenter';
import type { FileRepos } from '../files/file-repositories';
import { type NodeRow } from '../files/node-repo';
import type { TreePurger } from '../files/purge';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import type { LibraryPolicy } from '../library/policy';
import { restoreTop } from '../wiki/wiki-page-service';
import type { WikiRepos } from '../wiki/wiki-repositories';


/** The recycle bin holds files and folders, and the library wiki's pages beside them. */
type RecycleRepositories = Transactional<FileRepos & WikiRepos>;

/**
 * The recycle bin of each library. An item is the top of what one delete removed; restoring brings all
 * of it back, to where it was or to the root when that folder is gone, under the same name rule as any
 * other change (409 when the name is taken there). Editors restore; only admins purge and empty.
 * Deleted wiki pages are items too (kind 'page'): a page comes back with the sub-pages deleted with it.
 */
export function recycleService(repos: RecycleRepositories, deps: { policy: LibraryPolicy; purger: TreePurger; now?: () => number }) {
  const { policy, purger } = deps;
  const now = deps.now ?? Date.now;
  const context = fileContext(repos, policy);
  const { nodes, wikiPages } = repos;

  /** Deleted pages of a library, top of each deleted sub-tree first in `ids`; 404 for another library's. */
  async function pageTops(library: LibraryRow, ids: number[]) {
    const tops = [];
    for (const id of [...new Set(ids)]) {
      const page = await wikiPages.findById(id);
      if (!page || page.library_id !== library.id) throw errors.notFound();
      if (page.deleted_at === null || page.trash_id !== page.id) throw errors.conflict('nodeNotInRecycle', { name: page.title });
      tops.push(page);
    }
    return tops;
  }

  /** Deletes these recycle-bin pages and everything deleted with them, for good, with their search entries. */
  async function purgePages(tx: RecycleRepositories, libraryId: number, topIds: number[]) {
    if (!topIds.length) return 0;
    const tops = new Set(topIds);
    const ids = (await tx.wikiPages.allPages(libraryId)).filter((page) => page.trash_id !== null && tops.has(page.trash_id)).map((page) => page.id);
    await tx.wikiSearch.remove(ids);
    await tx.wikiPages.purge(ids);
    return ids.length;
  }

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
      // Files and pages are two lists newest first: the page asked for is cut from the first rows of both.
      const reach = query.pageNum * query.pageSize;
      const { rows, total } = await nodes.recyclePage(library.id, { pageNum: 1, pageSize: reach });
      const pages = await wikiPages.recycleTops(library.id, reach);
      const pageTotal = await wikiPages.recycleCount(library.id);
      const expiresAt = (deletedAt: number) => deletedAt + library.retention_days * DAY_MS;
      const merged = [];
      for (const row of rows) {
        const chain = row.parent_id !== null ? await nodes.ancestry(row.parent_id) : [];
        merged.push({
          id: row.id,
          kind: row.kind,
          name: row.name,
          size: Number(row.size),
          originalPath: pathOf(chain),
          deletedBy: row.deleter_account ? { account: row.deleter_account, name: row.deleter_name ?? row.deleter_account } : null,
          deletedAt: Number(row.deleted_at),
          expiresAt: expiresAt(Number(row.deleted_at)),
        });
      }
      const titles = new Map((await wikiPages.allPages(library.id)).map((page) => [page.id, page]));
      for (const page of pages) {
        const chain: string[] = [];
        for (let at = page.parent_id, guard = 0; at !== null && guard < 64; guard++) {
          const parent = titles.get(at);
          if (!parent) break;
          chain.unshift(parent.title);
          at = parent.parent_id;
        }
        merged.push({
          id: page.id,
          kind: 'page' as const,
          name: page.title,
          size: 0,
          originalPath: `/${chain.join('/')}`,
          deletedBy: page.deleter_account ? { account: page.deleter_account, name: page.deleter_name ?? page.deleter_account } : null,
          deletedAt: Number(page.deleted_at),
          expiresAt: expiresAt(Number(page.deleted_at)),
        });
      }
      merged.sort((a, b) => b.deletedAt - a.deletedAt || b.id - a.id);
      const offset = (query.pageNum - 1) * query.pageSize;
      return pageOf(merged.slice(offset, offset + query.pageSize), total + pageTotal, query);
    },

    /** Restores files, folders and pages together: all of them, or none when one cannot go back. */
    async restore(actor: Actor, body: { libraryId: number; nodeIds: number[]; pageIds: number[] }, alongside?: Alongside) {
      const { library } = await context.library(actor, body.libraryId, 'edit');
      const items = await tops(library, body.nodeIds);
      const pages = await pageTops(library, body.pageIds);
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
          for (const page of pages) await restoreTop(tx, page, actor, now);
          await alongside?.(tx.executor);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw libraryErrors.nameTaken(current);
        throw error;
      }
      return { restored: items.length + pages.length };
    },

    async purge(actor: Actor, body: { libraryId: number; nodeIds: number[]; pageIds: number[] }, alongside?: Alongside) {
      const { library } = await context.library(actor, body.libraryId, 'admin');
      const items = await tops(library, body.nodeIds);
      const pages = await pageTops(library, body.pageIds);
      const at = now();
      const purged = await repos.transaction(async (tx) => {
        const count = items.length ? await purger.purgeTrees(tx, items.map((item) => item.id), library.root_id!) : 0;
        const pageCount = await purgePages(tx, library.id, pages.map((page) => page.id));
        await tx.operations.add([...items.map((item) => item.name), ...pages.map((page) => page.title)].map((name) => ({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'PURGE' as const, information: { key: 'recordItem' as const, params: { name } }, at })));
        await alongside?.(tx.executor);
        return count + pageCount;
      });
      return { purged };
    },

    async empty(actor: Actor, body: { libraryId: number }) {
      const { library } = await context.library(actor, body.libraryId, 'admin');
      const at = now();
      const purged = await repos.transaction(async (tx) => {
        const items = await tx.nodes.recycleTops(library.id);
        const pages = await tx.wikiPages.recycleTops(library.id, Number.MAX_SAFE_INTEGER);
        const count = (await purger.purgeTrees(tx, items.map((item) => item.id), library.root_id!)) + (await purgePages(tx, library.id, pages.map((page) => page.id)));
        if (items.length || pages.length) await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'EMPTY_RECYCLE', information: { key: 'recordEmptied', params: { count: items.length + pages.length } }, at });
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
      for (const page of await wikiPages.expiredTops(at)) {
        purged += await repos.transaction(async (tx) => {
          const still = await tx.wikiPages.findById(page.id);
          if (!still || still.deleted_at === null) return 0;
          const count = await purgePages(tx, page.library_id, [page.id]);
          await tx.operations.add({ libraryId: page.library_id, nodeId: null, actorId: null, action: 'EXPIRE', information: { key: 'recordItem', params: { name: page.title } }, at });
          return count;
        });
      }
      return purged;
    },
  };
}

export type RecycleService = ReturnType<typeof recycleService>;
