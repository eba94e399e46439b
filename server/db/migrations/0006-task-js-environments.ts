import type { Kysely } from 'kysely';

/** A task's JavaScript environments for ESLint: a JSON list, or null to detect them per file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('js_environments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('js_environments').execute();
}
