import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/** The back office's own operation record: changes that belong to no library (people, classification, settings). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('admin_operations'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('information_key', 'text')
    .addColumn('information_params', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_operations_created').on('admin_operations').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_operations').execute();
}
