import { type Insertable, type Selectable, sql } from 'kysely';
import { DAY_MS } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import type { NodesTable } from '../../db/tables/library';
import { reservedFolderIds } from '../search-index/reserved-folders';

export type NodeRow = Selectable<NodesTable>;
export type SortField = 'name' | 'size' | 'modified';

const IN_CHUNK = 500;

/** Runs `work` over `ids` in slices small enough for any driver's parameter limit. */
export async function inChunks<T>(ids: number[], work: (slice: number[]) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) results.push(await work(ids.slice(i, i + IN_CHUNK)));
  return results;
}

function people() {
  return [
    'creator.account as creator_account',
    'creator.name as creator_name',
    'updater.account as updater_account',
    'updater.name as updater_name',
  ] as const;
}

type ListingColumn = 'kind' | 'name' | 'size' | 'updated_at' | 'id';

/** A folder page's order: folders first, then by the chosen field. Live names are unique in a folder, so name order needs no tie-breaker. */
function listingOrder(sortField: SortField, sortType: 'asc' | 'desc'): [ListingColumn, 'asc' | 'desc'][] {
  if (sortField === 'name') return [['kind', 'desc'], ['name', sortType]];
  if (sortField === 'size') return [['kind', 'desc'], ['size', sortType], ['name', 'asc']];
  return [['kind', 'desc'], ['updated_at', sortType], ['id', sortType]];
}

