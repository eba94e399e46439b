import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { GrantInput, Grantee } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { granteeKey, type GrantWriter, type LabelledGrant } from './grant-writer';
import { libraryPresenter } from './library-presenter';
import type { LibraryRow } from './library-repo';
import type { LibraryRepositories } from './library-repositories';
import type { LibraryPolicy } from './policy';
import type { ShareTemplateService } from './share-template-service';

/**
 * Project libraries: one per project of `task/api/user/projects`. `sync` creates the missing ones for the
 * caller's projects; the member who first syncs a project becomes its library's admin, and every member
 * of the project edits it. The batch calls change the grants of several project libraries at once, all or nothing.
 */
export function projectLibraryService(
  repos: LibraryRepositories,
  deps: { policy: LibraryPolicy; grantWriter: GrantWriter; templates: Pick<ShareTemplateService, 'grantsOf'>; now?: () => number },
) {
  const { libraries } = repos;
  const { policy, grantWriter: writer, templates } = deps;
  const now = deps.now ?? Date.now;
  const present = libraryPresenter(libraries, policy);

  /** Every library must exist, be a project library, and be administered by the caller; otherwise nothing changes. */
  async function projectLibrariesAdministered(actor: Actor, ids: number[]) {
    const list: LibraryRow[] = [];
    for (const id of [...new Set(ids)]) {
      const library = await libraries.findById(id);
      if (!library || library.deleted_at !== null) throw errors.notFound();
      await policy.authorize(actor, 'admin', library);
      if (library.kind !== 'project') throw errors.badRequest('projectLibrariesOnly');
      list.push(library);
    }
    return list;
  }


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
          await writer.setAdmins(tx, library, [actor.account], actor, at);
          created += 1;
        });
      }
      const mine = (await libraries.findByProjects(projects.map((p) => p.id))).filter((l) => l.deleted_at === null);
      return { created, libraries: await present(actor, mine) };
    },

    /** Applies a template's grants and any extra grants to each project library, all or nothing. */
    async batchShare(actor: Actor, libraryIds: number[], templateId: number | undefined, inputs: GrantInput[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const fromTemplate = templateId !== undefined ? await templates.grantsOf(actor, templateId) : [];
      const extra = await writer.resolveGrants(inputs);
      // Extra grants given in the call win over the template's for the same grantee.
      const merged = new Map<string, LabelledGrant>();
      for (const grant of [...fromTemplate, ...extra]) merged.set(granteeKey(grant.granteeType, grant.granteeId), grant);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) await writer.apply(tx, library, [...merged.values()], actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUnShare(actor: Actor, libraryIds: number[], grantees: Grantee[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const resolved = await writer.resolveGrantees(grantees);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) {
          await writer.revoke(tx, library, resolved, actor, at);
          await writer.assertHasAdmin(tx, library);
        }
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUpdateAdmins(actor: Actor, libraryIds: number[], accounts: string[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) await writer.setAdmins(tx, library, accounts, actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },
  };
}

export type ProjectLibraryService = ReturnType<typeof projectLibraryService>;
