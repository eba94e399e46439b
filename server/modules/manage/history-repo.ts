import { sql } from 'kysely';
import { isLibraryAction } from '../../../contract/admin-operations';
import type { HistoryFilters } from '../../../contract/manage';
import type { PageQuery } from '../../../contract/page';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/paging';

/** One line of the system's record, from either source; `library_id` is null for a back-office change. */
export interface HistoryRow {
  source: 'library' | 'admin';
  id: number;
  library_id: number | null;
  library_name: string | null;
  subject: string | null;
  action: string;
  information_key: string | null;
  information_params: string | null;
  created_at: number | string;
  account: string | null;
  name: string | null;
}

/**
 * The operation record of the whole system: the libraries' records and the back office's, read as one
 * list newest first. A library or a library action narrows it to the libraries' records, an action of the
 * back office to its own.
 */
export function historyRepo(db: Db) {
  function libraryRecords(filters: HistoryFilters) {
    let query = db
      .selectFrom('library_operations as o')
      .leftJoin('users as u', 'u.id', 'o.actor_id')
      .leftJoin('libraries as l', 'l.id', 'o.library_id')
      .select([
        sql<'library'>`'library'`.as('source'),
        'o.id',
        'o.library_id',
        'l.name as library_name',
        sql<string | null>`cast(null as text)`.as('subject'),
        'o.action',
        'o.information_key',
        'o.information_params',
        'o.created_at',
        'u.account',
        'u.name',
      ]);
    if (filters.libraryId !== undefined) query = query.where('o.library_id', '=', filters.libraryId);
    if (filters.action) query = query.where('o.action', '=', filters.action);
    if (filters.account) query = query.where('u.account', '=', filters.account);
    if (filters.from !== undefined) query = query.where('o.created_at', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('o.created_at', '<', filters.to);
    return query.$castTo<HistoryRow>();
  }

  function adminRecords(filters: HistoryFilters) {
    let query = db
      .selectFrom('admin_operations as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        sql<'admin'>`'admin'`.as('source'),
        'a.id',
        sql<number | null>`cast(null as integer)`.as('library_id'),
        sql<string | null>`cast(null as text)`.as('library_name'),
        'a.subject',
        'a.action',
        'a.information_key',
        'a.information_params',
        'a.created_at',
        'u.account',
        'u.name',
      ]);
    if (filters.action) query = query.where('a.action', '=', filters.action);
    if (filters.account) query = query.where('u.account', '=', filters.account);
    if (filters.from !== undefined) query = query.where('a.created_at', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('a.created_at', '<', filters.to);
    return query.$castTo<HistoryRow>();
  }

  /** The sources that can hold records matching `filters`. */
  function sources(filters: HistoryFilters) {
    const library = !filters.action || isLibraryAction(filters.action);
    const admin = filters.libraryId === undefined && (!filters.action || !isLibraryAction(filters.action));
    return { library, admin };
  }

  async function count(filters: HistoryFilters): Promise<number> {
    const { library, admin } = sources(filters);
    const counts = await Promise.all([
      library ? libraryRecords(filters).clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow() : { count: 0 },
      admin ? adminRecords(filters).clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow() : { count: 0 },
    ]);
    return counts.reduce((sum, { count }) => sum + Number(count), 0);
  }

  function newestFirst(filters: HistoryFilters, limit: number, offset = 0): Promise<HistoryRow[]> {
    const { library, admin } = sources(filters);
    const records =
      library && admin ? libraryRecords(filters).unionAll(adminRecords(filters)) : library ? libraryRecords(filters) : adminRecords(filters);
    return db
      .selectFrom(records.as('h'))
      .selectAll()
      .orderBy('h.created_at', 'desc')
      .orderBy('h.source', 'asc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  return {
    async page(filters: HistoryFilters, paging: PageQuery) {
      const { offset, limit } = pageWindow(paging);
      const [total, rows] = await Promise.all([count(filters), newestFirst(filters, limit, offset)]);
      return { rows, total };
    },

    /** The first `limit` records newest first, for an export. */
    list(filters: HistoryFilters, limit: number) {
      return newestFirst(filters, limit);
    },
  };
}

export type HistoryRepo = ReturnType<typeof historyRepo>;
