import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from '../dialect';

/** The wiki of each library: the page tree, each page's Yjs state, versions, per-page grants and search. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('wiki_pages'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('wiki_pages.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('trash_id', 'integer')
    .execute();
  // Two live sibling pages never share a title (top-level pages are siblings under parent 0).
  await sql`CREATE UNIQUE INDEX wiki_pages_live_title ON wiki_pages (library_id, COALESCE(parent_id, 0), title) WHERE deleted_at IS NULL`.execute(db);
  await db.schema.createIndex('wiki_pages_library').on('wiki_pages').columns(['library_id', 'deleted_at']).execute();
  await db.schema.createIndex('wiki_pages_parent').on('wiki_pages').column('parent_id').execute();
  await db.schema.createIndex('wiki_pages_trash').on('wiki_pages').column('trash_id').execute();

  await db.schema
    .createTable('wiki_documents')
    .addColumn('page_id', 'integer', (c) => c.primaryKey().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('state', bytes, (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('state_bytes', 'integer', (c) => c.notNull())
    /** JSON array of users.id who changed the page since its last version; '[]' when nothing is unversioned. */
    .addColumn('pending_authors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('unversioned_since', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wiki_documents_unversioned').on('wiki_documents').column('unversioned_since').execute();

  await withId(db, db.schema.createTable('wiki_versions'))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', bytes, (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('authors', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wiki_versions_page').unique().on('wiki_versions').columns(['page_id', 'number']).execute();

  await db.schema
    .createTable('wiki_grants')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('grantee_type', 'text', (c) => c.notNull())
    .addColumn('grantee_id', 'integer', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wiki_grants_pk', ['page_id', 'grantee_type', 'grantee_id'])
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .createTable('wiki_search_vectors')
      .addColumn('page_id', 'integer', (c) => c.primaryKey().references('wiki_pages.id').onDelete('cascade'))
      .addColumn('tsv', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX wiki_search_vectors_tsv ON wiki_search_vectors USING GIN (tsv)`.execute(db);
  } else {
    // As the file index: text arrives segmented into space-separated words.
    await sql`CREATE VIRTUAL TABLE wiki_search_fts USING fts5(tokens, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(isPostgres(db) ? 'wiki_search_vectors' : 'wiki_search_fts').execute();
  for (const table of ['wiki_grants', 'wiki_versions', 'wiki_documents', 'wiki_pages']) await db.schema.dropTable(table).execute();
}
