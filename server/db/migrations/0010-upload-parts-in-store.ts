import type { Kysely } from 'kysely';

/** An upload's chunks may wait in an S3 multipart upload: its id with the upload, each part's ETag with its chunk. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('store_handle', 'text').execute();
  await db.schema.alterTable('upload_chunks').addColumn('tag', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_chunks').dropColumn('tag').execute();
  await db.schema.alterTable('uploads').dropColumn('store_handle').execute();
}
