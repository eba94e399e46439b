import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { loadSecretKey, secretBox } from '../../security/secret-box';
import type { TaskService } from '../codecheck/task-service';
import { type DeliveryLog, webhookDeliveryService } from './webhook-deliveries';
import { webhookRepositories } from './webhook-repositories';
import { webhookService } from './webhook-service';

/**
 * The deliveries first: the code check reports its events to them, and only needs the database for it
 * (the scan worker of the scale-out profile builds them too). The managing service needs the task policy.
 */
export function webhookDeliveries(db: Db, config: Config, policy: RepoUrlPolicy, log: DeliveryLog) {
  const secrets = secretBox(loadSecretKey(config.secretKey, config.dataDir));
  return webhookDeliveryService(webhookRepositories(db), { policy, secrets, retryMs: config.webhookRetryMs, log });
}

export function webhookServices(db: Db, config: Config, deps: { tasks: Pick<TaskService, 'authorised'>; deliveries: ReturnType<typeof webhookDeliveries>; policy: RepoUrlPolicy }) {
  const secrets = secretBox(loadSecretKey(config.secretKey, config.dataDir));
  return webhookService(webhookRepositories(db), { ...deps, secrets });
}
