import { type ExpressionBuilder, sql } from 'kysely';
import type { LibraryRole } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

/** What the library policy reads: who a person is in terms of grants, and the grants that name them. */

/** Everything a grant can name that applies to one person: them, their department chain, groups and projects. */
export interface Principal {
  userId: number;
  /** The person's department and every department above it: a grant on a department covers its sub-departments. */
  departmentIds: number[];
  groupIds: number[];
  /** projects.id of the projects the person is a member of. */
  projectIds: number[];
  classifyAdmin: boolean;
}

// A request's actor object lives for that request only, so this cache never outlives a request.
const cache = new WeakMap<Actor, Promise<Principal>>();

async function load(db: Executor, actor: Actor): Promise<Principal> {
  // Three independent reads: on PostgreSQL they travel together instead of one after another.
  const [departments, groups, projects] = await Promise.all([
    actor.departmentId
      ? sql<{ id: number }>`
          with recursive chain(id, parent_id, depth) as (
            select id, parent_id, 0 from departments where id = ${actor.departmentId}
            union all
            select d.id, d.parent_id, chain.depth + 1 from departments d join chain on d.id = chain.parent_id where chain.depth < 64
          )
          select id from chain`.execute(db)
      : { rows: [] },
    db.selectFrom('group_members').select('group_id').where('user_id', '=', actor.id).execute(),
    db.selectFrom('project_members').select('project_id').where('user_id', '=', actor.id).execute(),
  ]);
  return {
    userId: actor.id,
    departmentIds: [...new Set(departments.rows.map((row) => Number(row.id)))],
    groupIds: groups.map((row) => row.group_id),
    projectIds: projects.map((row) => row.project_id),
    classifyAdmin: actor.isClassifyAdmin,
  };
}


/** The grants of `library_grants` that name this principal, as a where clause. */
function grantNames(principal: Principal) {
  return (eb: ExpressionBuilder<Database, 'library_grants'>) =>
    eb.or([
      eb.and([eb('library_grants.grantee_type', '=', 'user'), eb('library_grants.grantee_id', '=', principal.userId)]),
      ...(principal.departmentIds.length
        ? [eb.and([eb('library_grants.grantee_type', '=', 'department'), eb('library_grants.grantee_id', 'in', principal.departmentIds)])]
        : []),
      ...(principal.groupIds.length ? [eb.and([eb('library_grants.grantee_type', '=', 'group'), eb('library_grants.grantee_id', 'in', principal.groupIds)])] : []),
    ]);
}

/** Libraries the principal can read, as a where clause on `libraries`. */
export function readableBy(principal: Principal) {
  return (eb: ExpressionBuilder<Database, 'libraries'>) =>
    eb.or([
      eb('libraries.owner_id', '=', principal.userId),
      eb('libraries.id', 'in', eb.selectFrom('library_grants').select('library_grants.library_id').where(grantNames(principal))),
      ...(principal.projectIds.length ? [eb('libraries.project_id', 'in', principal.projectIds)] : []),
      ...(principal.classifyAdmin ? [eb('libraries.kind', '!=', 'personal')] : []),
    ]);
}

export function accessRepo(db: Executor) {
  return {
    /** The principal of a request's actor, loaded once per request. */
    principal(actor: Actor): Promise<Principal> {
      let pending = cache.get(actor);
      if (!pending) {
        pending = load(db, actor);
        cache.set(actor, pending);
      }
      return pending;
    },

    /** Per library, the grants that name this principal. */
    async grantsNaming(principal: Principal, libraryIds: number[]) {
      const byLibrary = new Map<number, { role: LibraryRole; can_download: number; grantee_type: 'user' | 'department' | 'group'; grantee_id: number }[]>();
      if (!libraryIds.length) return byLibrary;
      const rows = await db
        .selectFrom('library_grants')
        .select(['library_id', 'role', 'can_download', 'grantee_type', 'grantee_id'])
        .where('library_id', 'in', libraryIds)
        .where(grantNames(principal))
        .execute();
      for (const row of rows) byLibrary.set(row.library_id, [...(byLibrary.get(row.library_id) ?? []), row]);
      return byLibrary;
    },

    async readableIds(principal: Principal): Promise<number[]> {
      const rows = await db.selectFrom('libraries').select('id').where('deleted_at', 'is', null).where(readableBy(principal)).execute();
      return rows.map((row) => row.id);
    },
  };
}

export type AccessRepo = ReturnType<typeof accessRepo>;
