import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { webhookRepo } from './webhook-repo';

/** The webhooks' repositories over one database, with `transaction(work)`. */
export function webhookRepositories(db: Db) {
  return transactional(db, (executor) => ({ webhooks: webhookRepo(executor) }));
}

export type WebhookRepositories = ReturnType<typeof webhookRepositories>;
