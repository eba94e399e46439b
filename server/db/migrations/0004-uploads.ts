import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('identifier', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('relative_path', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('md5', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('node_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_updated').on('uploads').column('updated_at').execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('identifier', 'text', (c) => c.notNull().references('uploads.identifier').onDelete('cascade'))
    .addColumn('chunk_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['identifier', 'chunk_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_chunks').execute();
  await db.schema.dropTable('uploads').execute();
}
