import type { PeriodicJob } from '../../jobs/periodic-job';
import type { WebhookDeliveryService } from './webhook-deliveries';

/** Sends the deliveries that are due: retries whose wait is over, and those a stopped process left behind. */
export function webhookDeliveryJob(deliveries: Pick<WebhookDeliveryService, 'sweep'>, everyMs: number): PeriodicJob {
  return { name: 'webhook-deliveries', everyMs, runAtStart: true, run: () => deliveries.sweep() };
}
