import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Share links: a file or folder opened by whoever holds the link's address, within the audience its maker
 * chose, and the record of every use of one. The token is kept as its SHA-256 (found by it) and sealed
 * with the server's secret key (shown again to whoever manages the link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('share_links'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('maker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('audience_ids', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('download_limit', 'integer')
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by', 'integer')
    .execute();
  await db.schema.createIndex('share_links_maker').on('share_links').columns(['maker_id', 'created_at']).execute();
  await db.schema.createIndex('share_links_library').on('share_links').columns(['library_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('share_link_uses'))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('node_id', 'integer')
    .addColumn('name', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('share_link_uses_link').on('share_link_uses').columns(['link_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['share_link_uses', 'share_links']) await db.schema.dropTable(table).execute();
}
