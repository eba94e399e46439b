import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { LibraryGrantsTable } from '../../db/tables/library';

type Executor = Db | Transaction<Database>;

export interface GrantValue {
  granteeType: LibraryGrantsTable['grantee_type'];
  granteeId: number;
  role: LibraryGrantsTable['role'];
  download: boolean;
}

export function grantRepo(db: Db) {
  return {
    list(libraryId: number, executor: Executor = db) {
      return executor
        .selectFrom('library_grants')
        .selectAll()
        .where('library_id', '=', libraryId)
        .orderBy('grantee_type')
        .orderBy('grantee_id')
        .execute();
    },

    /** Adds or changes one grant. */
    async upsert(trx: Transaction<Database>, libraryId: number, grant: GrantValue, actorId: number, now: number) {
      await trx
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

    async remove(trx: Transaction<Database>, libraryId: number, granteeType: GrantValue['granteeType'], granteeId: number) {
      const result = await trx
        .deleteFrom('library_grants')
        .where('library_id', '=', libraryId)
        .where('grantee_type', '=', granteeType)
        .where('grantee_id', '=', granteeId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    userIdsByAccount(accounts: string[], executor: Executor = db) {
      if (!accounts.length) return Promise.resolve([] as { id: number; account: string; name: string }[]);
      return executor.selectFrom('users').select(['id', 'account', 'name']).where('account', 'in', accounts).execute();
    },

    departmentsById(ids: number[], executor: Executor = db) {
      if (!ids.length) return Promise.resolve([] as { id: number; name: string }[]);
      return executor.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    groupsById(ids: number[], executor: Executor = db) {
      if (!ids.length) return Promise.resolve([] as { id: number; name: string }[]);
      return executor.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    usersById(ids: number[], executor: Executor = db) {
      if (!ids.length) return Promise.resolve([] as { id: number; account: string; name: string }[]);
      return executor.selectFrom('users').select(['id', 'account', 'name']).where('id', 'in', ids).execute();
    },
  };
}

export function shareTemplateRepo(db: Db) {
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
