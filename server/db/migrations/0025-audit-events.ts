import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * The audit: downloads, previews, sign-ins, access tokens and the wiki's actions, each with who, what, from
 * where and when. No foreign keys: a record outlives the person, token, library or page it names, and a
 * download's insert checks nothing but its own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_events'))
    .addColumn('actor_id', 'integer')
    .addColumn('account', 'text')
    .addColumn('token_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('library_id', 'integer')
    .addColumn('subject_id', 'integer')
    .addColumn('subject_name', 'text')
    .addColumn('information_key', 'text')
    .addColumn('information_params', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_created').on('audit_events').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_events_ip').on('audit_events').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
