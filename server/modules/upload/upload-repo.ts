import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UploadsTable } from '../../db/tables/upload';

export function uploadRepo(db: Db) {
  return {
    insert(row: Insertable<UploadsTable>) {
      return db.insertInto('uploads').values(row).execute();
    },
    find(identifier: string) {
      return db.selectFrom('uploads').selectAll().where('identifier', '=', identifier).executeTakeFirst();
    },
    setMd5(identifier: string, md5: string, now: number) {
      return db.updateTable('uploads').set({ md5, updated_at: now }).where('identifier', '=', identifier).execute();
    },
    touch(identifier: string, now: number) {
      return db.updateTable('uploads').set({ updated_at: now }).where('identifier', '=', identifier).execute();
    },
    /** Marks one chunk held; sending it again changes nothing. */
    addChunk(identifier: string, chunkNumber: number) {
      return db
        .insertInto('upload_chunks')
        .values({ identifier, chunk_number: chunkNumber })
        .onConflict((oc) => oc.columns(['identifier', 'chunk_number']).doNothing())
        .execute();
    },
    async chunks(identifier: string): Promise<number[]> {
      const rows = await db.selectFrom('upload_chunks').select('chunk_number').where('identifier', '=', identifier).orderBy('chunk_number').execute();
      return rows.map((row) => row.chunk_number);
    },
    async hasChunk(identifier: string, chunkNumber: number) {
      return Boolean(await db.selectFrom('upload_chunks').select('chunk_number').where('identifier', '=', identifier).where('chunk_number', '=', chunkNumber).executeTakeFirst());
    },
    /** Exactly one caller wins the move from `from` to `to`: the one that finishes the upload. */
    async claim(identifier: string, from: string, to: string) {
      const result = await db.updateTable('uploads').set({ status: to }).where('identifier', '=', identifier).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    finish(identifier: string, status: 'complete' | 'failed', nodeId: number | null, now: number) {
      return db.updateTable('uploads').set({ status, node_id: nodeId, updated_at: now }).where('identifier', '=', identifier).execute();
    },
    release(identifier: string) {
      return db.updateTable('uploads').set({ status: 'uploading' }).where('identifier', '=', identifier).where('status', '=', 'finishing').execute();
    },
    expired(before: number) {
      return db.selectFrom('uploads').select('identifier').where('updated_at', '<', before).execute();
    },
    delete(identifier: string) {
      return db.deleteFrom('uploads').where('identifier', '=', identifier).execute();
    },
    async known(identifiers: string[]) {
      if (!identifiers.length) return new Set<string>();
      const rows = await db.selectFrom('uploads').select('identifier').where('identifier', 'in', identifiers).execute();
      return new Set(rows.map((row) => row.identifier));
    },
  };
}
