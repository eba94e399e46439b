import type { Executor } from '../../db/repositories';
import type { LibraryRow } from '../library/library-repo';

/** The people, libraries and names the grant overview puts to the policies. */
export function grantOverviewRepo(db: Executor) {
  return {
    /** Active people, by account; one account when it is given. */
    people(account?: string) {
      let query = db.selectFrom('users').select(['id', 'account', 'name', 'email', 'phone', 'department_id', 'is_classify_admin']).where('is_active', '=', 1);
      if (account !== undefined) query = query.where('account', '=', account);
      return query.orderBy('account').execute();
    },

    /** Libraries not deleted, by name; one library when it is given. */
    libraries(libraryId?: number): Promise<LibraryRow[]> {
      let query = db.selectFrom('libraries').selectAll().where('deleted_at', 'is', null);
      if (libraryId) query = query.where('id', '=', libraryId);
      return query.orderBy('name').orderBy('id').execute();
    },

    /** The names of departments and groups by id, for the rows that grant through them. */
    async granteeNames() {
      const [departments, groups] = await Promise.all([db.selectFrom('departments').select(['id', 'name']).execute(), db.selectFrom('groups').select(['id', 'name']).execute()]);
      return { department: new Map(departments.map((d) => [d.id, d.name])), group: new Map(groups.map((g) => [g.id, g.name])) };
    },
  };
}

export type GrantOverviewRepo = ReturnType<typeof grantOverviewRepo>;
