import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Comments on files, folders and wiki pages, in threads (a reply names its thread's first comment), with the
 * people they mention, a wiki comment's anchor (two Yjs relative positions and the words quoted when it was
 * made), and each library's rule of who may comment. `client_id` makes a send from an offline queue count once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('comments'))
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer')
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('anchor_start', 'text')
    .addColumn('anchor_end', 'text')
    .addColumn('anchor_quote', 'text')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('edited_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'integer')
    .execute();
  await db.schema.createIndex('comments_subject').on('comments').columns(['subject_type', 'subject_id', 'created_at']).execute();
  await db.schema.createIndex('comments_thread').on('comments').columns(['thread_id']).execute();
  await db.schema.createIndex('comments_client').on('comments').columns(['author_id', 'client_id']).unique().execute();

  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comment_settings')
    .addColumn('library_id', 'integer', (c) => c.primaryKey().references('libraries.id').onDelete('cascade'))
    .addColumn('who', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comment_settings', 'comment_mentions', 'comments']) await db.schema.dropTable(table).execute();
}
