import type { Generated } from 'kysely';
import type { DeliveryEvent, DeliveryStatus } from '../../../contract/webhooks';

/** A webhook: a task's, or global (no task). `events` is a JSON list; the secret signs, it is never shown again. */
interface WebhooksTable {
  id: Generated<number>;
  task_id: number | null;
  url: string;
  secret: string;
  events: string;
  active: number;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One event for one webhook, with its last attempt's request headers and answer (JSON where structured). */
interface WebhookDeliveriesTable {
  id: string;
  webhook_id: number;
  event: DeliveryEvent;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number | null;
  request_headers: string | null;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  duration_ms: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface WebhookTables {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
