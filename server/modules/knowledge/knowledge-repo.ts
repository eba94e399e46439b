import { sql } from 'kysely';
import type { KnowledgeKind } from '../../../contract/knowledge';
import type { Executor } from '../../db/repositories';
import { reservedFolderIds } from '../search-index/reserved-folders';
import { likePattern } from '../search-index/search-index';

export interface ItemRef {
  kind: KnowledgeKind;
  id: number;
}

export const refKey = (ref: ItemRef) => `${ref.kind}:${ref.id}`;

/** What the knowledge base stores: the category tree, assignments, follows and recommendations. */
export function knowledgeRepo(db: Executor) {
  const nameLike = (column: string, keyword: string) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(keyword.toLowerCase())} escape '\\'`;
  return {
    categories() {
      return db.selectFrom('classify_categories').selectAll().orderBy('position').orderBy('id').execute();
    },
    findCategory(id: number) {
      return db.selectFrom('classify_categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    siblings(parentId: number | null) {
      return db
        .selectFrom('classify_categories')
        .selectAll()
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    async insertCategory(parentId: number | null, name: string, position: number, now: number) {
      const row = await db
        .insertInto('classify_categories')
        .values({ parent_id: parentId, name, position, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCategory(id: number, patch: { name?: string; parent_id?: number | null; position?: number }, now: number) {
      await db
        .updateTable('classify_categories')
        .set({ ...patch, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async deleteCategory(id: number) {
      await db.deleteFrom('classify_categories').where('id', '=', id).execute();
    },

    /** Every assignment, or those of one category (of one kind). */
    assignments(categoryId?: number, kind?: KnowledgeKind) {
      let query = db.selectFrom('classify_items').select(['category_id', 'item_kind', 'item_id', 'created_at']);
      if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
      if (kind) query = query.where('item_kind', '=', kind);
      return query.orderBy('id').execute();
    },
    async assign(categoryId: number, ref: ItemRef, by: number, now: number) {
      const result = await db
        .insertInto('classify_items')
        .values({ category_id: categoryId, item_kind: ref.kind, item_id: ref.id, created_by: by, created_at: now })
        .onConflict((oc) => oc.columns(['category_id', 'item_kind', 'item_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async unassign(categoryId: number, ref: ItemRef) {
      const result = await db
        .deleteFrom('classify_items')
        .where('category_id', '=', categoryId)
        .where('item_kind', '=', ref.kind)
        .where('item_id', '=', ref.id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Moves a category's items to another; an item already there stays once. Returns how many moved. */
    async moveItems(fromId: number, toId: number) {
      const rows = await db.selectFrom('classify_items').select(['id', 'item_kind', 'item_id']).where('category_id', '=', fromId).execute();
      const there = await db.selectFrom('classify_items').select(['item_kind', 'item_id']).where('category_id', '=', toId).execute();
      const present = new Set(there.map((row) => `${row.item_kind}:${row.item_id}`));
      const moving = rows.filter((row) => !present.has(`${row.item_kind}:${row.item_id}`)).map((row) => row.id);
      if (moving.length) await db.updateTable('classify_items').set({ category_id: toId }).where('id', 'in', moving).execute();
      return moving.length;
    },
    async countItems(categoryId: number) {
      const row = await db.selectFrom('classify_items').select((eb) => eb.fn.countAll<string | number>().as('n')).where('category_id', '=', categoryId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    follows(userId: number) {
      return db.selectFrom('knowledge_follows').select(['item_kind', 'item_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
    },
    async follow(userId: number, ref: ItemRef, follow: boolean, now: number) {
      if (follow) {
        await db
          .insertInto('knowledge_follows')
          .values({ user_id: userId, item_kind: ref.kind, item_id: ref.id, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'item_kind', 'item_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('knowledge_follows').where('user_id', '=', userId).where('item_kind', '=', ref.kind).where('item_id', '=', ref.id).execute();
      }
    },

    recommendations() {
      return db
        .selectFrom('knowledge_recommendations as r')
        .leftJoin('users as u', 'u.id', 'r.created_by')
        .select(['r.id', 'r.item_kind', 'r.item_id', 'r.position', 'r.expires_at', 'u.account', 'u.name'])
        .orderBy('r.position')
        .orderBy('r.id')
        .execute();
    },
    findRecommendation(id: number) {
      return db.selectFrom('knowledge_recommendations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findRecommendationOf(ref: ItemRef) {
      return db.selectFrom('knowledge_recommendations').selectAll().where('item_kind', '=', ref.kind).where('item_id', '=', ref.id).executeTakeFirst();
    },
    async insertRecommendation(ref: ItemRef, position: number, expiresAt: number | null, by: number, now: number) {
      const row = await db
        .insertInto('knowledge_recommendations')
        .values({ item_kind: ref.kind, item_id: ref.id, position, expires_at: expiresAt, created_by: by, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateRecommendation(id: number, patch: { position?: number; expires_at?: number | null }) {
      await db.updateTable('knowledge_recommendations').set(patch).where('id', '=', id).execute();
    },
    async deleteRecommendation(id: number) {
      await db.deleteFrom('knowledge_recommendations').where('id', '=', id).execute();
    },

    // What items are: live rows of libraries, nodes and wiki pages.
    libraries(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('libraries').select(['id', 'name', 'kind', 'owner_id', 'updated_at']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
    },
    nodes(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('nodes')
        .select(['id', 'name', 'kind', 'library_id', 'updated_at'])
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .where('parent_id', 'is not', null)
        .execute();
    },
    pages(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('wiki_pages').select(['id', 'title', 'library_id', 'updated_at']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
    },
    /** Library admins named by person, and personal libraries' owners. */
    async maintainers(libraryIds: number[]) {
      const byLibrary = new Map<number, { account: string; name: string }[]>();
      if (!libraryIds.length) return byLibrary;
      const [granted, owners] = await Promise.all([
        db
          .selectFrom('library_grants as g')
          .innerJoin('users as u', 'u.id', 'g.grantee_id')
          .select(['g.library_id', 'u.account', 'u.name'])
          .where('g.library_id', 'in', libraryIds)
          .where('g.grantee_type', '=', 'user')
          .where('g.role', '=', 'admin')
          .orderBy('u.account')
          .execute(),
        db
          .selectFrom('libraries as l')
          .innerJoin('users as u', 'u.id', 'l.owner_id')
          .select(['l.id as library_id', 'u.account', 'u.name'])
          .where('l.id', 'in', libraryIds)
          .where('l.kind', '=', 'personal')
          .execute(),
      ]);
      for (const row of [...owners, ...granted]) {
        const list = byLibrary.get(row.library_id) ?? [];
        if (!list.some((p) => p.account === row.account)) list.push({ account: row.account, name: row.name });
        byLibrary.set(row.library_id, list);
      }
      return byLibrary;
    },

    recentFiles(libraryIds: number[], limit: number) {
      if (!libraryIds.length) return Promise.resolve([]);
      return db
        .selectFrom('nodes')
        .select(['id'])
        .where('library_id', 'in', libraryIds)
        .where('kind', '=', 'file')
        .where('deleted_at', 'is', null)
        // Images pasted into wiki pages are the pages' own, not recently updated files.
        .where(sql<boolean>`nodes.parent_id not in (${reservedFolderIds})`)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    recentPages(libraryIds: number[], limit: number) {
      if (!libraryIds.length) return Promise.resolve([]);
      return db
        .selectFrom('wiki_pages')
        .select(['id', 'library_id'])
        .where('library_id', 'in', libraryIds)
        .where('deleted_at', 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Candidates to assign or recommend, by name, in these libraries. */
    async named(libraryIds: number[], keyword: string, kind: KnowledgeKind | undefined, limit: number): Promise<ItemRef[]> {
      if (!libraryIds.length) return [];
      const want = (k: KnowledgeKind) => kind === undefined || kind === k;
      const [libraries, nodes, pages] = await Promise.all([
        want('library')
          ? db.selectFrom('libraries').select('id').where('id', 'in', libraryIds).where(nameLike('name', keyword)).orderBy('id').limit(limit).execute()
          : [],
        want('file') || want('folder')
          ? db
              .selectFrom('nodes')
              .select(['id', 'kind'])
              .where('library_id', 'in', libraryIds)
              .where('deleted_at', 'is', null)
              .where('parent_id', 'is not', null)
              .where(nameLike('name', keyword))
              .$if(kind === 'file' || kind === 'folder', (q) => q.where('kind', '=', kind as 'file' | 'folder'))
              .orderBy('updated_at', 'desc')
              .limit(limit)
              .execute()
          : [],
        want('wiki')
          ? db.selectFrom('wiki_pages').select('id').where('library_id', 'in', libraryIds).where('deleted_at', 'is', null).where(nameLike('title', keyword)).orderBy('updated_at', 'desc').limit(limit).execute()
          : [],
      ]);
      return [
        ...libraries.map((row) => ({ kind: 'library' as const, id: row.id })),
        ...nodes.map((row) => ({ kind: row.kind, id: row.id })),
        ...pages.map((row) => ({ kind: 'wiki' as const, id: row.id })),
      ];
    },
  };
}

export type KnowledgeRepo = ReturnType<typeof knowledgeRepo>;
