import { PERSONAL_HOME_ITEMS, type PersonalHome, type PersonalItem } from '../../../contract/personal';
import type { Actor } from '../../auth/actor';
import type { FileRepos } from '../files/file-repositories';
import type { LibraryService } from '../library/library-service';
import type { LibraryPolicy } from '../library/policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import type { WikiRepos } from '../wiki/wiki-repositories';
import type { PersonalRepo } from './personal-repo';

/**
 * The personal home: what the person changed and added lately (only where they can still read it), their
 * code-check tasks, and how full their own space is.
 */
export function personalService(
  repos: FileRepos & WikiRepos & { personal: PersonalRepo },
  deps: { policy: LibraryPolicy; libraries: Pick<LibraryService, 'ensurePersonal'>; wikiAccess: WikiPolicy; quotaBytes: number },
) {
  const { personal } = repos;
  const { policy, wikiAccess, quotaBytes } = deps;
  const limit = PERSONAL_HOME_ITEMS;

  async function pages(actor: Actor, libraryIds: number[]) {
    // Twice as many as shown: a page hidden by a grant since the person changed it drops out below.
    const rows = await personal.pages(actor.id, libraryIds, limit * 2);
    const readable = await wikiAccess.readablePages(
      actor,
      rows.map((row) => ({ id: row.id, libraryId: row.library_id })),
      new Set(libraryIds),
    );
    return rows.filter((row) => readable.has(row.id));
  }

  return {
    async home(actor: Actor): Promise<PersonalHome> {
      const own = await deps.libraries.ensurePersonal(actor);
      const libraryIds = await policy.readableLibraryIds(actor);
      const [changedFiles, changedPages, addedFiles, memberships, used] = await Promise.all([
        personal.files(actor.id, libraryIds, 'updated', limit),
        pages(actor, libraryIds),
        personal.files(actor.id, libraryIds, 'created', limit),
        personal.tasks(actor.id, limit),
        repos.nodes.usedBytes(own.id),
      ]);
      const fileItem = (row: (typeof changedFiles)[number]): PersonalItem => ({ kind: 'file', id: row.id, libraryId: row.library_id, libraryName: row.library_name, name: row.name, at: Number(row.at) });
      const recent = [
        ...changedFiles.map(fileItem),
        ...changedPages.map((row): PersonalItem => ({ kind: 'wiki', id: row.id, libraryId: row.library_id, libraryName: row.library_name, name: row.title, at: Number(row.updated_at) })),
      ]
        .sort((a, b) => b.at - a.at)
        .slice(0, limit);
      return {
        recent,
        added: addedFiles.map(fileItem),
        tasks: memberships.map((row) => ({ taskId: row.id, nameCn: row.name_cn, nameEn: row.name_en, status: row.status, role: row.role })),
        space: { libraryId: own.id, usedBytes: used.bytes, quotaBytes, files: used.files },
      };
    },
  };
}

export type PersonalService = ReturnType<typeof personalService>;
