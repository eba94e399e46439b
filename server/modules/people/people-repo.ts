import { type Insertable, sql } from 'kysely';
import type { PeopleQuery } from '../../../contract/people';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import type { UsersTable } from '../../db/schema';
import { likePattern } from '../search-index/search-index';

export interface PersonRow {
  id: number;
  account: string;
  name: string;
  email: string;
  phone: string;
  department_id: number | null;
  department_name: string | null;
  is_classify_admin: number;
  is_active: number;
  oidc_subject: string | null;
  has_password: number;
  created_at: number | string;
}

/** People, departments and groups as the back office manages them. */
export function peopleRepo(db: Executor) {
  function people() {
    return db
      .selectFrom('users')
      .leftJoin('departments', 'departments.id', 'users.department_id')
      .select([
        'users.id',
        'users.account',
        'users.name',
        'users.email',
        'users.phone',
        'users.department_id',
        'departments.name as department_name',
        'users.is_classify_admin',
        'users.is_active',
        'users.oidc_subject',
        sql<number>`case when users.password_hash is null then 0 else 1 end`.as('has_password'),
        'users.created_at',
      ]);
  }

  return {
    async page(query: PeopleQuery): Promise<{ rows: PersonRow[]; total: number }> {
      let filtered = people();
      if (query.keyword) {
        const pattern = likePattern(query.keyword.toLowerCase());
        filtered = filtered.where((eb) => eb.or([eb(sql`lower(users.account)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(users.name)`, 'like', sql`${pattern} escape '\\'`)]));
      }
      if (query.departmentId !== undefined) filtered = filtered.where('users.department_id', '=', query.departmentId);
      if (query.groupId !== undefined) filtered = filtered.where('users.id', 'in', db.selectFrom('group_members').select('user_id').where('group_id', '=', query.groupId));
      if (query.state) filtered = filtered.where('users.is_active', '=', query.state === 'active' ? 1 : 0);
      const column = query.sortField === 'name' ? 'users.name' : query.sortField === 'created' ? 'users.created_at' : 'users.account';
      const { offset, limit } = pageWindow(query);
      const [count, rows] = await Promise.all([
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        filtered.orderBy(column, query.sortType).orderBy('users.id', query.sortType).limit(limit).offset(offset).execute(),
      ]);
      return { rows, total: Number(count.n) };
    },

    find(id: number): Promise<PersonRow | undefined> {
      return people().where('users.id', '=', id).executeTakeFirst();
    },

    async groupsOf(userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
      const result = new Map<number, { id: number; name: string }[]>();
      if (!userIds.length) return result;
      const rows = await db
        .selectFrom('group_members')
        .innerJoin('groups', 'groups.id', 'group_members.group_id')
        .select(['group_members.user_id', 'groups.id', 'groups.name'])
        .where('group_members.user_id', 'in', userIds)
        .orderBy('groups.name')
        .execute();
      for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
      return result;
    },

    /** Lower-cased accounts of these that exist already. */
    async existingAccounts(accounts: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      const lowered = [...new Set(accounts.map((account) => account.toLowerCase()))];
      for (let i = 0; i < lowered.length; i += 500) {
        const rows = await db
          .selectFrom('users')
          .select('account')
          .where(sql<string>`lower(account)`, 'in', lowered.slice(i, i + 500))
          .execute();
        for (const row of rows) found.add(row.account.toLowerCase());
      }
      return found;
    },

    async insert(values: Insertable<UsersTable>): Promise<number> {
      const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    update(id: number, values: Partial<Pick<UsersTable, 'name' | 'email' | 'phone' | 'department_id' | 'is_classify_admin' | 'is_active' | 'password_hash'>>) {
      return db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    /** Ends every session and access token of a person. */
    async signOutEverywhere(userId: number) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await db.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
    },

    departments() {
      return db
        .selectFrom('departments')
        .select(['departments.id', 'departments.name', 'departments.parent_id', (eb) => eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.department_id', '=', 'departments.id').as('people')])
        .orderBy('departments.name')
        .orderBy('departments.id')
        .execute();
    },

    findDepartment(id: number) {
      return db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findDepartmentByName(name: string) {
      return db.selectFrom('departments').selectAll().where('name', '=', name).orderBy('id').executeTakeFirst();
    },

    async insertDepartment(name: string, parentId: number | null): Promise<number> {
      return (await db.insertInto('departments').values({ name, parent_id: parentId }).returning('id').executeTakeFirstOrThrow()).id;
    },

    updateDepartment(id: number, values: { name?: string; parent_id?: number | null }) {
      return db.updateTable('departments').set(values).where('id', '=', id).execute();
    },

    /** What a department still holds: people, departments below it, groups. */
    async departmentContents(id: number) {
      const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
      const [people, children, groups] = await Promise.all([
        count(db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('department_id', '=', id).executeTakeFirstOrThrow()),
        count(db.selectFrom('departments').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow()),
        count(db.selectFrom('groups').select((eb) => eb.fn.countAll<number>().as('n')).where('department_id', '=', id).executeTakeFirstOrThrow()),
      ]);
      return { people, children, groups };
    },

    /** A department or group goes with every grant that names it. */
    async deleteGrantee(type: 'department' | 'group', id: number) {
      await db.deleteFrom('library_grants').where('grantee_type', '=', type).where('grantee_id', '=', id).execute();
      await db.deleteFrom('wiki_grants').where('grantee_type', '=', type).where('grantee_id', '=', id).execute();
    },

    deleteDepartment(id: number) {
      return db.deleteFrom('departments').where('id', '=', id).execute();
    },

    groups() {
      return db
        .selectFrom('groups')
        .leftJoin('departments', 'departments.id', 'groups.department_id')
        .select([
          'groups.id',
          'groups.name',
          'groups.department_id',
          'departments.name as department_name',
          (eb) => eb.selectFrom('group_members').select(eb.fn.countAll<number>().as('n')).whereRef('group_members.group_id', '=', 'groups.id').as('members'),
        ])
        .orderBy('groups.name')
        .orderBy('groups.id')
        .execute();
    },

    findGroup(id: number) {
      return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findGroupByName(name: string) {
      return db.selectFrom('groups').selectAll().where('name', '=', name).orderBy('id').executeTakeFirst();
    },

    async insertGroup(name: string, departmentId: number | null): Promise<number> {
      return (await db.insertInto('groups').values({ name, department_id: departmentId }).returning('id').executeTakeFirstOrThrow()).id;
    },

    updateGroup(id: number, values: { name?: string; department_id?: number | null }) {
      return db.updateTable('groups').set(values).where('id', '=', id).execute();
    },

    async deleteGroup(id: number) {
      await db.deleteFrom('group_members').where('group_id', '=', id).execute();
      await db.deleteFrom('groups').where('id', '=', id).execute();
    },

    members(groupId: number) {
      return db
        .selectFrom('group_members')
        .innerJoin('users', 'users.id', 'group_members.user_id')
        .select(['users.id', 'users.account', 'users.name', 'users.is_active'])
        .where('group_members.group_id', '=', groupId)
        .orderBy('users.account')
        .execute();
    },

    async replaceMembers(groupId: number, userIds: number[]) {
      await db.deleteFrom('group_members').where('group_id', '=', groupId).execute();
      for (let i = 0; i < userIds.length; i += 500) {
        const slice = userIds.slice(i, i + 500);
        if (slice.length) await db.insertInto('group_members').values(slice.map((userId) => ({ group_id: groupId, user_id: userId }))).execute();
      }
    },

    async addMember(groupId: number, userId: number) {
      await db.insertInto('group_members').values({ group_id: groupId, user_id: userId }).execute();
    },

    async idsByAccount(accounts: string[]): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      for (let i = 0; i < accounts.length; i += 500) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'account'])
          .where('account', 'in', accounts.slice(i, i + 500))
          .execute();
        for (const row of rows) result.set(row.account, row.id);
      }
      return result;
    },
  };
}

export type PeopleRepo = ReturnType<typeof peopleRepo>;
