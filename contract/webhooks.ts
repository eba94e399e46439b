import { z } from 'zod';
import { AREA } from './api-areas';
import { gateConditionResult, gateResult } from './codecheck-gate';
import { taskId } from './codecheck-task';
import { endpoint } from './endpoint';
import { page, pageQuery } from './page';

/**
 * Webhooks: a task's (or, from the back office, every task's) events are POSTed as JSON to the addresses
 * its administrators name, as GitHub and GitLab do.
 *
 * Each request carries:
 * - `X-Librarium-Event`: the event (`scan.finished`, `gate.failed`, `defects.assigned`, `ping`);
 * - `X-Librarium-Delivery`: the delivery's id, the same on every attempt of it (a receiver may drop repeats);
 * - `X-Librarium-Timestamp`: seconds since the epoch when this attempt was signed;
 * - `X-Librarium-Signature-256`: `sha256=` and the hex HMAC-SHA256, keyed with the webhook's secret, of
 *   `<timestamp>.<body>`; a receiver recomputes it over the raw body and refuses an old timestamp.
 *
 * A 2xx answer within 10 seconds is a success; anything else (redirects are not followed) is tried again
 * later, after 1 minute, 5 minutes, 30 minutes and 2 hours, five attempts in all. Each attempt's answer is
 * kept with the delivery, which can be sent again by hand.
 */
export const WEBHOOK_EVENTS = ['scan.finished', 'gate.failed', 'defects.assigned'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery can carry: the subscribed events and the test `ping`. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'ping'] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = { url: 2000, secretMin: 16, secretMax: 200, responseSnippet: 2048, perScope: 20 } as const;

const webhookTask = z.object({ id: z.number().int(), nameEn: z.string(), nameCn: z.string() });

/** Present only when the event is of a branch analysis: the source branch and commit, and what it was compared with. */
const webhookBranch = z
  .object({
    analysisId: z.number().int(),
    name: z.string().meta({ description: 'The source branch' }),
    commit: z.string().nullable().meta({ description: 'The source commit analysed; null when the analysis failed before fetching it' }),
    base: z.string().meta({ description: 'The base branch' }),
    mergeBase: z.string().nullable(),
  })
  .optional()
  .meta({ description: "A branch analysis' branch and base, like SonarQube's pullRequest; absent for a scan of the task's branch" });

const BUILD_NUM = "The scan's number; null for a branch analysis, which has `branch` instead";

/** `scan.finished`: a scan ended, whether its tools succeeded or not. */
export const scanFinishedPayload = z
  .object({
    event: z.literal('scan.finished'),
    task: webhookTask,
    buildNum: z.number().int().nullable().meta({ description: BUILD_NUM }),
    branch: webhookBranch,
    status: z.enum(['success', 'failure']).meta({ description: 'failure: one of the tools could not run; what the others found is kept' }),
    counts: z.array(z.object({ toolName: z.string(), metrics: z.record(z.string(), z.unknown()) })).meta({ description: "Each tool's figures for the scan, as the task's overview shows them" }),
    gate: gateResult.nullable(),
  })
  .meta({ id: 'WebhookScanFinished' });

/** `gate.failed`: a scan ended and the task's quality gate failed; `conditions` are those not met. */
export const gateFailedPayload = z
  .object({ event: z.literal('gate.failed'), task: webhookTask, buildNum: z.number().int().nullable().meta({ description: BUILD_NUM }), branch: webhookBranch, conditions: z.array(gateConditionResult) })
  .meta({ id: 'WebhookGateFailed' });

/** `defects.assigned`: someone handed defects of a tool to an assignee. */
export const defectsAssignedPayload = z
  .object({ event: z.literal('defects.assigned'), task: webhookTask, toolName: z.string(), assignee: z.string(), assignedBy: z.string(), defectIds: z.array(z.number().int()) })
  .meta({ id: 'WebhookDefectsAssigned' });

/** `ping`: the test an administrator sends from the webhook's screen. */
export const pingPayload = z.object({ event: z.literal('ping'), webhookId: z.number().int(), zen: z.string() }).meta({ id: 'WebhookPing' });

export const webhookPayload = z.discriminatedUnion('event', [scanFinishedPayload, gateFailedPayload, defectsAssignedPayload, pingPayload]);
export type WebhookPayload = z.infer<typeof webhookPayload>;

const webhookUrl = z
  .string()
  .trim()
  .min(1, 'v:necessary:')
  .max(WEBHOOK_LIMITS.url)
  .regex(/^https?:\/\/\S+$/i, 'v:invalidRepoUrl:')
  .meta({ description: 'An http(s) address; private and loopback addresses are refused unless REPO_ALLOWED_HOSTS lists the host' });

const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'v:atLeastOne:').max(WEBHOOK_EVENTS.length);

export const webhookInfo = z
  .object({
    id: z.number().int(),
    taskId: z.number().int().nullable().meta({ description: 'Null for a global webhook, called for every task' }),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    createdBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
    lastDelivery: z.object({ status: z.enum(DELIVERY_STATUSES), responseStatus: z.number().int().nullable(), at: z.number() }).nullable(),
  })
  .meta({ id: 'Webhook' });
