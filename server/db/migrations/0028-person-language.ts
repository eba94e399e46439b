import type { Kysely } from 'kysely';

/**
 * The language a person last used the web app in: what the e-mails sent to them are written in. Null until
 * they have used it (the product's default language then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}
