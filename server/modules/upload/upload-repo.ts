import type { Insertable } from 'kysely';
import type { Executor } from '../../db/repositories';
import type { UploadsTable } from '../../db/tables/upload';

export function uploadRepo(db: Executor) {
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
    setStoreHandle(identifier: string, storeHandle: string | null) {
      return db.updateTable('uploads').set({ store_handle: storeHandle }).where('identifier', '=', identifier).execute();
    },
    /** Marks one chunk held; sending it again keeps the newest tag (a part sent again replaces the first). */
    addChunk(identifier: string, chunkNumber: number, tag: string | null) {
      return db
        .insertInto('upload_chunks')
        .values({ identifier, chunk_number: chunkNumber, tag })
        .onConflict((oc) => oc.columns(['identifier', 'chunk_number']).doUpdateSet({ tag }))
        .execute();
    },
    async heldParts(identifier: string) {
      const rows = await db.selectFrom('upload_chunks').select(['chunk_number', 'tag']).where('identifier', '=', identifier).orderBy('chunk_number').execute();
      return rows.map((row) => ({ chunkNumber: row.chunk_number, tag: row.tag }));
    },
    async chunks(identifier: string): Promise<number[]> {
      const rows = await db.selectFrom('upload_chunks').select('chunk_number').where('identifier', '=', identifier).orderBy('chunk_number').execute();
      return rows.map((row) => row.chunk_number);
    },
    async hasChunk(identifier: string, chunkNumber: number) {
      return Boolean(await db.selectFrom('upload_chunks').select('chunk_number').where('identifier', '=', identifier).where('chunk_number', '=', chunkNumber).executeTakeFirst());
    },
    /** Exactly one caller wins the move to `finishing`: the one that finishes the upload. `now` starts its lease. */
    async claim(identifier: string, now: number) {
      const result = await db.updateTable('uploads').set({ status: 'finishing', updated_at: now }).where('identifier', '=', identifier).where('status', '=', 'uploading').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The finisher is still at work: its lease runs on from `now`. */
    renew(identifier: string, now: number) {
      return db.updateTable('uploads').set({ updated_at: now }).where('identifier', '=', identifier).where('status', '=', 'finishing').execute();
    },
    /** Finishing uploads whose finisher stopped renewing its lease before `before`. */
    abandonedFinishing(before: number) {
      return db.selectFrom('uploads').selectAll().where('status', '=', 'finishing').where('updated_at', '<', before).execute();
    },
    /** Back to `uploading` with no chunk held: the bytes are gone and must come again. Run it in a transaction. */
    async restart(identifier: string, now: number) {
      const result = await db.updateTable('uploads').set({ status: 'uploading', updated_at: now }).where('identifier', '=', identifier).where('status', '=', 'finishing').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) await db.deleteFrom('upload_chunks').where('identifier', '=', identifier).execute();
    },
    /** Bytes promised to uploads still open: their size less what already came. */
    async outstandingBytes(): Promise<number> {
      const rows = await db
        .selectFrom('uploads')
        .leftJoin('upload_chunks', 'upload_chunks.identifier', 'uploads.identifier')
        .select(['uploads.identifier', 'uploads.size', 'uploads.chunk_size', 'uploads.total_chunks'])
        .select((eb) => [eb.fn.count<number>('upload_chunks.chunk_number').as('held'), eb.fn.max('upload_chunks.chunk_number').as('highest')])
        .where('uploads.status', 'in', ['uploading', 'finishing'])
        .groupBy(['uploads.identifier', 'uploads.size', 'uploads.chunk_size', 'uploads.total_chunks'])
        .execute();
      let total = 0;
      for (const row of rows) {
        const size = Number(row.size);
        const chunkSize = Number(row.chunk_size);
        const held = Number(row.held);
        // Every held chunk is a full one, except the last, which carries whatever the others leave.
        const lastHeld = Number(row.highest) === Number(row.total_chunks);
        const received = lastHeld ? (held - 1) * chunkSize + (size - (Number(row.total_chunks) - 1) * chunkSize) : held * chunkSize;
        total += Math.max(0, size - received);
      }
      return total;
    },
    finish(identifier: string, status: 'complete' | 'failed', nodeId: number | null, now: number) {
      return db.updateTable('uploads').set({ status, node_id: nodeId, updated_at: now }).where('identifier', '=', identifier).execute();
    },
    release(identifier: string) {
      return db.updateTable('uploads').set({ status: 'uploading' }).where('identifier', '=', identifier).where('status', '=', 'finishing').execute();
    },
    expired(before: number) {
      return db.selectFrom('uploads').select(['identifier', 'store_handle']).where('updated_at', '<', before).execute();
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

export type UploadRepo = ReturnType<typeof uploadRepo>;