export type WebhookInfo = z.infer<typeof webhookInfo>;

/** The secret appears in this answer only, once: it is never shown again. */
export const createdWebhook = webhookInfo.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

const createBody = z.strictObject({
  url: webhookUrl,
  events,
  active: z.boolean().default(true),
  secret: z.string().min(WEBHOOK_LIMITS.secretMin, 'v:minLength:16').max(WEBHOOK_LIMITS.secretMax).optional().meta({ description: 'Made by the server when left out' }),
});
export const createTaskWebhookBody = createBody.extend({ taskId });
export const createGlobalWebhookBody = createBody;
export type CreateWebhookBody = z.infer<typeof createBody>;

export const updateWebhookBody = z.strictObject({
  url: webhookUrl.optional(),
  events: events.optional(),
  active: z.boolean().optional(),
  secret: z.string().min(WEBHOOK_LIMITS.secretMin, 'v:minLength:16').max(WEBHOOK_LIMITS.secretMax).optional().meta({ description: 'A new secret; the old one stops signing at once' }),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const deliveryInfo = z
  .object({
    id: z.string().meta({ description: 'The X-Librarium-Delivery header' }),
    webhookId: z.number().int(),
    event: z.enum(DELIVERY_EVENTS),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.number().nullable(),
    responseStatus: z.number().int().nullable().meta({ description: 'The last answer’s HTTP status; null when none came (refused, timed out, unreachable)' }),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: 'Why the last attempt got no answer' }),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'WebhookDelivery' });
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

export const deliveryDetail = deliveryInfo
  .extend({
    request: z.object({ url: z.string(), headers: z.record(z.string(), z.string()), body: z.string() }).meta({ description: 'As last sent; the signature is shown, the secret never' }),
    response: z.object({ headers: z.record(z.string(), z.string()), body: z.string().meta({ description: 'At most the first 2 KB' }) }).nullable(),
  })
  .meta({ id: 'WebhookDeliveryDetail' });
export type DeliveryDetail = z.infer<typeof deliveryDetail>;

const idParam = z.strictObject({ id: z.coerce.number<number>().int().positive() });
const deliveryParam = z.strictObject({ deliveryId: z.string().regex(/^[0-9a-f-]{36}$/) });
const taskParam = z.strictObject({ taskId });

const tags = ['webhooks'];
const TASK_HOOKS = `${AREA.task}/webhook`;
const GLOBAL_HOOKS = `${AREA.manage}/webhook`;

/** A task's webhooks: its administrators manage them. */
export const taskWebhookEndpoints = {
  list: endpoint({ method: 'GET', path: `${TASK_HOOKS}/task/{taskId}`, tags, summary: "A task's webhooks, without their secrets", params: taskParam, data: z.array(webhookInfo) }),
  create: endpoint({
    method: 'POST',
    path: TASK_HOOKS,
    tags,
    summary: 'Add a webhook to a task; the answer is the only time its secret is shown',
    description: 'Task administrators only. An address that is or resolves to a private or loopback address is refused with 400.',
    body: createTaskWebhookBody,
    data: createdWebhook,
  }),
};

/** The back office's webhooks, called for every task's events. */
export const globalWebhookEndpoints = {
  list: endpoint({ method: 'GET', path: GLOBAL_HOOKS, tags, summary: 'The global webhooks, without their secrets', data: z.array(webhookInfo) }),
  create: endpoint({
    method: 'POST',
    path: GLOBAL_HOOKS,
    tags,
    summary: 'Add a global webhook; the answer is the only time its secret is shown',
    body: createGlobalWebhookBody,
    data: createdWebhook,
  }),
};

/** One webhook, a task's or a global one: the same rights as for listing it. */
export const webhookEndpoints = {
  update: endpoint({ method: 'PUT', path: `${TASK_HOOKS}/{id}`, tags, summary: "Change a webhook's address, events, switch or secret", params: idParam, body: updateWebhookBody, data: webhookInfo }),
  remove: endpoint({ method: 'DELETE', path: `${TASK_HOOKS}/{id}`, tags, summary: 'Delete a webhook and its deliveries', params: idParam, data: z.null() }),
  ping: endpoint({ method: 'POST', path: `${TASK_HOOKS}/{id}/ping`, tags, summary: 'Send the `ping` event now; the answer is the delivery after its first attempt', params: idParam, data: deliveryDetail }),
  deliveries: endpoint({
    method: 'GET',
    path: `${TASK_HOOKS}/{id}/deliveries`,
    tags,
    summary: "A webhook's deliveries, newest first",
    params: idParam,
    query: pageQuery(),
    data: page(deliveryInfo),
  }),
  delivery: endpoint({ method: 'GET', path: `${TASK_HOOKS}/delivery/{deliveryId}`, tags, summary: 'One delivery with its request and last answer', params: deliveryParam, data: deliveryDetail }),
  redeliver: endpoint({
    method: 'POST',
    path: `${TASK_HOOKS}/delivery/{deliveryId}/redeliver`,
    tags,
    summary: 'Send a delivery again now, with the same id and body, signed anew',
    params: deliveryParam,
    data: deliveryDetail,
  }),
};
