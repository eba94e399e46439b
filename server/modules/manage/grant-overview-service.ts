import { CSV_EXPORT_ROWS_MAX } from '../../../contract/constants';
import type { Locale } from '../../../contract/constants';
import type { GrantOverviewFilters, GrantOverviewRow } from '../../../contract/manage-backoffice';
import type { PageQuery } from '../../../contract/page';
import { type Actor, actorOfUser } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { translate } from '../../i18n/messages';
import { type LibraryPolicy, permissionView } from '../library/policy';
import { backOfficePolicy } from '../users/backoffice-policy';
import { type WikiPolicy, wikiAllows, wikiLibraryAccess } from '../wiki/wiki-policy';
import type { WikiRepositories } from '../wiki/wiki-repositories';
import { csvLine } from './csv';
import type { GrantOverviewRepo } from './grant-overview-repo';

/**
 * Who can do what on which library, and on which wiki page with grants of its own. Nothing here decides
 * access: each person is put to the library policy (`explainMany`, the code every library call asks)
 * and the wiki's page policy (`accessMap`, the code every page call asks), exactly as a request of theirs
 * would be, so the overview says what the server enforces.
 */
export function grantOverviewService(repos: WikiRepositories & { grantOverview: GrantOverviewRepo }, deps: { policy: LibraryPolicy; wikiAccess: WikiPolicy }) {
  const { grantOverview: directory } = repos;
  const { policy, wikiAccess } = deps;

  async function people(filters: GrantOverviewFilters): Promise<Actor[]> {
    return (await directory.people(filters.account ? filters.account.trim() : undefined)).map(actorOfUser);
  }

  async function rows(filters: GrantOverviewFilters, limit: number): Promise<GrantOverviewRow[]> {
    const [persons, libs, named] = await Promise.all([people(filters), directory.libraries(filters.libraryId), directory.granteeNames()]);
    const nameOf = (via: string, id: number | undefined) => (id === undefined ? '' : via === 'department' ? (named.department.get(id) ?? '') : via === 'group' ? (named.group.get(id) ?? '') : '');
    // Per library, once: its pages with grants of their own and its live pages.
    const restricted = new Map<number, Set<number>>();
    const livePages = new Map<number, Awaited<ReturnType<WikiRepositories['wikiPages']['livePages']>>>();
    for (const library of libs) {
      const pages = await repos.wikiDocuments.restrictedPages(library.id);
      if (pages.size) {
        restricted.set(library.id, pages);
        livePages.set(library.id, await repos.wikiPages.livePages(library.id));
      }
    }
    const out: GrantOverviewRow[] = [];
    for (const person of persons) {
      if (out.length >= limit) break;
      const explained = await policy.explainMany(person, libs);
      for (const library of libs) {
        const found = explained.get(library.id)!;
        const { access, sources } = found;
        if (!access.role) continue;
        const libraryRef = { id: library.id, name: library.name, kind: library.kind };
        const personRef = { id: person.id, account: person.account, name: person.name };
        const { canRead, canUpload, canEdit, canDownload, isAdmin } = permissionView(library.id, access);
        out.push({
          person: personRef,
          library: libraryRef,
          page: null,
          role: access.role,
          canRead,
          canUpload,
          canEdit,
          canDownload,
          isAdmin,
          sources: sources.map((source) => ({ via: source.via, name: 'granteeId' in source ? nameOf(source.via, source.granteeId) : '', role: source.role })),
        });
        const pageIds = restricted.get(library.id);
        if (!pageIds || !canRead) continue;
        const pages = livePages.get(library.id)!;
        const lib = wikiLibraryAccess(library, access);
        const map = await wikiAccess.accessMap(person, lib, pages);
        const principal = await repos.access.principal(person);
        const pageGrants = lib.isAdmin ? [] : await repos.wikiDocuments.grantsNaming(library.id, principal);
        const ordered = pages.filter((page) => pageIds.has(page.id)).sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
        for (const page of ordered) {
          const pageAccess = map.get(page.id);
          if (!pageAccess) continue;
          out.push({
            person: personRef,
            library: libraryRef,
            page: { id: page.id, title: page.title },
            role: pageAccess,
            canRead: true,
            canUpload: false,
            canEdit: wikiAllows(lib, pageAccess, 'edit'),
            canDownload: false,
            isAdmin: lib.isAdmin,
            sources: lib.isAdmin
              ? [{ via: 'libraryAdmin', name: '', role: 'edit' }]
              : pageGrants.filter((grant) => grant.page_id === page.id).map((grant) => ({ via: grant.grantee_type, name: nameOf(grant.grantee_type, grant.grantee_id), role: grant.access })),
          });
        }
      }
    }
    return out;
  }

  return {
    async page(actor: Actor, filters: GrantOverviewFilters, paging: PageQuery) {
      backOfficePolicy.authorize(actor, 'administer');
      const all = await rows(filters, Number.POSITIVE_INFINITY);
      const start = (paging.pageNum - 1) * paging.pageSize;
      return pageOf(all.slice(start, start + paging.pageSize), all.length, paging);
    },

    /** The overview as CSV: a byte order mark, a header, one line per person and library or page. */
    async csv(actor: Actor, filters: GrantOverviewFilters, locale: Locale): Promise<string> {
      backOfficePolicy.authorize(actor, 'administer');
      const all = await rows(filters, CSV_EXPORT_ROWS_MAX + 1);
      const yes = (value: boolean) => (value ? 'Y' : '');
      const lines = [translate(locale, 'grantOverviewCsvHeader')];
      for (const row of all.slice(0, CSV_EXPORT_ROWS_MAX)) {
        const sources = row.sources.map((source) => `${translate(locale, `grantVia_${source.via}`)}${source.name ? ` ${source.name}` : ''} (${source.role})`).join('; ');
        lines.push(
          csvLine([
            row.person.account,
            row.person.name,
            row.library.name,
            row.page?.title ?? '',
            row.role,
            yes(row.canRead),
            yes(row.canUpload),
            yes(row.canEdit),
            yes(row.canDownload),
            yes(row.isAdmin),
            sources,
          ]),
        );
      }
      if (all.length > CSV_EXPORT_ROWS_MAX) lines.push(csvLine([translate(locale, 'historyCsvCapped', { count: CSV_EXPORT_ROWS_MAX })]));
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },
  };
}

export type GrantOverviewService = ReturnType<typeof grantOverviewService>;
