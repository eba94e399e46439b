import { sql } from 'kysely';
import type { Locale } from '../../../contract/constants';
import type { RecycleEntry, RecycleFilters, RecycleKind, RecycleOutcome, RecycleSelection } from '../../../contract/manage-backoffice';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { pageOf, pageWindow } from '../../db/paging';
import type { Alongside } from '../../db/repositories';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import type { LibraryService } from '../library/library-service';
import type { RecycleService } from '../recycle/recycle-service';
import { adminRecord } from './admin-record';
import { assertClassifyAdmin } from './backoffice-guard';

interface Row {
  kind: string;
  id: number;
  name: string;
  library_id: number;
  library_name: string;
  deleted_at: number;
  deleter_account: string | null;
  deleter_name: string | null;
}

/**
 * The recycle bin of every department and project library in one list (personal libraries stay their
 * owners'). Restoring and purging go through each library's own recycle bin and the library service, so
 * their rules (names taken, admins only for purging, what comes back with what) are the same here.
 */
export function recycleOverviewService(db: Db, recycle: RecycleService, libraries: LibraryService, now = () => Date.now()) {
  function items(filters: RecycleFilters) {
    const nodes = db
      .selectFrom('nodes')
      .innerJoin('libraries', 'libraries.id', 'nodes.library_id')
      .leftJoin('users as deleter', 'deleter.id', 'nodes.deleted_by')
      .select([
        sql<string>`nodes.kind`.as('kind'),
        'nodes.id as id',
        'nodes.name as name',
        'libraries.id as library_id',
        'libraries.name as library_name',
        'nodes.deleted_at as deleted_at',
        'deleter.account as deleter_account',
        'deleter.name as deleter_name',
      ])
      .where('nodes.deleted_at', 'is not', null)
      .whereRef('nodes.trash_id', '=', 'nodes.id')
      .where('libraries.deleted_at', 'is', null)
      .where('libraries.kind', '!=', 'personal');
    const pages = db
      .selectFrom('wiki_pages')
      .innerJoin('libraries', 'libraries.id', 'wiki_pages.library_id')
      .leftJoin('users as deleter', 'deleter.id', 'wiki_pages.deleted_by')
      .select([
        sql<string>`'page'`.as('kind'),
        'wiki_pages.id as id',
        'wiki_pages.title as name',
        'libraries.id as library_id',
        'libraries.name as library_name',
        'wiki_pages.deleted_at as deleted_at',
        'deleter.account as deleter_account',
        'deleter.name as deleter_name',
      ])
      .where('wiki_pages.deleted_at', 'is not', null)
      .whereRef('wiki_pages.trash_id', '=', 'wiki_pages.id')
      .where('libraries.deleted_at', 'is', null)
      .where('libraries.kind', '!=', 'personal');
    const libs = db
      .selectFrom('libraries')
      .leftJoin('users as deleter', 'deleter.id', 'libraries.deleted_by')
      .select([
        sql<string>`'library'`.as('kind'),
        'libraries.id as id',
        'libraries.name as name',
        'libraries.id as library_id',
        'libraries.name as library_name',
        'libraries.deleted_at as deleted_at',
        'deleter.account as deleter_account',
        'deleter.name as deleter_name',
      ])
      .where('libraries.deleted_at', 'is not', null)
      .where('libraries.kind', '!=', 'personal');
    let query = db.selectFrom(nodes.unionAll(pages).unionAll(libs).as('items'));
    if (filters.libraryId !== undefined) query = query.where('items.library_id', '=', filters.libraryId);
    if (filters.account) query = query.where('items.deleter_account', '=', filters.account.trim());
    if (filters.from !== undefined) query = query.where('items.deleted_at', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('items.deleted_at', '<', filters.to);
    return query;
  }

  function present(row: Row): RecycleEntry {
    return {
      kind: row.kind as RecycleKind,
      id: Number(row.id),
      name: row.name,
      library: { id: Number(row.library_id), name: row.library_name },
      deletedBy: row.deleter_account ? { account: row.deleter_account, name: row.deleter_name ?? row.deleter_account } : null,
      deletedAt: Number(row.deleted_at),
    };
  }

  /** Where each selected item is: its library and name; an id that is not in a recycle bin is a failure of its own. */
  async function locate(selection: RecycleSelection) {
    const found: (RecycleEntry & { key: string })[] = [];
    const missing: { kind: RecycleKind; id: number }[] = [];
    const seen = new Set<string>();
    for (const item of selection.items) {
      const key = `${item.kind === 'folder' ? 'file' : item.kind}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const table = item.kind === 'page' ? 'page' : item.kind === 'library' ? 'library' : 'node';
      const rows = (await items({})
        .selectAll()
        .where('items.id', '=', item.id)
        .where((eb) => (table === 'node' ? eb('items.kind', 'in', ['file', 'folder']) : eb('items.kind', '=', table)))
        .execute()) as Row[];
      if (rows[0]) found.push({ ...present(rows[0]), key });
      else missing.push(item);
    }
    return { found, missing };
  }

  async function apply(actor: Actor, selection: RecycleSelection, locale: Locale, mode: 'restore' | 'purge'): Promise<RecycleOutcome> {
    assertClassifyAdmin(actor);
    const { found, missing } = await locate(selection);
    const failed: RecycleOutcome['failed'] = missing.map((item) => ({ ...item, name: '', message: translate(locale, 'recycleItemGone') }));
    const reason = (error: unknown) => (error instanceof AppError ? translate(locale, error.key, error.params) : translate(locale, 'serverError'));
    let done = 0;
    // Each change's records are written in its own transaction: a restore or purge is recorded if and only if it happened.
    const recorded =
      (entries: RecycleEntry[]): Alongside =>
      async (executor) => {
        const at = now();
        for (const entry of entries) {
          await adminRecord(executor).record({ actorId: actor.id, action: mode === 'restore' ? 'RECYCLE_RESTORE' : 'RECYCLE_PURGE', subject: entry.name, informationKey: 'recycleRecord', informationParams: { library: entry.library.name } }, at);
        }
      };
    // Libraries as a whole, one by one.
    for (const entry of found.filter((e) => e.kind === 'library')) {
      try {
        if (mode === 'restore') await libraries.restore(actor, entry.id, recorded([entry]));
        else await libraries.purge(actor, entry.id, recorded([entry]));
        done += 1;
      } catch (error) {
        failed.push({ kind: entry.kind, id: entry.id, name: entry.name, message: reason(error) });
      }
    }
    // Files, folders and pages, one call of the library's own recycle bin per library.
    const byLibrary = new Map<number, RecycleEntry[]>();
    for (const entry of found.filter((e) => e.kind !== 'library')) byLibrary.set(entry.library.id, [...(byLibrary.get(entry.library.id) ?? []), entry]);
    for (const [libraryId, entries] of byLibrary) {
      const body = { libraryId, nodeIds: entries.filter((e) => e.kind !== 'page').map((e) => e.id), pageIds: entries.filter((e) => e.kind === 'page').map((e) => e.id) };
      try {
        if (mode === 'restore') await recycle.restore(actor, body, recorded(entries));
        else await recycle.purge(actor, body, recorded(entries));
        done += entries.length;
      } catch (error) {
        for (const entry of entries) failed.push({ kind: entry.kind, id: entry.id, name: entry.name, message: reason(error) });
      }
    }
    return { done, failed };
  }

  return {
    async page(actor: Actor, filters: RecycleFilters, paging: PageQuery) {
      assertClassifyAdmin(actor);
      const { offset, limit } = pageWindow(paging);
      const total = await items(filters)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = (await items(filters).selectAll().orderBy('items.deleted_at', 'desc').orderBy('items.kind').orderBy('items.id', 'desc').limit(limit).offset(offset).execute()) as Row[];
      return pageOf(rows.map(present), Number(total.count), paging);
    },
    restore: (actor: Actor, selection: RecycleSelection, locale: Locale) => apply(actor, selection, locale, 'restore'),
    purge: (actor: Actor, selection: RecycleSelection, locale: Locale) => apply(actor, selection, locale, 'purge'),
  };
}

export type RecycleOverviewService = ReturnType<typeof recycleOverviewService>;
