import type { Insertable, Selectable } from 'kysely';
import type { PageQuery } from '../../../contract/page';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import type { LibrariesTable } from '../../db/tables/library';
import { type Principal, readableBy } from './access-repo';

export type LibraryRow = Selectable<LibrariesTable>;

interface LibraryFilter {
  kind?: LibrariesTable['kind'];
  keyword?: string;
}

function likePattern(keyword: string) {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function libraryRepo(db: Executor) {
  return {
    findById(id: number): Promise<LibraryRow | undefined> {
      return db.selectFrom('libraries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async names(ids: number[]) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map<number, string>();
      const rows = await db.selectFrom('libraries').select(['id', 'name']).where('id', 'in', unique).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    findPersonal(userId: number) {
      return db.selectFrom('libraries').selectAll().where('kind', '=', 'personal').where('owner_id', '=', userId).executeTakeFirst();
    },

    findByProjects(projectIds: number[]) {
      if (!projectIds.length) return Promise.resolve([] as LibraryRow[]);
      return db.selectFrom('libraries').selectAll().where('project_id', 'in', projectIds).execute();
    },

    /** Inserts a library with its root folder; `onConflict` lets a racing second insert of a personal or project library do nothing. */
    async insertWithRoot(values: Insertable<LibrariesTable>): Promise<LibraryRow | undefined> {
      const inserted = await db
        .insertInto('libraries')
        .values(values)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return undefined;
      const root = await db
        .insertInto('nodes')
        .values({
          library_id: inserted.id,
          parent_id: null,
          kind: 'folder',
          name: '',
          version_no: 0,
          size: 0,
          mime: '',
          created_by: values.created_by ?? null,
          created_at: values.created_at,
          updated_by: values.created_by ?? null,
          updated_at: values.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('libraries').set({ root_id: root.id }).where('id', '=', inserted.id).execute();
      return db.selectFrom('libraries').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
    },

    update(id: number, values: Partial<Pick<LibrariesTable, 'name' | 'description' | 'classification' | 'retention_days' | 'updated_at' | 'deleted_at' | 'deleted_by'>>) {
      return db.updateTable('libraries').set(values).where('id', '=', id).execute();
    },

    /** Live libraries the principal can read, newest first, one page plus the total. */
    async pageReadable(principal: Principal, filter: LibraryFilter, paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      let query = db.selectFrom('libraries').where('deleted_at', 'is', null).where(readableBy(principal));
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.keyword) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(filter.keyword!)));
      const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: Number(total.count) };
    },

    /** Libraries the principal administers (through an admin grant, or as a classification admin), live or in the recycle bin. */
    async pageAdministered(principal: Principal, deleted: boolean, keyword: string | undefined, paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      let query = db
        .selectFrom('libraries')
        .where('kind', '!=', 'personal')
        .where('deleted_at', deleted ? 'is not' : 'is', null)
        .where((eb) =>
          principal.classifyAdmin
            ? eb.lit(true)
            : eb(
                'libraries.id',
                'in',
                eb
                  .selectFrom('library_grants')
                  .select('library_grants.library_id')
                  .where('library_grants.role', '=', 'admin')
                  .where((g) =>
                    g.or([
                      g.and([g('library_grants.grantee_type', '=', 'user'), g('library_grants.grantee_id', '=', principal.userId)]),
                      ...(principal.departmentIds.length
                        ? [g.and([g('library_grants.grantee_type', '=', 'department'), g('library_grants.grantee_id', 'in', principal.departmentIds)])]
                        : []),
                      ...(principal.groupIds.length
                        ? [g.and([g('library_grants.grantee_type', '=', 'group'), g('library_grants.grantee_id', 'in', principal.groupIds)])]
                        : []),
                    ]),
                  ),
              ),
        );
      if (keyword) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(keyword)));
      const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await query.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { rows, total: Number(total.count) };
    },

    async followedReadable(principal: Principal, kind?: LibrariesTable['kind']) {
      let query = db
        .selectFrom('libraries')
        .innerJoin('library_follows', 'library_follows.library_id', 'libraries.id')
        .where('library_follows.user_id', '=', principal.userId)
        .where('libraries.deleted_at', 'is', null)
        .where(readableBy(principal));
      if (kind) query = query.where('libraries.kind', '=', kind);
      return query.selectAll('libraries').orderBy('library_follows.created_at', 'desc').execute();
    },

    async followedIds(userId: number, libraryIds: number[]) {
      if (!libraryIds.length) return new Set<number>();
      const rows = await db
        .selectFrom('library_follows')
        .select('library_id')
        .where('user_id', '=', userId)
        .where('library_id', 'in', libraryIds)
        .execute();
      return new Set(rows.map((row) => row.library_id));
    },

    async setFollow(libraryId: number, userId: number, follow: boolean, now: number) {
      if (follow) {
        await db
          .insertInto('library_follows')
          .values({ library_id: libraryId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'library_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('library_follows').where('library_id', '=', libraryId).where('user_id', '=', userId).execute();
      }
    },

    /** Admins named by user grants, per library, with their display names. */
    async adminsOf(libraryIds: number[]) {
      const result = new Map<number, { account: string; name: string }[]>();
      if (!libraryIds.length) return result;
      const rows = await db
        .selectFrom('library_grants')
        .innerJoin('users', 'users.id', 'library_grants.grantee_id')
        .select(['library_grants.library_id', 'users.account', 'users.name'])
        .where('library_grants.library_id', 'in', libraryIds)
        .where('library_grants.grantee_type', '=', 'user')
        .where('library_grants.role', '=', 'admin')
        .orderBy('users.account')
        .execute();
      for (const row of rows) result.set(row.library_id, [...(result.get(row.library_id) ?? []), { account: row.account, name: row.name }]);
      return result;
    },

    async people(ids: number[]) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map<number, { account: string; name: string }>();
      const rows = await db.selectFrom('users').select(['id', 'account', 'name']).where('id', 'in', unique).execute();
      return new Map(rows.map((row) => [row.id, { account: row.account, name: row.name }]));
    },

    projectsOfUser(userId: number) {
      return db
        .selectFrom('projects')
        .innerJoin('project_members', 'project_members.project_id', 'projects.id')
        .select(['projects.id', 'projects.project_id', 'projects.project_name'])
        .where('project_members.user_id', '=', userId)
        .orderBy('projects.project_name')
        .execute();
    },

    async projectKeys(ids: number[]) {
      if (!ids.length) return new Map<number, string>();
      const rows = await db.selectFrom('projects').select(['id', 'project_id']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.project_id]));
    },

    departmentExists(id: number) {
      return db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** Deleted libraries older than `before`, for the retention sweep. */
    expiredDeleted(before: number) {
      return db.selectFrom('libraries').select(['id']).where('deleted_at', '<', before).execute();
    },

    deleteLibrary(id: number) {
      return db.deleteFrom('libraries').where('id', '=', id).execute();
    },
  };
}

export type LibraryRepo = ReturnType<typeof libraryRepo>;
