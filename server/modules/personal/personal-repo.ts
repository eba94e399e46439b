import { sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import { reservedFolderIds } from '../search-index/reserved-folders';

/** What the personal home lists of one person: the files and pages they touched lately, and their tasks. */
export function personalRepo(db: Executor) {
  return {
    /** Files (not the images pasted into wiki pages) this person last changed or added in these libraries, newest first. */
    files(actorId: number, libraryIds: number[], by: 'updated' | 'created', limit: number) {
      if (!libraryIds.length) return Promise.resolve([]);
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
    },

    /** Wiki pages this person last changed in these libraries, newest first. */
    pages(actorId: number, libraryIds: number[], limit: number) {
      if (!libraryIds.length) return Promise.resolve([]);
      return db
        .selectFrom('wiki_pages')
        .innerJoin('libraries', 'libraries.id', 'wiki_pages.library_id')
        .select(['wiki_pages.id', 'wiki_pages.library_id', 'wiki_pages.title', 'wiki_pages.updated_at', 'libraries.name as library_name'])
        .where('wiki_pages.updated_by', '=', actorId)
        .where('wiki_pages.deleted_at', 'is', null)
        .where('wiki_pages.library_id', 'in', libraryIds)
        .orderBy('wiki_pages.updated_at', 'desc')
        .orderBy('wiki_pages.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The code-check tasks this person is a member of, newest first, with their role. */
    tasks(actorId: number, limit: number) {
      return db
        .selectFrom('tasks')
        .innerJoin('task_members', 'task_members.task_id', 'tasks.id')
        .select(['tasks.id', 'tasks.name_cn', 'tasks.name_en', 'tasks.status', 'task_members.role'])
        .where('task_members.user_id', '=', actorId)
        .orderBy('tasks.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type PersonalRepo = ReturnType<typeof personalRepo>;
