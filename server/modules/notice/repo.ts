import type { Db } from '../../db/database';
import { type Executor, type Transactional, transactional } from '../../db/repositories';
import { type AdminRecord, adminRecord } from '../manage/admin-record-repo';

export function noticeRepo(db: Executor) {
  return {
    latest() {
      return db.selectFrom('notices').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** The newest notice with the account and name of who published it. */
    latestWithAuthor() {
      return db
        .selectFrom('notices as n')
        .leftJoin('users as u', 'u.id', 'n.created_by')
        .select(['n.id', 'n.content', 'n.department', 'n.created_at', 'u.account', 'u.name'])
        .orderBy('n.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async viewed(noticeId: number, userId: number) {
      const row = await db.selectFrom('notice_views').select('notice_id').where('notice_id', '=', noticeId).where('user_id', '=', userId).executeTakeFirst();
      return Boolean(row);
    },
    markViewed(noticeId: number, userId: number, now: number) {
      return db
        .insertInto('notice_views')
        .values({ notice_id: noticeId, user_id: userId, viewed_at: now })
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute();
    },
    async insert(content: string, department: boolean, createdBy: number, now: number) {
      const row = await db
        .insertInto('notices')
        .values({ content, department: department ? 1 : 0, created_by: createdBy, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type NoticeRepo = ReturnType<typeof noticeRepo>;

/** Notices, and the back office's record their publishing is written to. */
export type NoticeRepositories = Transactional<{ notices: NoticeRepo; adminRecord: AdminRecord }>;

export function noticeRepositories(db: Db): NoticeRepositories {
  return transactional(db, (executor) => ({ notices: noticeRepo(executor), adminRecord: adminRecord(executor) }));
}
