import type { FastifyBaseLogger } from 'fastify';
import { ensureAdmin } from '../bootstrap';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadSecretKey } from '../security/secret-box';

/**
 * What the server does once per start before any worker takes a request: the schema migrated, the first
 * administrator created (with its password message printed once, not by every worker) and the secret key
 * written. Each step is idempotent, so a start killed halfway repeats it whole.
 */
export async function prepareOnce(config: Config, log: FastifyBaseLogger) {
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    await ensureAdmin(db, config, log);
    loadSecretKey(config.secretKey, config.dataDir);
  } finally {
    await db.destroy();
  }
}
