import type { Db } from '../db/database';
import type { PeriodicJob } from '../jobs/periodic-job';
import type { SecuritySettingsStore } from '../settings/security-settings';
import { auditRepo } from './audit-repo';

const DAY_MS = 24 * 60 * 60_000;
/** Records deleted per statement, so a first run over years of records never holds a long lock. */
const BATCH = 1_000;

/**
 * Deletes audit records older than the back office's retention (days; 0 keeps them forever), a batch at a
 * time until none is left. Idempotent: two runs at once delete each record once between them.
 */
export function purgeOldAuditRecords(db: Db, security: Pick<SecuritySettingsStore, 'current'>, now: () => number = Date.now) {
  const repo = auditRepo(db);
  return async (): Promise<number> => {
    const days = (await security.current()).auditRetentionDays;
    if (!days) return 0;
    const before = now() - days * DAY_MS;
    let deleted = 0;
    for (;;) {
      const count = await repo.deleteBefore(before, BATCH);
      deleted += count;
      if (count < BATCH) return deleted;
    }
  };
}

/** The audit's retention, applied hourly and once at start. */
export function auditRetentionJob(db: Db, security: Pick<SecuritySettingsStore, 'current'>, everyMs = 60 * 60_000): PeriodicJob {
  const purge = purgeOldAuditRecords(db, security);
  return { name: 'audit-retention', everyMs, runAtStart: true, run: purge };
}
