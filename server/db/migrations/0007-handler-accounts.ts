import { type Kysely, sql } from 'kysely';

/**
 * Handlers become accounts and the git author is kept beside them; a task's new-defect time becomes
 * optional, its default being the end of the task's first successful scan.
 */

const TRACKED = ['defects', 'risky_functions', 'duplicated_files'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRACKED) {
    await db.schema.alterTable(table).addColumn('author_email', 'text').execute();
    // Handlers were git author names: one that is an account, or the name of exactly one person, becomes that account.
    await sql`
      update ${sql.table(table)} set handler = coalesce(
        (select u.account from users u where u.account = ${sql.ref(`${table}.handler`)}),
        (select min(u.account) from users u where u.name = ${sql.ref(`${table}.handler`)} having count(*) = 1)
      )
      where handler is not null`.execute(db);
  }

  // SQLite cannot drop a NOT NULL constraint in place, so the column is carried over to a nullable one.
  await db.schema.alterTable('tasks').addColumn('chosen_new_defect_time', 'bigint').execute();
  // Tasks kept their creation time until someone chose another; those now take the default.
  await sql`update tasks set chosen_new_defect_time = case when new_defect_time = created_at then null else new_defect_time end`.execute(db);
  await db.schema.alterTable('tasks').dropColumn('new_defect_time').execute();
  await db.schema.alterTable('tasks').renameColumn('chosen_new_defect_time', 'new_defect_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('fixed_new_defect_time', 'bigint').execute();
  await sql`update tasks set fixed_new_defect_time = coalesce(new_defect_time, created_at)`.execute(db);
  await db.schema.alterTable('tasks').dropColumn('new_defect_time').execute();
  await db.schema.alterTable('tasks').renameColumn('fixed_new_defect_time', 'new_defect_time').execute();
  for (const table of TRACKED) await db.schema.alterTable(table).dropColumn('author_email').execute();
}
