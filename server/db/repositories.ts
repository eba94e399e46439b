import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** What a repository runs its queries on: the database, or a transaction of it. */
export type Executor = Db | Transaction<Database>;

/**
 * A bundle of repositories with `transaction(work)`: `work` receives the same bundle bound to one
 * transaction, so services group writes without ever seeing Kysely. Inside a transaction `transaction`
 * joins the one already open instead of nesting.
 */
export type Transactional<R> = R & {
  transaction<T>(work: (tx: Transactional<R>) => Promise<T>): Promise<T>;
  /** What these repositories run on, for the writes of another module that belong to the same change (see `Alongside`). */
  readonly executor: Executor;
};

/**
 * Writes of another module that must commit or roll back with a change, such as the back office's record of
 * the change it asked a library for: handed the change's own transaction.
 */
export type Alongside = (executor: Executor) => Promise<void>;

export function transactional<R extends object>(db: Db, build: (executor: Executor) => R): Transactional<R> {
  function inTransaction(trx: Transaction<Database>): Transactional<R> {
    const bound: Transactional<R> = { ...build(trx), transaction: (work) => work(bound), executor: trx };
    return bound;
  }
  return { ...build(db), transaction: (work) => db.transaction().execute((trx) => work(inTransaction(trx))), executor: db };
}

/**
 * Runs `work` in a transaction: the executor's own when it already is one (a repository used inside a
 * bundle's `transaction`), else a new one, so a repository's multi-statement write is atomic either way.
 */
export function inTransaction<T>(executor: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor as Transaction<Database>) : executor.transaction().execute(work);
}
