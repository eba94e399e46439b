import { randomBytes } from 'node:crypto';
import type { PageQuery } from '../../../contract/page';
import { type CreateWebhookBody, type UpdateWebhookBody, WEBHOOK_LIMITS } from '../../../contract/webhooks';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { SecretBox } from '../../security/secret-box';
import type { TaskService } from '../codecheck/task-service';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { WebhookDeliveryService } from './webhook-deliveries';
import { webhookErrors } from './webhook-errors';
import { presentDelivery, presentDeliveryDetail, presentWebhook } from './webhook-presenter';
import type { WebhookRow } from './webhook-repo';
import type { WebhookRepositories } from './webhook-repositories';
import { checkWebhookUrl } from './webhook-sender';

/**
 * Managing webhooks: a task's administrators manage the task's, back-office administrators the global ones.
 * A webhook the caller may not manage is answered as the task's or the back office's policy answers.
 */
export function webhookService(
  repos: WebhookRepositories,
  deps: { tasks: Pick<TaskService, 'authorised'>; deliveries: WebhookDeliveryService; policy: RepoUrlPolicy; secrets: SecretBox; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const { webhooks } = repos;

  async function authoriseScope(actor: Actor, taskId: number | null) {
    if (taskId === null) backOfficePolicy.authorize(actor, 'administer');
    else await deps.tasks.authorised(actor, taskId, 'configure');
  }

  async function managed(actor: Actor, id: number): Promise<WebhookRow> {
    const webhook = await webhooks.findById(id);
    if (!webhook) throw errors.notFound();
    await authoriseScope(actor, webhook.task_id);
    return webhook;
  }

  async function managedDelivery(actor: Actor, deliveryId: string) {
    const delivery = await webhooks.delivery(deliveryId);
    if (!delivery) throw errors.notFound();
    const webhook = await managed(actor, delivery.webhook_id);
    return { delivery, webhook };
  }

  async function assertUrl(url: string) {
    try {
      await checkWebhookUrl(url, deps.policy);
    } catch {
      throw webhookErrors.urlRefused();
    }
  }

  async function list(taskId: number | null) {
    const rows = await webhooks.ofScope(taskId);
    const last = await webhooks.lastDeliveries(rows.map((row) => row.id));
    return rows.map((row) => presentWebhook(row, last.find((entry) => entry.webhook_id === row.id)));
  }

  async function detail(deliveryId: string, url: string) {
    return presentDeliveryDetail((await webhooks.delivery(deliveryId))!, url);
  }

  return {
    async list(actor: Actor, taskId: number | null) {
      await authoriseScope(actor, taskId);
      return list(taskId);
    },

    /** The secret is the person's or a new random one; the answer is the only place it is ever shown. */
    async create(actor: Actor, taskId: number | null, body: CreateWebhookBody) {
      await authoriseScope(actor, taskId);
      await assertUrl(body.url);
      if ((await webhooks.countOfScope(taskId)) >= WEBHOOK_LIMITS.perScope) throw webhookErrors.tooMany();
      const secret = body.secret ?? randomBytes(24).toString('hex');
      const at = now();
      const id = await webhooks.create({
        task_id: taskId,
        url: body.url,
        secret: deps.secrets.seal(secret),
        events: JSON.stringify(body.events),
        active: body.active ? 1 : 0,
        created_by: actor.account,
        created_at: at,
        updated_at: at,
      });
      return { ...presentWebhook((await webhooks.findById(id))!, undefined), secret };
    },

    async update(actor: Actor, id: number, body: UpdateWebhookBody) {
      await managed(actor, id);
      if (body.url !== undefined) await assertUrl(body.url);
      await webhooks.update(id, {
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events !== undefined ? { events: JSON.stringify(body.events) } : {}),
        ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
        ...(body.secret !== undefined ? { secret: deps.secrets.seal(body.secret) } : {}),
        updated_at: now(),
      });
      const [last] = await webhooks.lastDeliveries([id]);
      return presentWebhook((await webhooks.findById(id))!, last);
    },

    async remove(actor: Actor, id: number) {
      await managed(actor, id);
      await webhooks.delete(id);
      return null;
    },

    async ping(actor: Actor, id: number) {
      const webhook = await managed(actor, id);
      const deliveryId = await deps.deliveries.ping(webhook);
      return detail(deliveryId, webhook.url);
    },

    async deliveries(actor: Actor, id: number, paging: PageQuery) {
      await managed(actor, id);
      const total = await webhooks.deliveryCount(id);
      const rows = await webhooks.deliveries(id, { offset: (paging.pageNum - 1) * paging.pageSize, limit: paging.pageSize });
      return { totalPages: Math.ceil(total / paging.pageSize), number: paging.pageNum, size: paging.pageSize, totalElements: total, content: rows.map(presentDelivery) };
    },

    async delivery(actor: Actor, deliveryId: string) {
      const { delivery, webhook } = await managedDelivery(actor, deliveryId);
      return presentDeliveryDetail(delivery, webhook.url);
    },

    async redeliver(actor: Actor, deliveryId: string) {
      const { webhook } = await managedDelivery(actor, deliveryId);
      await deps.deliveries.sendNow(deliveryId);
      return detail(deliveryId, webhook.url);
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
