/**
 * The sending side of an outbox (webhook deliveries, notification e-mails, chat robot messages): rows are
 * written first, so none is lost to a restart, and a sweep sends the due ones. A row is claimed before its
 * attempt by moving its next attempt to the end of a lease, counted at once: of two sweeps that see it one
 * wins, and if the process dies during the attempt the row is due again after the lease.
 */
export interface Outbox {
  /** Pending rows whose moment has come, oldest first. */
  due(now: number, limit: number): Promise<{ id: string; next_attempt_at: number | string | null }[]>;
  /** Takes a row for one attempt when its next attempt is still the one seen; false when another took it. */
  claim(id: string, seenNextAttemptAt: number | null, leaseUntil: number): Promise<boolean>;
}

interface SweepLog {
  warn(detail: object, message: string): void;
}

/** How many due rows one sweep takes at most, and how many of them it sends at once. */
const SWEEP_BATCH = 50;
const SWEEP_PARALLEL = 5;

/**
 * What comes of an attempt that ended: done, due again after the next wait, or failed for good once the
 * waits are spent (`attempts` counts this one; attempts in all are one more than the waits).
 */
export function afterAttempt(succeeded: boolean, attempts: number, retryMs: readonly number[], at: number) {
  const retry = !succeeded && attempts <= retryMs.length;
  return {
    status: succeeded ? ('succeeded' as const) : retry ? ('pending' as const) : ('failed' as const),
    next_attempt_at: retry ? at + retryMs[attempts - 1]! : null,
  };
}

export function outboxSweeper(outbox: Outbox, attempt: (id: string) => Promise<void>, deps: { name: string; leaseMs: number; log: SweepLog; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let sweeping: Promise<void> | null = null;
  let sweepAgain = false;

  async function sweepOnce() {
    const due = await outbox.due(now(), SWEEP_BATCH);
    const claimed: string[] = [];
    for (const row of due) {
      if (await outbox.claim(row.id, row.next_attempt_at === null ? null : Number(row.next_attempt_at), now() + deps.leaseMs)) claimed.push(row.id);
    }
    for (let start = 0; start < claimed.length; start += SWEEP_PARALLEL) {
      await Promise.all(claimed.slice(start, start + SWEEP_PARALLEL).map((id) => attempt(id)));
    }
  }

  /** Sends what is due; a call while a sweep runs makes that sweep look once more instead of starting another. */
  function sweep(): Promise<void> {
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      try {
        do {
          sweepAgain = false;
          await sweepOnce();
        } while (sweepAgain);
      } finally {
        sweeping = null;
      }
    })();
    return sweeping;
  }

  return {
    sweep,
    /** A sweep now, in the background: what was just queued leaves without waiting for the periodic one. */
    kick() {
      sweep().catch((error: unknown) => deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, `${deps.name} sweep failed`));
    },
    /** Claims one row now, whatever its next attempt, and attempts it; false when another sweep holds it. */
    async attemptNow(id: string) {
      if (!(await outbox.claim(id, null, now() + deps.leaseMs))) return false;
      await attempt(id);
      return true;
    },
  };
}
