import type { z } from 'zod';
import { FLAG } from '../../../contract/codecheck-codes';
import type { GateResult } from '../../../contract/codecheck-gate';
import type { DeliveryDetail, DeliveryInfo, WebhookEvent, WebhookInfo, scanFinishedPayload } from '../../../contract/webhooks';
import type { DeliveryRow, WebhookRepo, WebhookRow } from './webhook-repo';

type ScanFacts = NonNullable<Awaited<ReturnType<WebhookRepo['scanFacts']>>>;
type LastDelivery = Awaited<ReturnType<WebhookRepo['lastDeliveries']>>[number];

export function presentScanFinished({ build, metrics, gate }: ScanFacts): z.infer<typeof scanFinishedPayload> {
  return {
    event: 'scan.finished',
    task: { id: build.task_id, nameEn: build.name_en, nameCn: build.name_cn },
    buildNum: build.build_number,
    status: build.flag === FLAG.success ? 'success' : 'failure',
    counts: metrics.map((row) => ({ toolName: row.tool_name, metrics: JSON.parse(row.metrics) as Record<string, unknown> })),
    gate: gate ? ({ status: gate.status, conditions: JSON.parse(gate.conditions), evaluatedAt: Number(gate.evaluated_at) } as GateResult) : null,
  };
}

/** Never the secret. */
export function presentWebhook(row: WebhookRow, last: LastDelivery | undefined): WebhookInfo {
  return {
    id: row.id,
    taskId: row.task_id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    active: row.active === 1,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    lastDelivery: last ? { status: last.status, responseStatus: last.response_status, at: Number(last.updated_at) } : null,
  };
}

export function presentDelivery(row: DeliveryRow): DeliveryInfo {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
    responseStatus: row.response_status,
    durationMs: row.duration_ms,
    error: row.error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function presentDeliveryDetail(row: DeliveryRow, url: string): DeliveryDetail {
  return {
    ...presentDelivery(row),
    request: { url, headers: row.request_headers ? (JSON.parse(row.request_headers) as Record<string, string>) : {}, body: row.payload },
    response: row.response_status === null ? null : { headers: row.response_headers ? (JSON.parse(row.response_headers) as Record<string, string>) : {}, body: row.response_body ?? '' },
  };
}
