import type { LibraryOperation } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import { type StoredMessage, storedColumns } from '../../i18n/stored-message';

interface OperationEntry {
  libraryId: number;
  nodeId: number | null;
  actorId: number | null;
  action: LibraryOperation;
  /** The names involved, worded when the record is read: the node, a move's folders, a grant's grantee. */
  information: StoredMessage;
  at: number;
}

/** What narrows a library's records: the library, and an action. */
interface OperationFilters {
  libraryId: number;
  action?: string;
}

/** The operation record of libraries: written in the same transaction as the change it describes. */
export function operationRepo(db: Executor) {
  function filtered(filters: OperationFilters) {
    let query = db.selectFrom('library_operations').leftJoin('users', 'users.id', 'library_operations.actor_id').where('library_operations.library_id', '=', filters.libraryId);
    if (filters.action) query = query.where('library_operations.action', '=', filters.action);
    return query;
  }

  function listed(query: ReturnType<typeof filtered>) {
    return query
      .leftJoin('libraries', 'libraries.id', 'library_operations.library_id')
      .select([
        'library_operations.id',
        'library_operations.library_id',
        'library_operations.node_id',
        'library_operations.action',
        'library_operations.information_key',
        'library_operations.information_params',
        'library_operations.created_at',
        'users.account',
        'users.name',
        'libraries.name as library_name',
      ])
      .orderBy('library_operations.id', 'desc');
  }

  return {
    async add(entries: OperationEntry | OperationEntry[]) {
      const list = Array.isArray(entries) ? entries : [entries];
      if (!list.length) return;
      await db
        .insertInto('library_operations')
        .values(
          list.map((entry) => ({
            library_id: entry.libraryId,
            node_id: entry.nodeId,
            actor_id: entry.actorId,
            action: entry.action,
            ...storedColumns(entry.information),
            created_at: entry.at,
          })),
        )
        .execute();
    },

    /** A library's records newest first, with their operator and library. */
    async page(filters: OperationFilters, paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      const query = filtered(filters);
      const [total, rows] = await Promise.all([query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(), listed(query).limit(limit).offset(offset).execute()]);
      return { rows, total: Number(total.count) };
    },
  };
}

export type OperationRepo = ReturnType<typeof operationRepo>;
