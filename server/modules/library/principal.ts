import { sql } from 'kysely';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';

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

async function load(db: Db, actor: Actor): Promise<Principal> {
  const departments = actor.departmentId
    ? await sql<{ id: number }>`
        with recursive chain(id, parent_id, depth) as (
          select id, parent_id, 0 from departments where id = ${actor.departmentId}
          union all
          select d.id, d.parent_id, chain.depth + 1 from departments d join chain on d.id = chain.parent_id where chain.depth < 64
        )
        select id from chain`.execute(db)
    : { rows: [] };
  const groups = await db.selectFrom('group_members').select('group_id').where('user_id', '=', actor.id).execute();
  const projects = await db.selectFrom('project_members').select('project_id').where('user_id', '=', actor.id).execute();
  return {
    userId: actor.id,
    departmentIds: [...new Set(departments.rows.map((row) => Number(row.id)))],
    groupIds: groups.map((row) => row.group_id),
    projectIds: projects.map((row) => row.project_id),
    classifyAdmin: actor.isClassifyAdmin,
  };
}

export function principalOf(db: Db, actor: Actor): Promise<Principal> {
  let pending = cache.get(actor);
  if (!pending) {
    pending = load(db, actor);
    cache.set(actor, pending);
  }
  return pending;
}
