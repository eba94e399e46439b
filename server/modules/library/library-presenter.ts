import type { Library } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { LibraryRepo, LibraryRow } from './library-repo';
import { type LibraryPolicy, permissionView } from './policy';

/** Turns library rows into what the API returns, loading admins, follows and access for all rows at once. */
export function libraryPresenter(libraries: LibraryRepo, policy: LibraryPolicy) {
  return async function present(actor: Actor, rows: LibraryRow[]): Promise<Library[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [access, admins, followed, people, projects] = await Promise.all([
      policy.accessToMany(actor, rows),
      libraries.adminsOf(ids),
      libraries.followedIds(actor.id, ids),
      libraries.people(rows.flatMap((row) => [row.created_by, row.owner_id].filter((id): id is number => id !== null))),
      libraries.projectKeys(rows.map((row) => row.project_id).filter((id): id is number => id !== null)),
    ]);
    return rows.map((row) => {
      const owner = row.owner_id !== null ? (people.get(row.owner_id) ?? null) : null;
      return {
        id: row.id,
        kind: row.kind,
        name: row.name,
        description: row.description,
        classification: row.classification,
        departmentId: row.department_id,
        projectId: row.project_id !== null ? (projects.get(row.project_id) ?? null) : null,
        owner,
        rootId: row.root_id ?? 0,
        retentionDays: row.retention_days,
        admins: row.kind === 'personal' && owner ? [owner] : (admins.get(row.id) ?? []),
        followed: followed.has(row.id),
        permission: permissionView(row.id, access.get(row.id)!),
        createdBy: row.created_by !== null ? (people.get(row.created_by) ?? null) : null,
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
        deletedAt: row.deleted_at === null ? null : Number(row.deleted_at),
      };
    });
  };
}
