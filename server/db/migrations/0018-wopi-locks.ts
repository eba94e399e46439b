import type { Kysely } from 'kysely';

/** The lock an office server holds on a file while someone edits it (WOPI Lock/Unlock/RefreshLock). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wopi_locks')
    .addColumn('node_id', 'integer', (c) => c.primaryKey().references('nodes.id').onDelete('cascade'))
    .addColumn('lock_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wopi_locks').execute();
}
