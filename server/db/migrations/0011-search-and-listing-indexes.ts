import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';
import { ensureTrigram } from '../pg-trigram';

/**
 * Indexes for a folder page and a name search that stay fast at a hundred thousand files.
 *
 * Folder pages: on PostgreSQL the listing indexes also hold the id, so a page's ids are read off the index
 * alone, however deep the page (SQLite keeps the rowid, which is the id, in every index already).
 *
 * Name search (a part of a name, anywhere in it): trigram indexes, pg_trgm's GIN on PostgreSQL and an FTS5
 * trigram table on SQLite that triggers keep equal to the names. Both serve fragments of three characters
 * or more; a shorter one is read by scanning, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX nodes_listing_name_ids ON nodes (parent_id, kind DESC, name) INCLUDE (id) WHERE deleted_at IS NULL`.execute(db);
    await sql`CREATE INDEX nodes_listing_ids ON nodes (parent_id, kind, name) INCLUDE (id) WHERE deleted_at IS NULL`.execute(db);
    await sql`DROP INDEX nodes_listing_name`.execute(db);
    await sql`DROP INDEX nodes_listing`.execute(db);
    const trigram = await ensureTrigram(async (text) => sql.raw<Record<string, unknown>>(text).execute(db));
    if (trigram) await sql`CREATE INDEX nodes_name_trigram ON nodes USING GIN (lower(name) ${sql.id(trigram)}.gin_trgm_ops) WHERE deleted_at IS NULL`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE node_names USING fts5(name, tokenize = 'trigram')`.execute(db);
  await sql`INSERT INTO node_names (rowid, name) SELECT id, name FROM nodes`.execute(db);
  await sql`CREATE TRIGGER node_names_insert AFTER INSERT ON nodes BEGIN INSERT INTO node_names (rowid, name) VALUES (new.id, new.name); END`.execute(db);
  await sql`CREATE TRIGGER node_names_rename AFTER UPDATE OF name ON nodes BEGIN UPDATE node_names SET name = new.name WHERE rowid = new.id; END`.execute(db);
  await sql`CREATE TRIGGER node_names_delete AFTER DELETE ON nodes BEGIN DELETE FROM node_names WHERE rowid = old.id; END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS nodes_name_trigram`.execute(db);
    await sql`CREATE INDEX nodes_listing_name ON nodes (parent_id, kind DESC, name) WHERE deleted_at IS NULL`.execute(db);
    await sql`CREATE INDEX nodes_listing ON nodes (parent_id, kind, name) WHERE deleted_at IS NULL`.execute(db);
    await sql`DROP INDEX nodes_listing_name_ids`.execute(db);
    await sql`DROP INDEX nodes_listing_ids`.execute(db);
    return;
  }
  for (const trigger of ['node_names_insert', 'node_names_rename', 'node_names_delete']) await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
  await sql`DROP TABLE node_names`.execute(db);
}
