import type { EffectivePageAccess, PageAccessSource } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import type { LibraryRow } from '../library/library-repo';
import { explainActions, type LibraryPolicy, roleAllows } from '../library/policy';
import type { WikiRepositories } from './wiki-repositories';

type ChainPage = { id: number; title: string };

/**
 * Why a person may read or edit one page, by the same rule as the wiki's access policy (`accessMap`): the
 * library's access first (edit needs edit, reading needs read), then each page on the way down that has
 * grants of its own must name them, the widest grant on a page counting and the narrowest page winning;
 * library admins pass every page. The explanation names the grants behind each right, so a department's
 * 'edit' that outweighs a person's 'read' on the same page shows as the source of edit.
 */
export function wikiEffectiveAccess(repos: WikiRepositories, policy: LibraryPolicy) {
  return async function explain(people: Actor[], library: LibraryRow, chain: ChainPage[]): Promise<EffectivePageAccess[]> {
    const restricted = await repos.wikiDocuments.restrictedPages(library.id);
    const restrictedChain = chain.filter((page) => restricted.has(page.id));
    const grantRows = await repos.wikiDocuments.grantsOf(restrictedChain.map((page) => page.id));
    const out: EffectivePageAccess[] = [];
    for (const person of people) {
      const found = (await policy.explainMany(person, [library])).get(library.id)!;
      const principal = await repos.access.principal(person);
      const actions = explainActions(found.sources);
      const allowedTo = (action: 'read' | 'edit' | 'admin') => actions.find((entry) => entry.action === action)!;
      const libraryAdmin = allowedTo('admin').allowed;
      const fromLibrary = (sources: typeof found.sources): PageAccessSource[] =>
        sources.map((source) => ({
          via: source.via,
          granteeId: 'granteeId' in source ? source.granteeId : null,
          name: '',
          pageId: null,
          pageTitle: '',
          access: roleAllows(source.role, 'edit') ? 'edit' : 'read',
        }));
      const naming = (row: (typeof grantRows)[number]) =>
        (row.grantee_type === 'user' && row.grantee_id === principal.userId) ||
        (row.grantee_type === 'department' && principal.departmentIds.includes(row.grantee_id)) ||
        (row.grantee_type === 'group' && principal.groupIds.includes(row.grantee_id));
      const onPage = (page: ChainPage): PageAccessSource[] =>
        grantRows
          .filter((row) => row.page_id === page.id && naming(row))
          .map((row) => ({ via: row.grantee_type, granteeId: row.grantee_id, name: row.grantee_name ?? '', pageId: page.id, pageTitle: page.title, access: row.access }));

      const rights = (['read', 'edit'] as const).map((right) => {
        const fromLib = allowedTo(right);
        if (libraryAdmin) return { right, allowed: true, sources: fromLibrary(allowedTo('admin').sources), limitedBy: null };
        if (!fromLib.allowed) return { right, allowed: false, sources: fromLibrary(fromLib.sources), limitedBy: null };
        const sources = fromLibrary(fromLib.sources);
        for (const page of restrictedChain) {
          const here = onPage(page);
          const giving = here.filter((source) => right === 'read' || source.access === 'edit');
          if (!giving.length) return { right, allowed: false, sources: here, limitedBy: { pageId: page.id, pageTitle: page.title } };
          sources.push(...giving);
        }
        return { right, allowed: true, sources, limitedBy: null };
      });
      const access = rights[1]!.allowed ? 'edit' : rights[0]!.allowed ? 'read' : null;
      out.push({ person: { id: person.id, account: person.account, name: person.name }, access, libraryAdmin, rights });
    }
    // Library sources carry no names yet: a person's own grant is theirs, a department's or group's is looked up once for all.
    await nameLibrarySources(out);
    return out;
  };

  async function nameLibrarySources(list: EffectivePageAccess[]) {
    const all = list.flatMap((entry) => entry.rights.flatMap((right) => right.sources.filter((source) => source.pageId === null)));
    const ids = (via: string) => [...new Set(all.flatMap((source) => (source.via === via && source.granteeId !== null ? [source.granteeId] : [])))];
    const departments = new Map((await repos.grants.departmentsById(ids('department'))).map((row) => [row.id, row.name]));
    const groups = new Map((await repos.grants.groupsById(ids('group'))).map((row) => [row.id, row.name]));
    for (const entry of list) {
      for (const source of entry.rights.flatMap((right) => right.sources)) {
        if (source.pageId !== null || source.granteeId === null) continue;
        source.name = source.via === 'user' ? entry.person.name : ((source.via === 'department' ? departments : groups).get(source.granteeId) ?? '');
      }
    }
  }
}
