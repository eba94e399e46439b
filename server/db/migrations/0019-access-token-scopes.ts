import type { Kysely } from 'kysely';

/**
 * Access tokens get scopes (a space-separated list), an expiry (null: never) and the address of their last
 * use. Tokens made before scopes existed keep every scope, so the pipelines using them go on working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable('access_tokens').addColumn('scopes', 'text', (c) => c.notNull().defaultTo('read scan ingest write admin')).execute();
  await db.schema.alterTable('access_tokens').addColumn('expires_at', 'bigint').execute();
  await db.schema.alterTable('access_tokens').addColumn('last_used_from', 'text').execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('access_tokens_user').execute();
  await db.schema.alterTable('access_tokens').dropColumn('last_used_from').execute();
  await db.schema.alterTable('access_tokens').dropColumn('expires_at').execute();
  await db.schema.alterTable('access_tokens').dropColumn('scopes').execute();
}
