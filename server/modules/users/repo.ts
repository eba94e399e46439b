import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import type { UsersTable } from '../../db/schema';

export function userRepo(db: Executor) {
  return {
    findByAccount(account: string) {
      return db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findActiveById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
    },
    /** Active accounts with this e-mail address, compared without case. */
    accountsByEmail(email: string) {
      return db.selectFrom('users').select('account').where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('is_active', '=', 1).execute();
    },
    accountsByName(name: string) {
      return db.selectFrom('users').select('account').where('name', '=', name).where('is_active', '=', 1).execute();
    },
    setLocale(id: number, locale: string) {
      return db.updateTable('users').set({ locale }).where('id', '=', id).execute();
    },
    async insert(user: Insertable<UsersTable>) {
      const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Directory lookup: account or name contains the query, active people only. */
    search(query: string, limit: number) {
      const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('users')
        .leftJoin('departments', 'departments.id', 'users.department_id')
        .select(['users.account', 'users.name', 'users.department_id', 'departments.name as department_name'])
        .where('users.is_active', '=', 1)
        .where(sql<boolean>`(lower(users.account) like ${pattern} escape '\\' or lower(users.name) like ${pattern} escape '\\')`)
        .orderBy('users.account')
        .limit(limit)
        .execute();
    },
  };
}

export type UserRepo = ReturnType<typeof userRepo>;
