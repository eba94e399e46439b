import { sql } from 'kysely';
import type { Executor } from '../../db/repositories';

/** Reference counts of stored blobs: one reference per file version that points at the blob. */
export function blobRepo(db: Executor) {
  return {
    find(sha256: string) {
      return db.selectFrom('blobs').selectAll().where('sha256', '=', sha256).executeTakeFirst();
    },

    /** Live files in these libraries whose current content has this MD5 and size. */
    async filesWithContent(md5: string, size: number, libraryIds: number[], limit: number) {
      if (!libraryIds.length) return [];
      return db
        .selectFrom('nodes')
        .innerJoin('blobs', 'blobs.sha256', 'nodes.blob_sha256')
        .innerJoin('libraries', 'libraries.id', 'nodes.library_id')
        .select(['nodes.id', 'nodes.library_id', 'blobs.sha256'])
        .where('blobs.md5', '=', md5)
        .where('blobs.size', '=', size)
        .where('nodes.library_id', 'in', libraryIds)
        .where('nodes.kind', '=', 'file')
        .where('nodes.deleted_at', 'is', null)
        .where('libraries.deleted_at', 'is', null)
        .orderBy('nodes.id')
        .limit(limit)
        .execute();
    },

    /** Counts `count` new references, creating the row on first use. */
    async addRefs(blob: { sha256: string; md5: string; size: number }, count: number, now: number) {
      await db
        .insertInto('blobs')
        .values({ sha256: blob.sha256, md5: blob.md5, size: blob.size, ref_count: count, created_at: now })
        .onConflict((oc) => oc.column('sha256').doUpdateSet({ ref_count: sql`blobs.ref_count + ${count}` }))
        .execute();
    },

    async release(use: Map<string, number>) {
      for (const [sha256, count] of use) {
        await db.updateTable('blobs').set({ ref_count: sql`ref_count - ${count}` }).where('sha256', '=', sha256).execute();
      }
    },

    /** Deletes the rows of these blobs that nothing references any more and returns their keys. */
    async collect(sha256s: string[]) {
      if (!sha256s.length) return [];
      const rows = await db.deleteFrom('blobs').where('sha256', 'in', sha256s).where('ref_count', '<=', 0).returning('sha256').execute();
      return rows.map((row) => row.sha256);
    },

    async putText(sha256: string, content: string) {
      await db.insertInto('blob_texts').values({ sha256, content }).onConflict((oc) => oc.column('sha256').doNothing()).execute();
    },

    /** Rows for many blobs and their texts at once (seeding). */
    async insertMany(rows: { sha256: string; md5: string; size: number; refCount: number; text: string }[], now: number) {
      if (!rows.length) return;
      await db
        .insertInto('blobs')
        .values(rows.map((row) => ({ sha256: row.sha256, md5: row.md5, size: row.size, ref_count: row.refCount, created_at: now })))
        .execute();
      await db.insertInto('blob_texts').values(rows.map((row) => ({ sha256: row.sha256, content: row.text }))).execute();
    },

    /** Texts of many blobs, capped at `maxChars` each: enough to cut a snippet from. */
    async texts(sha256s: string[], maxChars: number) {
      const unique = [...new Set(sha256s)];
      if (!unique.length) return new Map<string, string>();
      const rows = await db
        .selectFrom('blob_texts')
        .select(['sha256', sql<string>`substr(content, 1, ${maxChars})`.as('content')])
        .where('sha256', 'in', unique)
        .execute();
      return new Map(rows.map((row) => [row.sha256, row.content]));
    },

    async text(sha256: string) {
      const row = await db.selectFrom('blob_texts').select('content').where('sha256', '=', sha256).executeTakeFirst();
      return row?.content;
    },
  };
}

export type BlobRepo = ReturnType<typeof blobRepo>;
