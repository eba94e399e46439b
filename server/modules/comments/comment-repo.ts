import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CommentSubjectType, WhoMayComment } from '../../../contract/comments';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

export type CommentRow = Selectable<Database['comments']>;
export type CommentWithAuthor = CommentRow & { author_account: string; author_name: string };

/** Comments, their mentions, the libraries' rules, and who follows what is commented on. */
export function commentRepo(db: Executor) {
  const withAuthor = () =>
    db.selectFrom('comments as c').innerJoin('users as u', 'u.id', 'c.author_id').selectAll('c').select(['u.account as author_account', 'u.name as author_name']);

  return {
    async insert(row: Insertable<Database['comments']>): Promise<number> {
      const created = await db.insertInto('comments').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(created.id);
    },

    findById(id: number): Promise<CommentWithAuthor | undefined> {
      return withAuthor().where('c.id', '=', id).executeTakeFirst();
    },

    byClient(authorId: number, clientId: string): Promise<CommentWithAuthor | undefined> {
      return withAuthor().where('c.author_id', '=', authorId).where('c.client_id', '=', clientId).executeTakeFirst();
    },

    /** Every comment of an item, threads and replies, oldest first. */
    ofSubject(type: CommentSubjectType, subjectId: number): Promise<CommentWithAuthor[]> {
      return withAuthor().where('c.subject_type', '=', type).where('c.subject_id', '=', subjectId).orderBy('c.created_at').orderBy('c.id').execute();
    },

    async update(id: number, changes: Updateable<Database['comments']>) {
      await db.updateTable('comments').set(changes).where('id', '=', id).execute();
    },

    async liveReplies(threadId: number): Promise<number> {
      const row = await db.selectFrom('comments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('thread_id', '=', threadId).where('deleted_at', 'is', null).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async setMentions(commentId: number, userIds: readonly number[]) {
      await db.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
      if (userIds.length) await db.insertInto('comment_mentions').values(userIds.map((user_id) => ({ comment_id: commentId, user_id }))).execute();
    },

    mentionsOf(commentIds: readonly number[]) {
      if (!commentIds.length) return Promise.resolve([]);
      return db
        .selectFrom('comment_mentions as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.comment_id', 'u.id', 'u.account', 'u.name'])
        .where('m.comment_id', 'in', [...commentIds])
        .orderBy('m.comment_id')
        .orderBy('u.id')
        .execute();
    },

    /** The active people of these ids, as the policy and the mentions need them. */
    people(ids: readonly number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'account', 'name', 'email', 'phone', 'department_id', 'is_classify_admin'])
        .where('id', 'in', [...ids])
        .where('is_active', '=', 1)
        .execute();
    },

    /** The active people of these accounts, as mentions name them. */
    peopleByAccount(accounts: readonly string[]) {
      if (!accounts.length) return Promise.resolve([]);
      return db.selectFrom('users').select(['id', 'account', 'name']).where('account', 'in', [...accounts]).where('is_active', '=', 1).execute();
    },

    personName(id: number) {
      return db.selectFrom('users').select(['id', 'account', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** Per item, its live comments and its open (unresolved, live) threads. */
    async counts(type: CommentSubjectType, ids: readonly number[]): Promise<Map<number, { comments: number; open: number }>> {
      const result = new Map<number, { comments: number; open: number }>();
      if (!ids.length) return result;
      const rows = await db
        .selectFrom('comments')
        .select(['subject_id', 'thread_id', 'resolved_at'])
        .where('subject_type', '=', type)
        .where('subject_id', 'in', [...ids])
        .where('deleted_at', 'is', null)
        .execute();
      for (const row of rows) {
        const entry = result.get(Number(row.subject_id)) ?? { comments: 0, open: 0 };
        entry.comments += 1;
        if (row.thread_id === null && row.resolved_at === null) entry.open += 1;
        result.set(Number(row.subject_id), entry);
      }
      return result;
    },

    async rule(libraryId: number): Promise<WhoMayComment> {
      const row = await db.selectFrom('comment_settings').select('who').where('library_id', '=', libraryId).executeTakeFirst();
      return row?.who ?? 'readers';
    },

    async setRule(libraryId: number, who: WhoMayComment, at: number) {
      await db
        .insertInto('comment_settings')
        .values({ library_id: libraryId, who, updated_at: at })
        .onConflict((oc) => oc.column('library_id').doUpdateSet({ who, updated_at: at }))
        .execute();
    },

    /** Who follows any of these items (files and folders by node id, wiki pages by page id). */
    async itemFollowers(kind: CommentSubjectType, ids: readonly number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom('knowledge_follows').select('user_id').where('item_kind', '=', kind).where('item_id', 'in', [...ids]).execute();
      return rows.map((row) => Number(row.user_id));
    },

    async libraryFollowers(libraryId: number): Promise<number[]> {
      const rows = await db.selectFrom('library_follows').select('user_id').where('library_id', '=', libraryId).execute();
      return rows.map((row) => Number(row.user_id));
    },
  };
}

export type CommentRepo = ReturnType<typeof commentRepo>;
