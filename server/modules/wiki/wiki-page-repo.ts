import { type Insertable, type Selectable, sql } from 'kysely';
import { DAY_MS } from '../../../contract/constants';
import type { Executor } from '../../db/repositories';
import type { WikiPagesTable } from '../../db/tables/wiki';

export type WikiPageRow = Selectable<WikiPagesTable>;
export type WikiPageWithPeople = WikiPageRow & {
  creator_account: string | null;
  creator_name: string | null;
  updater_account: string | null;
  updater_name: string | null;
};

/** The page tree of library wikis, with the recycle bin state of each page. */
export function wikiPageRepo(db: Executor) {
  function withPeople() {
    return db
      .selectFrom('wiki_pages')
      .leftJoin('users as creator', 'creator.id', 'wiki_pages.created_by')
      .leftJoin('users as updater', 'updater.id', 'wiki_pages.updated_by')
      .selectAll('wiki_pages')
      .select(['creator.account as creator_account', 'creator.name as creator_name', 'updater.account as updater_account', 'updater.name as updater_name']);
  }

  return {
    findById(id: number): Promise<WikiPageRow | undefined> {
      return db.selectFrom('wiki_pages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findWithPeople(id: number): Promise<WikiPageWithPeople | undefined> {
      return withPeople().where('wiki_pages.id', '=', id).executeTakeFirst();
    },

    findManyWithPeople(ids: number[]): Promise<WikiPageWithPeople[]> {
      if (!ids.length) return Promise.resolve([]);
      return withPeople().where('wiki_pages.id', 'in', ids).execute();
    },

    /** Every live page of a library, siblings in order. */
    livePages(libraryId: number): Promise<WikiPageWithPeople[]> {
      return withPeople().where('wiki_pages.library_id', '=', libraryId).where('wiki_pages.deleted_at', 'is', null).orderBy('wiki_pages.position').orderBy('wiki_pages.id').execute();
    },

    /** Every page of a library, live or deleted: the shape of the tree for sub-tree walks. */
    allPages(libraryId: number): Promise<Pick<WikiPageRow, 'id' | 'parent_id' | 'deleted_at' | 'trash_id' | 'title'>[]> {
      return db.selectFrom('wiki_pages').select(['id', 'parent_id', 'deleted_at', 'trash_id', 'title']).where('library_id', '=', libraryId).execute();
    },

    liveCount(libraryId: number): Promise<number> {
      return db
        .selectFrom('wiki_pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('library_id', '=', libraryId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },

    /** Live pages under one parent (the top when null), in order. */
    siblings(libraryId: number, parentId: number | null): Promise<WikiPageRow[]> {
      let query = db.selectFrom('wiki_pages').selectAll().where('library_id', '=', libraryId).where('deleted_at', 'is', null);
      query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
      return query.orderBy('position').orderBy('id').execute();
    },

    async insert(values: Insertable<WikiPagesTable>): Promise<number> {
      const row = await db.insertInto('wiki_pages').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Partial<Omit<WikiPagesTable, 'id'>>) {
      await db.updateTable('wiki_pages').set(values).where('id', '=', id).execute();
    },

    /** Numbers siblings 0, 1, 2… in the order given. */
    async renumber(ids: number[]) {
      for (const [position, id] of ids.entries()) await db.updateTable('wiki_pages').set({ position }).where('id', '=', id).execute();
    },

    async trash(ids: number[], topId: number, at: number, by: number) {
      if (!ids.length) return;
      await db.updateTable('wiki_pages').set({ deleted_at: at, deleted_by: by, trash_id: topId }).where('id', 'in', ids).execute();
    },

    async restoreTrash(topId: number) {
      await db.updateTable('wiki_pages').set({ deleted_at: null, deleted_by: null, trash_id: null }).where('trash_id', '=', topId).execute();
    },

    /** Tops of deleted sub-trees of a library, newest first, with who deleted them. */
    recycleTops(libraryId: number, limit: number) {
      return db
        .selectFrom('wiki_pages')
        .leftJoin('users as deleter', 'deleter.id', 'wiki_pages.deleted_by')
        .selectAll('wiki_pages')
        .select(['deleter.account as deleter_account', 'deleter.name as deleter_name'])
        .where('wiki_pages.library_id', '=', libraryId)
        .where('wiki_pages.deleted_at', 'is not', null)
        .whereRef('wiki_pages.trash_id', '=', 'wiki_pages.id')
        .orderBy('wiki_pages.deleted_at', 'desc')
        .orderBy('wiki_pages.id', 'desc')
        .limit(limit)
        .execute();
    },

    async recycleCount(libraryId: number): Promise<number> {
      const row = await db
        .selectFrom('wiki_pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('library_id', '=', libraryId)
        .where('deleted_at', 'is not', null)
        .whereRef('trash_id', '=', 'id')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Deletes pages for good; versions, state and grants go with them (foreign keys), search entries here. */
    async purge(ids: number[]) {
      if (!ids.length) return;
      // Children first is not needed: parent_id cascades, but delete the whole set in one statement.
      await db.deleteFrom('wiki_pages').where('id', 'in', ids).execute();
    },

    /** Pages deleted longer ago than their library keeps its recycle bin. */
    async expiredTops(at: number) {
      return db
        .selectFrom('wiki_pages')
        .innerJoin('libraries', 'libraries.id', 'wiki_pages.library_id')
        .select(['wiki_pages.id', 'wiki_pages.library_id', 'wiki_pages.title'])
        .where('wiki_pages.deleted_at', 'is not', null)
        .whereRef('wiki_pages.trash_id', '=', 'wiki_pages.id')
        .where(sql<boolean>`wiki_pages.deleted_at + libraries.retention_days * ${DAY_MS} < ${at}`)
        .execute();
    },
  };
}

export type WikiPageRepo = ReturnType<typeof wikiPageRepo>;