export function nodeRepo(db: Executor) {
  function withPeople(db: Executor) {
    return db
      .selectFrom('nodes')
      .leftJoin('users as creator', 'creator.id', 'nodes.created_by')
      .leftJoin('users as updater', 'updater.id', 'nodes.updated_by')
      .selectAll('nodes')
      .select(people());
  }

  return {
    findById(id: number): Promise<NodeRow | undefined> {
      return db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findManyWithPeople(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return withPeople(db).where('nodes.id', 'in', ids).execute();
    },

    findByIds(ids: number[]): Promise<NodeRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('nodes').selectAll().where('id', 'in', ids).execute();
    },

    findLiveChild(parentId: number, name: string): Promise<NodeRow | undefined> {
      return db.selectFrom('nodes').selectAll().where('parent_id', '=', parentId).where('name', '=', name).where('deleted_at', 'is', null).executeTakeFirst();
    },

    async insert(values: Insertable<NodesTable>) {
      const row = await db.insertInto('nodes').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Inserts many rows at once; used by seeding where ids are not needed back. */
    async insertMany(values: Insertable<NodesTable>[]) {
      if (values.length) await db.insertInto('nodes').values(values).execute();
    },

    /** Ids of live children of a folder by name, for callers that inserted them in bulk. */
    async idsByName(parentId: number, names: string[]) {
      const rows = await db.selectFrom('nodes').select(['id', 'name']).where('parent_id', '=', parentId).where('name', 'in', names).where('deleted_at', 'is', null).execute();
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    update(id: number, values: Partial<Omit<NodesTable, 'id'>>) {
      return db.updateTable('nodes').set(values).where('id', '=', id).execute();
    },

    /** One page of a folder: folders first, then by the chosen field. */
    async page(parentId: number, sortField: SortField, sortType: 'asc' | 'desc', paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      const order = listingOrder(sortField, sortType);
      const live = db.selectFrom('nodes').where('parent_id', '=', parentId).where('deleted_at', 'is', null).where(sql<boolean>`nodes.id not in (${reservedFolderIds})`);
      // The page's ids are cut off a listing index alone (it holds the id: see 0011-search-and-listing-indexes),
      // so a deep page skips index entries, not table rows; only the page's own rows are read whole.
      let ids = live.select('nodes.id');
      for (const [column, direction] of order) ids = ids.orderBy(column, direction);
      let rows = withPeople(db).innerJoin(ids.limit(limit).offset(offset).as('page'), 'page.id', 'nodes.id');
      for (const [column, direction] of order) rows = rows.orderBy(`nodes.${column}`, direction);
      const [total, page] = await Promise.all([live.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(), rows.execute()]);
      return { rows: page, total: Number(total.count) };
    },

    /** Sub-folders of a folder for the tree, each saying whether it has sub-folders of its own. */
    childFolders(parentId: number) {
      return db
        .selectFrom('nodes as n')
        .select(['n.id', 'n.name'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('nodes as c')
                .select('c.id')
                .whereRef('c.parent_id', '=', 'n.id')
                .where('c.kind', '=', 'folder')
                .where('c.deleted_at', 'is', null),
            )
            .as('has_children'),
        )
        .where('n.parent_id', '=', parentId)
        .where('n.kind', '=', 'folder')
        .where('n.deleted_at', 'is', null)
        .where(sql<boolean>`n.id not in (${reservedFolderIds})`)
        .orderBy('n.name')
        .execute();
    },

    /** The chain from the library root down to `nodeId`, both included. */
    /** Bytes of the current versions of a library's files, the recycle bin's included: what a quota counts. */
    async usedBytes(libraryId: number): Promise<{ bytes: number; files: number }> {
      const row = await db
        .selectFrom('nodes')
        .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'), eb.fn.countAll<number>().as('files')])
        .where('library_id', '=', libraryId)
        .where('kind', '=', 'file')
        .executeTakeFirstOrThrow();
      return { bytes: Number(row.bytes), files: Number(row.files) };
    },

    async ancestry(nodeId: number): Promise<{ id: number; name: string; parent_id: number | null; deleted_at: number | null }[]> {
      const result = await sql<{ id: number; name: string; parent_id: number | null; deleted_at: number | null; depth: number }>`
        with recursive up(id, name, parent_id, deleted_at, depth) as (
          select id, name, parent_id, deleted_at, 0 from nodes where id = ${nodeId}
          union all
          select n.id, n.name, n.parent_id, n.deleted_at, up.depth + 1 from nodes n join up on n.id = up.parent_id where up.depth < 1000
        )
        select id, name, parent_id, deleted_at, depth from up order by depth desc`.execute(db);
      return result.rows.map((row) => ({ id: Number(row.id), name: row.name, parent_id: row.parent_id === null ? null : Number(row.parent_id), deleted_at: row.deleted_at === null ? null : Number(row.deleted_at) }));
    },

    /** For each of `nodeIds`, the names from the library root down to it, in one query. */
    async chains(nodeIds: number[]): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (!nodeIds.length) return result;
      const rows = await sql<{ start: number; name: string; depth: number }>`
        with recursive up(start, id, name, parent_id, depth) as (
          select id, id, name, parent_id, 0 from nodes where id in (${sql.join([...new Set(nodeIds)])})
          union all
          select up.start, n.id, n.name, n.parent_id, up.depth + 1 from nodes n join up on n.id = up.parent_id where up.depth < 1000
        )
        select start, name, depth from up order by start, depth desc`.execute(db);
      for (const row of rows.rows) {
        const start = Number(row.start);
        result.set(start, [...(result.get(start) ?? []), row.name]);
      }
      return result;
    },

    /**
     * Ids of `topIds` and everything under them. `liveOnly` stops at items already in the recycle bin;
     * `ownTrashOnly` stops at items deleted on their own (a separate recycle-bin entry), which outlive the purge of a folder they were in.
     */
    async subtreeIds(topIds: number[], liveOnly: boolean, ownTrashOnly = false): Promise<number[]> {
      if (!topIds.length) return [];
      const live = liveOnly ? sql`and n.deleted_at is null` : sql``;
      const own = ownTrashOnly ? sql`and (n.trash_id is null or n.trash_id <> n.id)` : sql``;
      const result = await sql<{ id: number }>`
        with recursive down(id) as (
          select id from nodes where id in (${sql.join(topIds)})
          union all
          select n.id from nodes n join down on n.parent_id = down.id where 1 = 1 ${live} ${own}
        )
        select id from down`.execute(db);
      return [...new Set(result.rows.map((row) => Number(row.id)))];
    },

    /** Hangs every child of `parentIds` under another folder; run after the purge set is known, so only survivors move. */
    async reparentChildren(parentIds: number[], toParentId: number) {
      await inChunks(parentIds, (slice) => db.updateTable('nodes').set({ parent_id: toParentId }).where('parent_id', 'in', slice).execute());
    },

    /** Live items under `topIds` (the tops included), with their parents, in parent-before-child order. */
    async liveSubtree(topIds: number[]) {
      if (!topIds.length) return [];
      const result = await sql<NodeRow & { depth: number }>`
        with recursive down(id, depth) as (
          select id, 0 from nodes where id in (${sql.join(topIds)}) and deleted_at is null
          union all
          select n.id, down.depth + 1 from nodes n join down on n.parent_id = down.id where n.deleted_at is null and down.depth < 1000
        )
        select nodes.*, down.depth from down join nodes on nodes.id = down.id order by down.depth, nodes.id`.execute(db);
      return result.rows.map((row) => ({ ...row, id: Number(row.id), depth: Number(row.depth) }));
    },

    /** Moves the live subtree under `topId` into the recycle bin as one item. */
    async markDeleted(topId: number, actorId: number, now: number) {
      const ids = await this.subtreeIds([topId], true);
      await inChunks(ids, (slice) =>
        db.updateTable('nodes').set({ deleted_at: now, deleted_by: actorId, trash_id: topId }).where('id', 'in', slice).where('deleted_at', 'is', null).execute(),
      );
      return ids.length;
    },

    /** Brings back everything deleted together with `topId`. */
    async restoreTrash(topId: number) {
      await db.updateTable('nodes').set({ deleted_at: null, deleted_by: null, trash_id: null }).where('trash_id', '=', topId).execute();
    },

    /** Top items of the recycle bin of one library, newest first. */
    async recyclePage(libraryId: number, paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      const base = db.selectFrom('nodes').where('library_id', '=', libraryId).where('deleted_at', 'is not', null).whereRef('trash_id', '=', 'id');
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('nodes')
        .leftJoin('users as deleter', 'deleter.id', 'nodes.deleted_by')
        .selectAll('nodes')
        .select(['deleter.account as deleter_account', 'deleter.name as deleter_name'])
        .where('nodes.library_id', '=', libraryId)
        .where('nodes.deleted_at', 'is not', null)
        .whereRef('nodes.trash_id', '=', 'nodes.id')
        .orderBy('nodes.deleted_at', 'desc')
        .orderBy('nodes.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: Number(total.count) };
    },

    recycleTops(libraryId: number) {
      return db
        .selectFrom('nodes')
        .select(['id', 'name'])
        .where('library_id', '=', libraryId)
        .where('deleted_at', 'is not', null)
        .whereRef('trash_id', '=', 'id')
        .execute();
    },

    /** Recycle-bin items whose library's retention has run out. */
    expiredTrash(now: number) {
      return db
        .selectFrom('nodes')
        .innerJoin('libraries', 'libraries.id', 'nodes.library_id')
        .select(['nodes.id', 'nodes.name', 'nodes.library_id', 'libraries.root_id'])
        .where('nodes.deleted_at', 'is not', null)
        .whereRef('nodes.trash_id', '=', 'nodes.id')
        .where(sql<boolean>`nodes.deleted_at + libraries.retention_days * ${DAY_MS} < ${now}`)
        .execute();
    },

    /** Folders and files under a folder, every level, live only. */
    async counts(folderId: number) {
      const ids = await this.subtreeIds([folderId], true);
      const rows = await inChunks(
        ids.filter((id) => id !== folderId),
        (slice) => db.selectFrom('nodes').select(['kind', (eb) => eb.fn.countAll<number>().as('count')]).where('id', 'in', slice).groupBy('kind').execute(),
      );
      let folders = 0;
      let files = 0;
      for (const row of rows.flat()) {
        if (row.kind === 'folder') folders += Number(row.count);
        else files += Number(row.count);
      }
      return { folders, files };
    },

    async idsOfLibrary(libraryId: number) {
      const rows = await db.selectFrom('nodes').select('id').where('library_id', '=', libraryId).execute();
      return rows.map((row) => row.id);
    },

    deleteByIds(ids: number[]) {
      return inChunks(ids, (slice) => db.deleteFrom('nodes').where('id', 'in', slice).execute());
    },
  };
}

export type NodeRepo = ReturnType<typeof nodeRepo>;
