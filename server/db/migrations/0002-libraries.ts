import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from '../dialect';

/** Document libraries: libraries, grants, follows, share templates, the file tree, versions, blobs, search, records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('libraries'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('classification', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('root_id', 'integer')
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One personal library per person and one library per project, even when two requests race to create it.
  await db.schema.createIndex('libraries_owner').unique().on('libraries').column('owner_id').execute();
  await db.schema.createIndex('libraries_project').unique().on('libraries').column('project_id').execute();
  await db.schema.createIndex('libraries_kind').on('libraries').columns(['kind', 'deleted_at']).execute();

  await db.schema
    .createTable('library_grants')
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('grantee_type', 'text', (c) => c.notNull())
    .addColumn('grantee_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('can_download', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_grants_pk', ['library_id', 'grantee_type', 'grantee_id'])
    .execute();
  await db.schema.createIndex('library_grants_grantee').on('library_grants').columns(['grantee_type', 'grantee_id']).execute();

  await db.schema
    .createTable('library_follows')
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_follows_pk', ['user_id', 'library_id'])
    .execute();

  await withId(db, db.schema.createTable('share_templates'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('grants', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blobs')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('ref_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The resumable upload asks for an existing blob by MD5 and size to skip sending bytes.
  await db.schema.createIndex('blobs_md5_size').on('blobs').columns(['md5', 'size']).execute();

  await db.schema
    .createTable('blob_texts')
    .addColumn('sha256', 'text', (c) => c.primaryKey().references('blobs.sha256').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('nodes'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('nodes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('current_version_id', 'integer')
    .addColumn('version_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blob_sha256', 'text')
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mime', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('trash_id', 'integer')
    .execute();
  // Two live items of one folder never share a name; items in the recycle bin do not count.
  await db.schema
    .createIndex('nodes_live_name')
    .unique()
    .on('nodes')
    .columns(['parent_id', 'name'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // A folder page, folders first, read straight off an index instead of sorting the whole folder: this one
  // in order gives names A to Z, the next one read backwards gives Z to A (names are unique per folder).
  await sql`CREATE INDEX nodes_listing_name ON nodes (parent_id, kind DESC, name) WHERE deleted_at IS NULL`.execute(db);
  await db.schema
    .createIndex('nodes_listing')
    .on('nodes')
    .columns(['parent_id', 'kind', 'name'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('nodes_parent').on('nodes').column('parent_id').execute();
  await db.schema.createIndex('nodes_library').on('nodes').columns(['library_id', 'deleted_at']).execute();
  await db.schema.createIndex('nodes_trash').on('nodes').column('trash_id').execute();

  await withId(db, db.schema.createTable('file_versions'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.id').onDelete('cascade'))
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('blob_sha256', 'text', (c) => c.notNull().references('blobs.sha256'))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_versions_node').unique().on('file_versions').columns(['node_id', 'version_no']).execute();

  await withId(db, db.schema.createTable('library_operations'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('node_id', 'integer')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('information', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('library_operations_library').on('library_operations').columns(['library_id', 'id']).execute();

  if (isPostgres(db)) {
    await db.schema
      .createTable('search_vectors')
      .addColumn('node_id', 'integer', (c) => c.primaryKey().references('nodes.id').onDelete('cascade'))
      .addColumn('tsv', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX search_vectors_tsv ON search_vectors USING GIN (tsv)`.execute(db);
  } else {
    // The text arrives already segmented into space-separated words, so unicode61 only has to split on spaces.
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(tokens, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(isPostgres(db) ? 'search_vectors' : 'search_fts').execute();
  for (const table of ['library_operations', 'file_versions', 'nodes', 'blob_texts', 'blobs', 'share_templates', 'library_follows', 'library_grants', 'libraries']) {
    await db.schema.dropTable(table).execute();
  }
}
