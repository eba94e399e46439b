import type { Kysely, Updateable } from 'kysely';
import type { Executor } from './repositories';
import type { Database } from './schema';

/** The tables of messages sent after their rows commit and retried by a sweep (server/jobs/outbox-sweep.ts). */
export type OutboxTable = 'webhook_deliveries' | 'notification_emails' | 'robot_deliveries';

/** What every outbox row has, whatever else it carries. */
interface OutboxColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
}

/**
 * The queries the sweep runs on an outbox, one copy for every table that has its columns: which rows are
 * due, taking one for an attempt, recording how the attempt went.
 */
export function outboxRepo<Table extends OutboxTable>(db: Executor, table: Table) {
  // Written once against the columns the outboxes share; the table's name is the caller's.
  const outbox = db as unknown as Kysely<{ outbox: OutboxColumns }>;
  const name = table as unknown as 'outbox';
  return {
    /** Pending rows whose moment has come, oldest first. */
    due(now: number, limit: number) {
      return outbox.selectFrom(name).select(['id', 'next_attempt_at']).where('status', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(limit).execute();
    },

    /**
     * Takes a due row for one attempt, counted at once, by moving its next attempt to `leaseUntil`: of two
     * sweeps that see it, one wins; if this process dies during the attempt, the row is due again after the
     * lease, the lost attempt counted. `seenNextAttemptAt` null takes it whatever its next attempt (a send by hand).
     */
    async claim(id: string, seenNextAttemptAt: number | null, leaseUntil: number) {
      let query = outbox
        .updateTable(name)
        .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending');
      if (seenNextAttemptAt !== null) query = query.where('next_attempt_at', '=', seenNextAttemptAt);
      const [result] = await query.execute();
      return Number(result?.numUpdatedRows ?? 0) === 1;
    },

    /** How an attempt went: its status, answer and next moment. */
    record(id: string, changes: Updateable<Database[Table]>) {
      return outbox
        .updateTable(name)
        .set(changes as Updateable<OutboxColumns>)
        .where('id', '=', id)
        .execute();
    },
  };
}
