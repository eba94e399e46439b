import type { Kysely } from 'kysely';

/** The personal home lists what one person changed and added lately: by person, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('nodes_updated_by').on('nodes').columns(['updated_by', 'updated_at']).execute();
  await db.schema.createIndex('nodes_created_by').on('nodes').columns(['created_by', 'created_at']).execute();
  await db.schema.createIndex('wiki_pages_updated_by').on('wiki_pages').columns(['updated_by', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wiki_pages_updated_by').execute();
  await db.schema.dropIndex('nodes_created_by').execute();
  await db.schema.dropIndex('nodes_updated_by').execute();
}
