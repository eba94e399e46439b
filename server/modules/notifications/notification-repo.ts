import type { Insertable } from 'kysely';
import type { EmailChoice, NotificationKind } from '../../../contract/notifications';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

export type NewNotification = Insertable<Database['notifications']>;

/** The notifications, each person's choices per kind, and who is told: people, followers, task members. */
export function notificationRepo(db: Executor) {
  return {
    async insert(rows: NewNotification[]): Promise<number[]> {
      if (!rows.length) return [];
      const inserted = await db.insertInto('notifications').values(rows).returning('id').execute();
      return inserted.map((row) => Number(row.id));
    },

    async page(recipientId: number, filter: { unread: boolean; kind?: NotificationKind; pageNum: number; pageSize: number }) {
      const base = db
        .selectFrom('notifications')
        .where('recipient_id', '=', recipientId)
        .$if(filter.unread, (query) => query.where('read_at', 'is', null))
        .$if(filter.kind !== undefined, (query) => query.where('kind', '=', filter.kind!));
      const { offset, limit } = pageWindow(filter);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async unreadCount(recipientId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select(({ fn }) => fn.countAll<number | string>().as('n'))
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Whether a row changed: false for someone else's notification or one read already. */
    async markRead(id: number, recipientId: number, at: number): Promise<boolean> {
      const result = await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).where('recipient_id', '=', recipientId).where('read_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async exists(id: number, recipientId: number): Promise<boolean> {
      return Boolean(await db.selectFrom('notifications').select('id').where('id', '=', id).where('recipient_id', '=', recipientId).executeTakeFirst());
    },

    async markAllRead(recipientId: number, at: number): Promise<number> {
      const result = await db.updateTable('notifications').set({ read_at: at }).where('recipient_id', '=', recipientId).where('read_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    settings(userIds: number[]) {
      if (!userIds.length) return Promise.resolve([]);
      return db.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute();
    },

    async putSetting(userId: number, setting: { kind: NotificationKind; inbox: boolean; email: EmailChoice }, at: number) {
      const values = { inbox: setting.inbox ? 1 : 0, email: setting.email, updated_at: at };
      await db
        .insertInto('notification_settings')
        .values({ user_id: userId, kind: setting.kind, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
        .execute();
    },

    /** Active people among `ids`, as actors are built from them. */
    people(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('users').selectAll().where('id', 'in', ids).where('is_active', '=', 1).execute();
    },

    async personByAccount(account: string) {
      return db.selectFrom('users').select('id').where('account', '=', account).where('is_active', '=', 1).executeTakeFirst();
    },

    async libraryFollowers(libraryId: number): Promise<number[]> {
      const rows = await db.selectFrom('library_follows').select('user_id').where('library_id', '=', libraryId).execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** Who follows any of these knowledge items (files and folders by node id, wiki pages by page id). */
    async itemFollowers(kind: 'file' | 'folder' | 'wiki', ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom('knowledge_follows').select('user_id').where('item_kind', '=', kind).where('item_id', 'in', ids).execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** A wiki page, live or in the recycle bin. */
    wikiPage(pageId: number) {
      return db.selectFrom('wiki_pages').select(['id', 'library_id', 'title']).where('id', '=', pageId).executeTakeFirst();
    },

    async taskMembers(taskId: number): Promise<number[]> {
      const rows = await db.selectFrom('task_members').select('user_id').where('task_id', '=', taskId).execute();
      return rows.map((row) => Number(row.user_id));
    },

    task(taskId: number) {
      return db.selectFrom('tasks').select(['id', 'name_en', 'name_cn', 'from_pipeline']).where('id', '=', taskId).executeTakeFirst();
    },

    /** An ended build with its gate's verdict (null when it has none). */
    async build(buildId: number) {
      const build = await db.selectFrom('builds').select(['id', 'task_id', 'build_number', 'flag', 'created_by']).where('id', '=', buildId).executeTakeFirst();
      if (!build) return undefined;
      const gate = await db.selectFrom('build_gates').select('status').where('build_id', '=', buildId).executeTakeFirst();
      return { ...build, gateStatus: gate?.status ?? null };
    },
  };
}

export type NotificationRepo = ReturnType<typeof notificationRepo>;
