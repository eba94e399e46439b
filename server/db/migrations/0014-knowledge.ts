import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * The classified knowledge base: a tree of categories, the items (libraries, folders, files, wiki pages)
 * assigned to them, the items people follow, and the items classification admins recommend on the home.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('classify_categories'))
    .addColumn('parent_id', 'integer', (c) => c.references('classify_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classify_categories_parent').on('classify_categories').columns(['parent_id', 'position']).execute();

  await withId(db, db.schema.createTable('classify_items'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('classify_categories.id').onDelete('cascade'))
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('classify_items_unique', ['category_id', 'item_kind', 'item_id'])
    .execute();
  await db.schema.createIndex('classify_items_item').on('classify_items').columns(['item_kind', 'item_id']).execute();

  await db.schema
    .createTable('knowledge_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('knowledge_follows_pk', ['user_id', 'item_kind', 'item_id'])
    .execute();

  await withId(db, db.schema.createTable('knowledge_recommendations'))
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('knowledge_recommendations_unique', ['item_kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_recommendations').execute();
  await db.schema.dropTable('knowledge_follows').execute();
  await db.schema.dropTable('classify_items').execute();
  await db.schema.dropTable('classify_categories').execute();
}
