import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** Distinct statements kept; lists of ids (`in (?, ?, …)`) make many texts, so the oldest are let go. */
const MAX_STATEMENTS = 500;

/**
 * Kysely opens every transaction with a plain (deferred) `begin`. With several processes writing one
 * database, a deferred transaction that read first and then writes fails with SQLITE_BUSY at once when
 * another process wrote in between (WAL cannot move its snapshot on), without waiting out busy_timeout.
 * Taking the write lock at `begin` makes it wait its turn instead. Kysely's transactions here all write.
 */
const BEGIN_WRITE = 'begin immediate';

/**
 * The database as Kysely's SQLite driver sees it, with each statement compiled once: the driver prepares
 * the SQL text on every call, and for the short queries of a listing, compiling costs as much as running.
 * Kysely runs one statement to completion at a time on the one connection (`all`/`run`, never a stream
 * here), so a compiled statement is never busy when it is handed out again.
 */
export function withStatementCache(database: SqliteDatabase) {
  const statements = new Map<string, Statement>();
  return {
    prepare(text: string): Statement {
      const sql = text === 'begin' ? BEGIN_WRITE : text;
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first entry is the one to let go.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
