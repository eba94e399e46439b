import type { Insertable, Updateable } from 'kysely';
import { outboxRepo } from '../../db/outbox-repo';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

type WebhookChanges = Updateable<Database['webhooks']>;
type NewDelivery = Insertable<Database['webhook_deliveries']>;

/** Webhooks, their deliveries, and what a scan's event tells about the scan. */
export function webhookRepo(db: Executor) {
  return {
    findById(id: number) {
      return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A task's webhooks, or the global ones with `null`. */
    ofScope(taskId: number | null) {
      const query = db.selectFrom('webhooks').selectAll().orderBy('id');
      return (taskId === null ? query.where('task_id', 'is', null) : query.where('task_id', '=', taskId)).execute();
    },

    async countOfScope(taskId: number | null) {
      const query = db.selectFrom('webhooks').select(({ fn }) => fn.countAll<number | string>().as('n'));
      const row = await (taskId === null ? query.where('task_id', 'is', null) : query.where('task_id', '=', taskId)).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The active webhooks an event of the task reaches: the task's own and the global ones. */
    activeFor(taskId: number) {
      return db
        .selectFrom('webhooks')
        .selectAll()
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('task_id', '=', taskId), eb('task_id', 'is', null)]))
        .orderBy('id')
        .execute();
    },

    async create(row: Insertable<Database['webhooks']>) {
      const created = await db.insertInto('webhooks').values(row).returning('id').executeTakeFirstOrThrow();
      return created.id;
    },

    update(id: number, changes: WebhookChanges) {
      return db.updateTable('webhooks').set(changes).where('id', '=', id).execute();
    },

    delete(id: number) {
      return db.deleteFrom('webhooks').where('id', '=', id).execute();
    },

    /** Each webhook's newest delivery, for the list. */
    async lastDeliveries(webhookIds: number[]) {
      if (!webhookIds.length) return [];
      const newest = db.selectFrom('webhook_deliveries').select(({ fn }) => ['webhook_id', fn.max('created_at').as('at')]).where('webhook_id', 'in', webhookIds).groupBy('webhook_id');
      return db
        .selectFrom('webhook_deliveries as d')
        .innerJoin(newest.as('n'), (join) => join.onRef('n.webhook_id', '=', 'd.webhook_id').onRef('n.at', '=', 'd.created_at'))
        .select(['d.webhook_id', 'd.status', 'd.response_status', 'd.updated_at'])
        .execute();
    },

    addDeliveries(rows: NewDelivery[]) {
      if (!rows.length) return Promise.resolve();
      return db.insertInto('webhook_deliveries').values(rows).execute();
    },

    delivery(id: string) {
      return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    deliveries(webhookId: number, { offset, limit }: { offset: number; limit: number }) {
      return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
    },

    async deliveryCount(webhookId: number) {
      const row = await db.selectFrom('webhook_deliveries').select(({ fn }) => fn.countAll<number | string>().as('n')).where('webhook_id', '=', webhookId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    ...outboxRepo(db, 'webhook_deliveries'),

    /** What `scan.finished` tells of a scan: its task, number, outcome, each tool's figures and the gate's verdict. */
    async scanFacts(buildId: number) {
      const build = await db
        .selectFrom('builds')
        .innerJoin('tasks', 'tasks.id', 'builds.task_id')
        .select(['builds.id', 'builds.build_number', 'builds.flag', 'tasks.id as task_id', 'tasks.name_en', 'tasks.name_cn'])
        .where('builds.id', '=', buildId)
        .executeTakeFirst();
      if (!build) return undefined;
      const metrics = await db.selectFrom('build_metrics').select(['tool_name', 'metrics']).where('build_id', '=', buildId).orderBy('tool_name').execute();
      const gate = await db.selectFrom('build_gates').selectAll().where('build_id', '=', buildId).executeTakeFirst();
      return { build, metrics, gate };
    },

    taskNames(taskId: number) {
      return db.selectFrom('tasks').select(['id', 'name_en', 'name_cn']).where('id', '=', taskId).executeTakeFirst();
    },
  };
}

export type WebhookRepo = ReturnType<typeof webhookRepo>;
export type WebhookRow = NonNullable<Awaited<ReturnType<WebhookRepo['findById']>>>;
export type DeliveryRow = NonNullable<Awaited<ReturnType<WebhookRepo['delivery']>>>;
