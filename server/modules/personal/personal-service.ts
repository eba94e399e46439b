import { sql } from 'kysely';
import { PERSONAL_HOME_ITEMS, type PersonalHome, type PersonalItem } from '../../../contract/personal';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import type { FileRepos } from '../files/file-repositories';
import type { LibraryService } from '../library/library-service';
import type { LibraryPolicy } from '../library/policy';
import { reservedFolderIds } from '../search-index/reserved-folders';
import type { WikiAccessPolicy } from '../wiki/wiki-access';
import type { WikiRepos } from '../wiki/wiki-repositories';

/**
 * The personal home: what the person changed and added lately (only where they can still read it), their
 * code-check tasks, and how full their own space is.
 */
export function personalService(db: Db, documents: { repos: FileRepos & WikiRepos; policy: LibraryPolicy; libraries: Pick<LibraryService, 'ensurePersonal'> }, wikiAccess: WikiAccessPolicy, quotaBytes: number) {
  const { repos, policy } = documents;
  const limit = PERSONAL_HOME_ITEMS;

  async function files(actorId: number, libraryIds: number[], by: 'updated' | 'created') {
    if (!libraryIds.length) return [];
    const [person, time] = by === 'updated' ? (['nodes.updated_by', 'nodes.updated_at'] as const) : (['nodes.created_by', 'nodes.created_at'] as const);
    return db
      .selectFrom('nodes')
      .innerJoin('libraries', 'libraries.id', 'nodes.library_id')
      .select(['nodes.id', 'nodes.library_id', 'nodes.name', `${time} as at`, 'libraries.name as library_name'])
      .where(person, '=', actorId)
      .where('nodes.kind', '=', 'file')
      .where('nodes.deleted_at', 'is', null)
      .where('nodes.library_id', 'in', libraryIds)
      // Images pasted into wiki pages show as the pages changed, not as files of their own.
      .where(sql<boolean>`nodes.parent_id not in (${reservedFolderIds})`)
      .orderBy(time, 'desc')
      .orderBy('nodes.id', 'desc')
      .limit(limit)
      .execute();
  }

  async function pages(actor: Actor, libraryIds: number[]) {
    if (!libraryIds.length) return [];
    // Twice as many as shown: a page hidden by a grant since the person changed it drops out below.
    const rows = await db
      .selectFrom('wiki_pages')
      .innerJoin('libraries', 'libraries.id', 'wiki_pages.library_id')
      .select(['wiki_pages.id', 'wiki_pages.library_id', 'wiki_pages.title', 'wiki_pages.updated_at', 'libraries.name as library_name'])
      .where('wiki_pages.updated_by', '=', actor.id)
      .where('wiki_pages.deleted_at', 'is', null)
      .where('wiki_pages.library_id', 'in', libraryIds)
      .orderBy('wiki_pages.updated_at', 'desc')
      .orderBy('wiki_pages.id', 'desc')
      .limit(limit * 2)
      .execute();
    const readable = await wikiAccess.readablePages(
      actor,
      rows.map((row) => ({ id: row.id, libraryId: row.library_id })),
      new Set(libraryIds),
    );
    return rows.filter((row) => readable.has(row.id));
  }

  function tasks(actorId: number) {
    return db
      .selectFrom('tasks')
      .innerJoin('task_members', 'task_members.task_id', 'tasks.id')
      .select(['tasks.id', 'tasks.name_cn', 'tasks.name_en', 'tasks.status', 'task_members.role'])
      .where('task_members.user_id', '=', actorId)
      .orderBy('tasks.id', 'desc')
      .limit(limit)
      .execute();
  }

  return {
    async home(actor: Actor): Promise<PersonalHome> {
      const own = await documents.libraries.ensurePersonal(actor);
      const libraryIds = await policy.readableLibraryIds(actor);
      const [changedFiles, changedPages, addedFiles, memberships, used] = await Promise.all([
        files(actor.id, libraryIds, 'updated'),
        pages(actor, libraryIds),
        files(actor.id, libraryIds, 'created'),
        tasks(actor.id),
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
