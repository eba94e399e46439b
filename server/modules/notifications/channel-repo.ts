import type { Insertable, Updateable } from 'kysely';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { outboxRepo } from '../../db/outbox-repo';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

type Tables = Database;

function count(row: { n: number | string } | undefined) {
  return Number(row?.n ?? 0);
}

/** The outgoing notification e-mails: rows first, sent by claim, as webhook deliveries are. */
export function emailOutboxRepo(db: Executor) {
  return {
    add(rows: Insertable<Tables['notification_emails']>[]) {
      if (!rows.length) return Promise.resolve();
      return db.insertInto('notification_emails').values(rows).execute();
    },
    find(id: string) {
      return db.selectFrom('notification_emails').selectAll().where('id', '=', id).executeTakeFirst();
    },
    ...outboxRepo(db, 'notification_emails'),
  };
}

/** What waits for each person's daily digest, and when each last had one. */
export function digestRepo(db: Executor) {
  return {
    add(rows: Insertable<Tables['notification_digest_items']>[]) {
      if (!rows.length) return Promise.resolve();
      return db.insertInto('notification_digest_items').values(rows).execute();
    },
    /** The people with something waiting. */
    async waiting(): Promise<number[]> {
      const rows = await db.selectFrom('notification_digest_items').select('user_id').distinct().execute();
      return rows.map((row) => Number(row.user_id));
    },
    /** A person's waiting items, oldest first, each with whether its inbox row has been read since. */
    items(userId: number) {
      return db
        .selectFrom('notification_digest_items as d')
        .leftJoin('notifications as n', 'n.id', 'd.notification_id')
        .select(['d.id', 'd.kind', 'd.actor_name', 'd.change', 'd.title', 'd.context', 'd.link', 'd.created_at', 'n.read_at'])
        .where('d.user_id', '=', userId)
        .orderBy('d.created_at')
        .orderBy('d.id')
        .execute();
    },
    removeItems(ids: number[]) {
      if (!ids.length) return Promise.resolve();
      return db.deleteFrom('notification_digest_items').where('id', 'in', ids).execute();
    },
    async lastSent(userId: number): Promise<number | null> {
      const row = await db.selectFrom('notification_digests').select('last_sent_at').where('user_id', '=', userId).executeTakeFirst();
      return row ? Number(row.last_sent_at) : null;
    },
    async markSent(userId: number, at: number) {
      await db
        .insertInto('notification_digests')
        .values({ user_id: userId, last_sent_at: at })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ last_sent_at: at }))
        .execute();
    },
    person(userId: number) {
      return db.selectFrom('users').select(['id', 'email', 'name', 'is_active', 'locale']).where('id', '=', userId).executeTakeFirst();
    },
    /** The languages of these people (see `localeOf`). */
    async locales(userIds: number[]): Promise<Map<number, string | null>> {
      if (!userIds.length) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'locale']).where('id', 'in', userIds).execute();
      return new Map(rows.map((row) => [row.id, row.locale]));
    },
  };
}

/** The back office's chat robots and their messages. */
export function robotRepo(db: Executor) {
  return {
    list() {
      return db.selectFrom('notification_robots').selectAll().orderBy('id').execute();
    },
    find(id: number) {
      return db.selectFrom('notification_robots').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async count() {
      return count(await db.selectFrom('notification_robots').select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirst());
    },
    /** The active robots that post a kind; the library and task filters are the caller's to apply. */
    async activeFor(kind: NotificationKind) {
      const rows = await db.selectFrom('notification_robots').selectAll().where('active', '=', 1).orderBy('id').execute();
      return rows.filter((row) => (JSON.parse(row.kinds) as string[]).includes(kind));
    },
    async create(row: Insertable<Tables['notification_robots']>) {
      const created = await db.insertInto('notification_robots').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(created.id);
    },
    update(id: number, changes: Updateable<Tables['notification_robots']>) {
      return db.updateTable('notification_robots').set(changes).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('robot_deliveries').where('robot_id', '=', id).execute();
      await db.deleteFrom('notification_robots').where('id', '=', id).execute();
    },
    async libraryExists(id: number) {
      return Boolean(await db.selectFrom('libraries').select('id').where('id', '=', id).executeTakeFirst());
    },
    async taskExists(id: number) {
      return Boolean(await db.selectFrom('tasks').select('id').where('id', '=', id).executeTakeFirst());
    },

    addDeliveries(rows: Insertable<Tables['robot_deliveries']>[]) {
      if (!rows.length) return Promise.resolve();
      return db.insertInto('robot_deliveries').values(rows).execute();
    },
    delivery(id: string) {
      return db.selectFrom('robot_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },
    deliveries(robotId: number, limit: number) {
      return db.selectFrom('robot_deliveries').selectAll().where('robot_id', '=', robotId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    },
    /** Each robot's newest message, for the list. */
    async lastDeliveries(robotIds: number[]) {
      if (!robotIds.length) return [];
      const newest = db.selectFrom('robot_deliveries').select(({ fn }) => ['robot_id', fn.max('created_at').as('at')]).where('robot_id', 'in', robotIds).groupBy('robot_id');
      return db
        .selectFrom('robot_deliveries as d')
        .innerJoin(newest.as('n'), (join) => join.onRef('n.robot_id', '=', 'd.robot_id').onRef('n.at', '=', 'd.created_at'))
        .select(['d.robot_id', 'd.status', 'd.updated_at', 'd.error'])
        .execute();
    },
    ...outboxRepo(db, 'robot_deliveries'),
  };
}

export type EmailOutboxRepo = ReturnType<typeof emailOutboxRepo>;
export type DigestRepo = ReturnType<typeof digestRepo>;
export type RobotRepo = ReturnType<typeof robotRepo>;
export type RobotRow = NonNullable<Awaited<ReturnType<RobotRepo['find']>>>;
export type RobotDeliveryRow = NonNullable<Awaited<ReturnType<RobotRepo['delivery']>>>;
