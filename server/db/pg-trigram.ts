/** A way to run one SQL statement, so the migration (Kysely) and the restore (a pg client) share this. */
type Run = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The schema holding pg_trgm (the trigram index of name search), installing it into `public` where the
 * database offers it and this role may; null where it cannot be had (name search then scans). Several
 * schemas of one database may migrate at once, so the check and the install happen under one lock; run
 * it inside a transaction, which holds the lock until it ends.
 */
export async function ensureTrigram(run: Run): Promise<string | null> {
  await run(`SELECT pg_advisory_xact_lock(hashtext('librarium:pg_trgm'))`);
  const installed = await run(`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
  if (installed.rows[0]) return String(installed.rows[0].schema);
  const possible = await run(`
    SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
      AND has_database_privilege(current_database(), 'CREATE')
      AND has_schema_privilege('public', 'CREATE') AS ok`);
  if (possible.rows[0]?.ok !== true) return null;
  await run('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  return 'public';
}
