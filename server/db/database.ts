import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { SchemaScopedPostgresDialect } from './schema-introspector';
import { withStatementCache } from './sqlite-statement-cache';

export type Db = Kysely<Database>;

// int8 columns hold epoch milliseconds, which fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(database: Config['database']): Promise<Db> {
  if (database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  }
  if (database.schema) {
    const setup = new pg.Client({ connectionString: database.url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${database.schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    options: database.schema ? `-c search_path=${database.schema}` : undefined,
  });
  return new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }, database.schema ?? 'public') });
}
