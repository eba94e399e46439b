import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { repoPolicyOf } from './modules/codecheck/repo-access';
import { codecheckServices } from './modules/codecheck/services';
import { bothHear } from './modules/notifications/emitters';
import { notificationServices } from './modules/notifications/services';
import { webhookDeliveries } from './modules/webhooks/services';
import { createMetrics, timedScans } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-server';
import { securitySettingsStore } from './settings/security-settings';

/** A BullMQ worker: runs the scans that app instances enqueue on Redis (REDIS_URL). */
const config = loadConfig();
const log = pino({ level: config.logLevel });
if (!config.redisUrl) {
  log.error('npm run worker needs REDIS_URL; without it scans run inside the app process');
  process.exit(1);
}
const db = await openDatabase(config.database);
await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
// The back office's allowed hosts and local roots apply here too, read again every few seconds.
const security = securitySettingsStore(db, config);
await security.current();
// A scan's webhook deliveries are written here and sent by the app instances' periodic sweep, or here at once.
const urlPolicy = repoPolicyOf(config, () => security.snapshot());
const deliveries = webhookDeliveries(db, config, urlPolicy, log);
// A scan's end reaches the task's members' inboxes too, and their open bells through Redis; its e-mails and
// chat messages are queued here and sent at once, or by the app instances' sweep.
const notifications = notificationServices(db, config, log, { urlPolicy });
const services = codecheckServices(db, config, log, undefined, () => security.snapshot(), bothHear(deliveries, notifications.codecheckEvents));
const metrics = createMetrics();
metrics.watchQueue(services.queue.depth);
services.queue.work(timedScans(metrics, services.scans.run));
const metricsServer = config.metricsPort === undefined ? null : await startMetricsServer(metrics, config.metricsPort, config.host);
log.info(`scan worker started (concurrency ${config.scanConcurrency}, work area ${path.join(config.dataDir, 'work')})`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await services.queue.close();
  await notifications.live.close();
  await metricsServer?.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
