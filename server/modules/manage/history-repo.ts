import { sql } from 'kysely';
import { sourceOfAction } from '../../../contract/admin-operations';
import { HISTORY_GROUPS, type HistorySource } from '../../../contract/audit-events';
import type { HistoryFilters } from '../../../contract/manage';
import type { PageQuery } from '../../../contract/page';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/paging';

/** One line of the system's record, from any source; `library_id` is null for a back-office change. */
export interface HistoryRow {
  source: HistorySource;
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
  ip: string | null;
  user_agent: string | null;
  /** The access token an audited call came with, while it still exists. */
  token_name: string | null;
}

/** The actions of `source` a filter's action or kind of action lets through; undefined: all of them. */
function actionsOf(filters: HistoryFilters, source: HistorySource): readonly string[] | undefined {
  const group: readonly string[] | undefined = filters.group ? HISTORY_GROUPS[filters.group] : undefined;
  const named = filters.action ? [filters.action] : undefined;
  const wanted = named && group ? named.filter((action) => group.includes(action)) : (named ?? group);
  return wanted?.filter((action) => sourceOfAction(action) === source);
}

/**
 * The record of the whole system: the libraries' operations, the back office's and the audit's, read as
 * one list newest first. A library narrows it to the libraries' records and the audit's, an action or a
 * kind of action to the sources that hold it, an address to the audit, which alone keeps addresses.
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
        sql<string | null>`cast(null as text)`.as('ip'),
        sql<string | null>`cast(null as text)`.as('user_agent'),
        sql<string | null>`cast(null as text)`.as('token_name'),
      ]);
    if (filters.libraryId !== undefined) query = query.where('o.library_id', '=', filters.libraryId);
    const actions = actionsOf(filters, 'library');
    if (actions) query = query.where('o.action', 'in', actions);
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
        sql<string | null>`cast(null as text)`.as('ip'),
        sql<string | null>`cast(null as text)`.as('user_agent'),
        sql<string | null>`cast(null as text)`.as('token_name'),
      ]);
    const actions = actionsOf(filters, 'admin');
    if (actions) query = query.where('a.action', 'in', actions);
    if (filters.account) query = query.where('u.account', '=', filters.account);
    if (filters.from !== undefined) query = query.where('a.created_at', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('a.created_at', '<', filters.to);
    return query.$castTo<HistoryRow>();
  }

  function auditRecords(filters: HistoryFilters) {
    let query = db
      .selectFrom('audit_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .leftJoin('libraries as l', 'l.id', 'e.library_id')
      .leftJoin('access_tokens as t', 't.id', 'e.token_id')
      .select((eb) => [
        sql<'audit'>`'audit'`.as('source'),
        'e.id',
        'e.library_id',
        'l.name as library_name',
        'e.subject_name as subject',
        'e.action',
        'e.information_key',
        'e.information_params',
        'e.created_at',
        // A failed sign-in names the account it tried, which may be no one's.
        eb.fn.coalesce('u.account', 'e.account').as('account'),
        'u.name',
        'e.ip',
        'e.user_agent',
        't.name as token_name',
      ]);
    if (filters.libraryId !== undefined) query = query.where('e.library_id', '=', filters.libraryId);
    const actions = actionsOf(filters, 'audit');
    if (actions) query = query.where('e.action', 'in', actions);
    if (filters.account) query = query.where((eb) => eb.or([eb('u.account', '=', filters.account!), eb.and([eb('e.actor_id', 'is', null), eb('e.account', '=', filters.account!)])]));
    if (filters.ip) query = query.where('e.ip', '=', filters.ip);
    if (filters.from !== undefined) query = query.where('e.created_at', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('e.created_at', '<', filters.to);
    return query.$castTo<HistoryRow>();
  }

  /**
   * The queries of the sources that can hold records matching `filters`. They select the same columns, so
   * each is typed as the libraries' one to count them and join them in one union.
   */
  function sources(filters: HistoryFilters): ReturnType<typeof libraryRecords>[] {
    const alike = (query: ReturnType<typeof adminRecords> | ReturnType<typeof auditRecords>) => query as unknown as ReturnType<typeof libraryRecords>;
    const open = (source: HistorySource) => {
      const actions = actionsOf(filters, source);
      return actions === undefined || actions.length > 0;
    };
    return [
      open('library') && filters.ip === undefined ? libraryRecords(filters) : null,
      open('admin') && filters.ip === undefined && filters.libraryId === undefined ? alike(adminRecords(filters)) : null,
      open('audit') ? alike(auditRecords(filters)) : null,
    ].filter((query) => query !== null);
  }

  async function count(filters: HistoryFilters): Promise<number> {
    const counts = await Promise.all(sources(filters).map((query) => query.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()));
    return counts.reduce((sum, { count }) => sum + Number(count), 0);
  }

  async function newestFirst(filters: HistoryFilters, limit: number, offset = 0): Promise<HistoryRow[]> {
    const [first, ...rest] = sources(filters);
    if (!first) return [];
    const records = rest.reduce((union, query) => union.unionAll(query), first);
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
