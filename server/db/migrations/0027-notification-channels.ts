import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Notifications beyond the inbox. E-mails are rows before they are messages (an outbox swept like webhook
 * deliveries, so a restart loses none); what waits for a person's daily digest is kept apart until the
 * digest takes it; the back office's chat robots (WeCom, DingTalk, Feishu group robots) and their messages,
 * each with its last attempt's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_emails_due').on('notification_emails').columns(['status', 'next_attempt_at']).execute();

  await withId(db, db.schema.createTable('notification_digest_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_id', 'integer', (c) => c.references('notifications.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('change', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_digest_items_user').on('notification_digest_items').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('notification_robots'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('library_id', 'integer', (c) => c.references('libraries.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.references('tasks.id').onDelete('cascade'))
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('robot_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('robot_id', 'integer', (c) => c.notNull().references('notification_robots.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('request_body', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_deliveries_robot').on('robot_deliveries').columns(['robot_id', 'created_at']).execute();
  await db.schema.createIndex('robot_deliveries_due').on('robot_deliveries').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['robot_deliveries', 'notification_robots', 'notification_digests', 'notification_digest_items', 'notification_emails']) await db.schema.dropTable(table).execute();
}
