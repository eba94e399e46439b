import type { Locale } from '../../../contract/constants';
import type { RecycleEntry, RecycleFilters, RecycleKind, RecycleOutcome, RecycleSelection } from '../../../contract/manage-backoffice';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import type { Alongside } from '../../db/repositories';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import type { LibraryService } from '../library/library-service';
import type { RecycleService } from '../recycle/recycle-service';
import { backOfficePolicy } from '../users/backoffice-policy';
import { adminRecord } from './admin-record-repo';
import type { RecycleOverviewRepo, RecycleOverviewRow as Row } from './recycle-overview-repo';


/**
 * The recycle bin of every department and project library in one list (personal libraries stay their
 * owners'). Restoring and purging go through each library's own recycle bin and the library service, so
 * their rules (names taken, admins only for purging, what comes back with what) are the same here.
 */
export function recycleOverviewService(repos: { recycleOverview: RecycleOverviewRepo }, deps: { recycle: RecycleService; libraries: LibraryService; now?: () => number }) {
  const { recycleOverview: bin } = repos;
  const { recycle, libraries } = deps;
  const now = deps.now ?? Date.now;

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
      const row = await bin.find(item.kind === 'page' ? 'page' : item.kind === 'library' ? 'library' : 'node', item.id);
      if (row) found.push({ ...present(row), key });
      else missing.push(item);
    }
    return { found, missing };
  }

  async function apply(actor: Actor, selection: RecycleSelection, locale: Locale, mode: 'restore' | 'purge'): Promise<RecycleOutcome> {
    backOfficePolicy.authorize(actor, 'administer');
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
      backOfficePolicy.authorize(actor, 'administer');
      const { offset, limit } = pageWindow(paging);
      const [total, rows] = await Promise.all([bin.count(filters), bin.page(filters, offset, limit)]);
      return pageOf(rows.map(present), total, paging);
    },
    restore: (actor: Actor, selection: RecycleSelection, locale: Locale) => apply(actor, selection, locale, 'restore'),
    purge: (actor: Actor, selection: RecycleSelection, locale: Locale) => apply(actor, selection, locale, 'purge'),
  };
}

export type RecycleOverviewService = ReturnType<typeof recycleOverviewService>;
