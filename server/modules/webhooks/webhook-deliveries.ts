import { randomUUID } from 'node:crypto';
import { FLAG } from '../../../contract/codecheck-codes';
import type { GateConditionResult } from '../../../contract/codecheck-gate';
import type { DeliveryEvent, WebhookEvent, WebhookPayload } from '../../../contract/webhooks';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import { afterAttempt, outboxSweeper } from '../../jobs/outbox-sweep';
import type { SecretBox } from '../../security/secret-box';
import type { BranchAnalysisEnded } from '../codecheck/branch-analysis-service';
import { presentScanFinished } from './webhook-presenter';
import type { WebhookRow } from './webhook-repo';
import type { WebhookRepositories } from './webhook-repositories';
import { type AttemptOutcome, type OutgoingRequest, sendWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-sender';

export interface DeliveryLog {
  warn(detail: object, message: string): void;
}

/** Defects handed to someone, as the code check reports it. */
export interface DefectsAssigned {
  taskId: number;
  toolName: string;
  assignee: string;
  assignedBy: string;
  defectIds: number[];
}

/** A claimed delivery is due again after this if its attempt never records an end (the process died). */
const CLAIM_LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;

export function subscribedEvents(row: Pick<WebhookRow, 'events'>): WebhookEvent[] {
  return JSON.parse(row.events) as WebhookEvent[];
}

/**
 * Turns events into deliveries (rows first, so none is lost to a restart) and sends the due ones: at once
 * in this process, and on each sweep of the periodic job, which also retries failures with backoff.
 */
export function webhookDeliveryService(
  repos: WebhookRepositories,
  deps: {
    policy: RepoUrlPolicy;
    secrets: SecretBox;
    /** Waits between attempts; attempts in all are one more. */
    retryMs: readonly number[];
    log: DeliveryLog;
    now?: () => number;
    send?: (request: OutgoingRequest, policy: RepoUrlPolicy) => Promise<AttemptOutcome>;
  },
) {
  const now = deps.now ?? Date.now;
  const send = deps.send ?? sendWebhook;
  const { webhooks } = repos;

  async function enqueue(targets: WebhookRow[], event: DeliveryEvent, payload: WebhookPayload): Promise<string[]> {
    const at = now();
    const rows = targets.map((webhook) => ({
      id: randomUUID(),
      webhook_id: webhook.id,
      event,
      payload: JSON.stringify(payload),
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    }));
    await webhooks.addDeliveries(rows);
    return rows.map((row) => row.id);
  }

  /** One attempt of a claimed delivery, its outcome recorded with the next attempt's time or the final status. */
  async function attemptClaimed(id: string) {
    const delivery = await webhooks.delivery(id);
    const webhook = delivery && (await webhooks.findById(delivery.webhook_id));
    if (!delivery || !webhook) return;
    const outcome = await send(
      { url: webhook.url, deliveryId: delivery.id, event: delivery.event, body: delivery.payload, secret: deps.secrets.open(webhook.secret), timestamp: Math.floor(now() / 1000) },
      deps.policy,
    );
    const attempts = delivery.attempts;
    const succeeded = outcome.responseStatus !== null && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
    const at = now();
    await webhooks.record(id, {
      ...afterAttempt(succeeded, attempts, deps.retryMs, at),
      request_headers: JSON.stringify(outcome.headers),
      response_status: outcome.responseStatus,
      response_headers: outcome.responseHeaders ? JSON.stringify(outcome.responseHeaders) : null,
      response_body: outcome.responseBody,
      duration_ms: outcome.durationMs,
      error: outcome.error,
      updated_at: at,
    });
    if (!succeeded) deps.log.warn({ deliveryId: id, webhookId: webhook.id, status: outcome.responseStatus, error: outcome.error, attempts }, 'webhook delivery failed');
  }

  const sweeper = outboxSweeper(webhooks, (id) => attemptClaimed(id), { name: 'webhook', leaseMs: CLAIM_LEASE_MS, log: deps.log, now });
  const { sweep, kick } = sweeper;

  /** Sends a delivery now, whatever its status: the same id and body, signed anew. */
  async function sendNow(id: string) {
    const delivery = await webhooks.delivery(id);
    if (!delivery) return;
    await webhooks.record(id, { status: 'pending', next_attempt_at: null, updated_at: now() });
    await sweeper.attemptNow(id);
  }

  async function emit(taskId: number, event: WebhookEvent, payload: WebhookPayload) {
    const targets = (await webhooks.activeFor(taskId)).filter((webhook) => subscribedEvents(webhook).includes(event));
    if (targets.length) await enqueue(targets, event, payload);
    return targets.length;
  }

  return {
    sweep,

    /** A scan ended: `scan.finished`, and `gate.failed` when its gate failed. Never fails the scan. */
    async scanEnded(buildId: number) {
      try {
        const facts = await webhooks.scanFacts(buildId);
        if (!facts || (facts.build.flag !== FLAG.success && facts.build.flag !== FLAG.failure)) return;
        const finished = presentScanFinished(facts);
        let queued = await emit(facts.build.task_id, 'scan.finished', finished);
        if (finished.gate?.status === 'failed') {
          const conditions: GateConditionResult[] = finished.gate.conditions.filter((condition) => condition.failed);
          queued += await emit(facts.build.task_id, 'gate.failed', { event: 'gate.failed', task: finished.task, buildNum: finished.buildNum, conditions });
        }
        if (queued) kick();
      } catch (error) {
        deps.log.warn({ buildId, reason: error instanceof Error ? error.message : String(error) }, 'webhook events of a scan could not be queued');
      }
    },

    /**
     * A branch analysis ended: `scan.finished` and, when its gate failed, `gate.failed`, with the branch and
     * its base in `branch` and no scan number. Never fails the analysis.
     */
    async branchAnalysisEnded(event: BranchAnalysisEnded) {
      try {
        const names = await webhooks.taskNames(event.taskId);
        if (!names) return;
        const task = { id: names.id, nameEn: names.name_en, nameCn: names.name_cn };
        const branch = { analysisId: event.analysisId, name: event.sourceBranch, commit: event.sourceCommit, base: event.baseBranch, mergeBase: event.mergeBase };
        let queued = await emit(event.taskId, 'scan.finished', { event: 'scan.finished', task, buildNum: null, branch, status: event.status, counts: event.counts, gate: event.gate });
        if (event.gate?.status === 'failed') {
          queued += await emit(event.taskId, 'gate.failed', { event: 'gate.failed', task, buildNum: null, branch, conditions: event.gate.conditions.filter((condition) => condition.failed) });
        }
        if (queued) kick();
      } catch (error) {
        deps.log.warn({ analysisId: event.analysisId, reason: error instanceof Error ? error.message : String(error) }, 'webhook events of a branch analysis could not be queued');
      }
    },

    async defectsAssigned(event: DefectsAssigned) {
      try {
        const task = await webhooks.taskNames(event.taskId);
        if (!task || !event.defectIds.length) return;
        const queued = await emit(event.taskId, 'defects.assigned', {
          event: 'defects.assigned',
          task: { id: task.id, nameEn: task.name_en, nameCn: task.name_cn },
          toolName: event.toolName,
          assignee: event.assignee,
          assignedBy: event.assignedBy,
          defectIds: event.defectIds,
        });
        if (queued) kick();
      } catch (error) {
        deps.log.warn({ taskId: event.taskId, reason: error instanceof Error ? error.message : String(error) }, 'webhook events of an assignment could not be queued');
      }
    },

    /** The `ping` event, sent now. */
    async ping(webhook: WebhookRow) {
      const [id] = await enqueue([webhook], 'ping', { event: 'ping', webhookId: webhook.id, zen: 'Keep it logically awesome.' });
      await sendNow(id!);
      return id!;
    },

    sendNow,
  };
}

export type WebhookDeliveryService = ReturnType<typeof webhookDeliveryService>;
