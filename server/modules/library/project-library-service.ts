import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { Actor } from '../../auth/actor';
import { libraryPresenter } from './library-presenter';
import type { LibraryRepositories } from './library-repositories';
import type { PermissionService } from './permission-service';
import type { LibraryPolicy } from './policy';

/**
 * Project libraries: one per project of `task/api/user/projects`. `sync` creates the missing ones for the
 * caller's projects; the member who first syncs a project becomes its library's admin, and every member
 * of the project edits it.
 */
export function projectLibraryService(repos: LibraryRepositories, policy: LibraryPolicy, permissions: PermissionService, now = () => Date.now()) {
  const { libraries } = repos;
  const present = libraryPresenter(libraries, policy);

  return {
    async sync(actor: Actor) {
      const projects = await libraries.projectsOfUser(actor.id);
      const existing = new Set((await libraries.findByProjects(projects.map((p) => p.id))).map((l) => l.project_id));
      let created = 0;
      for (const project of projects.filter((p) => !existing.has(p.id))) {
        const at = now();
        await repos.transaction(async (tx) => {
          const library = await tx.libraries.insertWithRoot({
            kind: 'project',
            name: project.project_name,
            description: '',
            classification: '',
            department_id: null,
            project_id: project.id,
            owner_id: null,
            retention_days: LIBRARY_LIMITS.defaultRetentionDays,
            created_by: actor.id,
            created_at: at,
            updated_at: at,
          });
          // Another member's sync created it a moment ago: nothing left to do.
          if (!library) return;
          await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_CREATE', information: { key: 'recordItem', params: { name: `${project.project_id} ${project.project_name}` } }, at });
          await permissions.setAdmins(tx, library, [actor.account], actor, at);
          created += 1;
        });
      }
      const mine = (await libraries.findByProjects(projects.map((p) => p.id))).filter((l) => l.deleted_at === null);
      return { created, libraries: await present(actor, mine) };
    },
  };
}

export type ProjectLibraryService = ReturnType<typeof projectLibraryService>;
