import { sql } from 'kysely';
import type { RecycleFilters } from '../../../contract/manage-backoffice';
import type { Executor } from '../../db/repositories';

/** One item of the back office's recycle bin: a deleted file or folder, wiki page or library. */
export interface RecycleOverviewRow {
  kind: string;
  id: number;
  name: string;
  library_id: number;
  library_name: string;
  deleted_at: number;
  deleter_account: string | null;
  deleter_name: string | null;
}

/**
 * The tops of what was deleted in every department and project library (a file, folder or page with what
 * was deleted with it), and the deleted libraries themselves, as one list.
 */
function items(db: Executor, filters: RecycleFilters) {
  const nodes = db
    .selectFrom('nodes')
    .innerJoin('libraries', 'libraries.id', 'nodes.library_id')
    .leftJoin('users as deleter', 'deleter.id', 'nodes.deleted_by')
    .select([
      sql<string>`nodes.kind`.as('kind'),
      'nodes.id as id',
      'nodes.name as name',
      'libraries.id as library_id',
      'libraries.name as library_name',
      'nodes.deleted_at as deleted_at',
      'deleter.account as deleter_account',
      'deleter.name as deleter_name',
    ])
    .where('nodes.deleted_at', 'is not', null)
    .whereRef('nodes.trash_id', '=', 'nodes.id')
    .where('libraries.deleted_at', 'is', null)
    .where('libraries.kind', '!=', 'personal');
  const pages = db
    .selectFrom('wiki_pages')
    .innerJoin('libraries', 'libraries.id', 'wiki_pages.library_id')
    .leftJoin('users as deleter', 'deleter.id', 'wiki_pages.deleted_by')
    .select([
      sql<string>`'page'`.as('kind'),
      'wiki_pages.id as id',
      'wiki_pages.title as name',
      'libraries.id as library_id',
      'libraries.name as library_name',
      'wiki_pages.deleted_at as deleted_at',
      'deleter.account as deleter_account',
      'deleter.name as deleter_name',
    ])
    .where('wiki_pages.deleted_at', 'is not', null)
    .whereRef('wiki_pages.trash_id', '=', 'wiki_pages.id')
    .where('libraries.deleted_at', 'is', null)
    .where('libraries.kind', '!=', 'personal');
  const libs = db
    .selectFrom('libraries')
    .leftJoin('users as deleter', 'deleter.id', 'libraries.deleted_by')
    .select([
      sql<string>`'library'`.as('kind'),
      'libraries.id as id',
      'libraries.name as name',
      'libraries.id as library_id',
      'libraries.name as library_name',
      'libraries.deleted_at as deleted_at',
      'deleter.account as deleter_account',
      'deleter.name as deleter_name',
    ])
    .where('libraries.deleted_at', 'is not', null)
    .where('libraries.kind', '!=', 'personal');
  let query = db.selectFrom(nodes.unionAll(pages).unionAll(libs).as('items'));
  if (filters.libraryId !== undefined) query = query.where('items.library_id', '=', filters.libraryId);
  if (filters.account) query = query.where('items.deleter_account', '=', filters.account.trim());
  if (filters.from !== undefined) query = query.where('items.deleted_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('items.deleted_at', '<', filters.to);
  return query;
}

export function recycleOverviewRepo(db: Executor) {
  return {
    async count(filters: RecycleFilters): Promise<number> {
      const row = await items(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Newest deletions first. */
    async page(filters: RecycleFilters, offset: number, limit: number): Promise<RecycleOverviewRow[]> {
      return (await items(db, filters).selectAll().orderBy('items.deleted_at', 'desc').orderBy('items.kind').orderBy('items.id', 'desc').limit(limit).offset(offset).execute()) as RecycleOverviewRow[];
    },

    /** The item of this kind and id when it is in the bin (files and folders are both `node`). */
    async find(kind: 'node' | 'page' | 'library', id: number): Promise<RecycleOverviewRow | undefined> {
      const rows = (await items(db, {})
        .selectAll()
        .where('items.id', '=', id)
        .where((eb) => (kind === 'node' ? eb('items.kind', 'in', ['file', 'folder']) : eb('items.kind', '=', kind)))
        .execute()) as RecycleOverviewRow[];
      return rows[0];
    },
  };
}

export type RecycleOverviewRepo = ReturnType<typeof recycleOverviewRepo>;
