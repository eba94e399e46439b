import { sql } from 'kysely';
import { type Actor, actorOfUser } from '../../auth/actor';
import type { Executor } from '../../db/repositories';
import type { LibraryGrantsTable } from '../../db/tables/library';

export interface GrantValue {
  granteeType: LibraryGrantsTable['grantee_type'];
  granteeId: number;
  role: LibraryGrantsTable['role'];
  download: boolean;
}

export function grantRepo(db: Executor) {
  return {
    list(libraryId: number) {
      return db
        .selectFrom('library_grants')
        .selectAll()
        .where('library_id', '=', libraryId)
        .orderBy('grantee_type')
        .orderBy('grantee_id')
        .execute();
    },

    /** Adds or changes one grant. */
    async upsert(libraryId: number, grant: GrantValue, actorId: number, now: number) {
      await db
        .insertInto('library_grants')
        .values({
          library_id: libraryId,
          grantee_type: grant.granteeType,
          grantee_id: grant.granteeId,
          role: grant.role,
          can_download: grant.download ? 1 : 0,
          created_by: actorId,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['library_id', 'grantee_type', 'grantee_id']).doUpdateSet({ role: grant.role, can_download: grant.download ? 1 : 0 }),
        )
        .execute();
    },

    async remove(libraryId: number, granteeType: GrantValue['granteeType'], granteeId: number) {
      const result = await db
        .deleteFrom('library_grants')
        .where('library_id', '=', libraryId)
        .where('grantee_type', '=', granteeType)
        .where('grantee_id', '=', granteeId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    userIdsByAccount(accounts: string[]) {
      if (!accounts.length) return Promise.resolve([] as { id: number; account: string; name: string }[]);
      return db.selectFrom('users').select(['id', 'account', 'name']).where('account', 'in', accounts).execute();
    },

    departmentsById(ids: number[]) {
      if (!ids.length) return Promise.resolve([] as { id: number; name: string }[]);
      return db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    groupsById(ids: number[]) {
      if (!ids.length) return Promise.resolve([] as { id: number; name: string }[]);
      return db.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    /** People as the library policy sees them (department, classification admin), by id or by account, ordered by account. */
    async actors(by: { ids: number[] } | { account: string }): Promise<Actor[]> {
      let query = db.selectFrom('users').select(['id', 'account', 'name', 'email', 'phone', 'department_id', 'is_classify_admin']);
      if ('ids' in by) {
        if (!by.ids.length) return [];
        query = query.where('id', 'in', by.ids);
      } else query = query.where('account', '=', by.account);
      const rows = await query.orderBy('account').execute();
      return rows.map(actorOfUser);
    },

    usersById(ids: number[]) {
      if (!ids.length) return Promise.resolve([] as { id: number; account: string; name: string }[]);
      return db.selectFrom('users').select(['id', 'account', 'name']).where('id', 'in', ids).execute();
    },
  };
}

export function shareTemplateRepo(db: Executor) {
  return {
    /** The caller's own templates and those classification admins made for everyone. */
    visibleTo(userId: number) {
      return db
        .selectFrom('share_templates')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('created_by', '=', userId),
            eb('created_by', 'in', eb.selectFrom('users').select('users.id').where('users.is_classify_admin', '=', 1)),
          ]),
        )
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
    /** Every template by name, for the back office. */
    async page(keyword: string | undefined, offset: number, limit: number) {
      let query = db.selectFrom('share_templates');
      if (keyword) query = query.where(sql<boolean>`lower(name) like ${`%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await query.selectAll().orderBy('name').orderBy('id').limit(limit).offset(offset).execute();
      return { rows, total: Number(total.count) };
    },
    findById(id: number) {
      return db.selectFrom('share_templates').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(name: string, grants: string, createdBy: number, now: number) {
      const row = await db
        .insertInto('share_templates')
        .values({ name, grants, created_by: createdBy, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update(id: number, name: string, grants: string, now: number) {
      return db.updateTable('share_templates').set({ name, grants, updated_at: now }).where('id', '=', id).execute();
    },
    remove(id: number) {
      return db.deleteFrom('share_templates').where('id', '=', id).execute();
    },
  };
}

export type GrantRepo = ReturnType<typeof grantRepo>;
export type ShareTemplateRepo = ReturnType<typeof shareTemplateRepo>;
