import type { Grantee } from '../../../contract/library';
import type { EffectivePageAccess, WikiAccess, WikiGrant } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { LibraryPolicy } from '../library/policy';
import { wikiEffectiveAccess } from './wiki-effective-access';
import { type WikiPolicy, wikiAllows } from './wiki-policy';
import { pathOf } from './wiki-presenter';
import type { WikiRepositories } from './wiki-repositories';

/** Per-page grants: read them (own and inherited) and replace a page's own. */
export function wikiGrantService(repos: WikiRepositories, deps: { access: WikiPolicy; policy: LibraryPolicy; now?: () => number }) {
  const { access, policy } = deps;
  const now = deps.now ?? Date.now;
  const explain = wikiEffectiveAccess(repos, policy);

  async function view(actor: Actor, libraryId: number, pageId: number) {
    const { lib, page, access: level, pages } = await access.authorize(actor, 'read', { libraryId, pageId });
    const byId = new Map(pages.map((p) => [p.id, p]));
    const chain = [...pathOf(page.id, byId), { id: page.id, title: page.title }];
    const titles = new Map(chain.map((entry) => [entry.id, entry.title]));
    const rows = await repos.wikiDocuments.grantsOf(chain.map((entry) => entry.id));
    const order = new Map(chain.map((entry, index) => [entry.id, index]));
    rows.sort((a, b) => order.get(a.page_id)! - order.get(b.page_id)!);
    const grants: WikiGrant[] = rows.map((row) => ({
      grantee: { type: row.grantee_type, id: row.grantee_id, account: row.grantee_account, name: row.grantee_name ?? String(row.grantee_id) },
      access: row.access,
      inherited: row.page_id !== page.id,
      pageId: row.page_id,
      pageTitle: titles.get(row.page_id) ?? '',
    }));
    return { grants, canManage: wikiAllows(lib, level, 'manageGrants') };
  }

  async function resolve(list: { grantee: Grantee; access: WikiAccess }[]) {
    const accounts = list.flatMap((entry) => (entry.grantee.type === 'user' ? [entry.grantee.account] : []));
    const departmentIds = list.flatMap((entry) => (entry.grantee.type === 'department' ? [entry.grantee.id] : []));
    const groupIds = list.flatMap((entry) => (entry.grantee.type === 'group' ? [entry.grantee.id] : []));
    const users = new Map((await repos.grants.userIdsByAccount(accounts)).map((user) => [user.account, user]));
    const departments = new Set((await repos.grants.departmentsById(departmentIds)).map((row) => row.id));
    const groups = new Set((await repos.grants.groupsById(groupIds)).map((row) => row.id));
    const seen = new Set<string>();
    return list.map(({ grantee, access: level }) => {
      let id: number;
      if (grantee.type === 'user') {
        const user = users.get(grantee.account);
        if (!user) throw errors.badRequest('grantUnknownAccount', { name: grantee.account });
        id = user.id;
      } else if (grantee.type === 'department') {
        if (!departments.has(grantee.id)) throw errors.badRequest('grantUnknownDepartment', { name: String(grantee.id) });
        id = grantee.id;
      } else {
        if (!groups.has(grantee.id)) throw errors.badRequest('grantUnknownGroup', { name: String(grantee.id) });
        id = grantee.id;
      }
      const key = `${grantee.type}:${id}`;
      if (seen.has(key)) throw errors.badRequest('grantDuplicate', { name: grantee.type === 'user' ? grantee.account : String(id) });
      seen.add(key);
      return { type: grantee.type, id, access: level };
    });
  }

  return {
    list: view,

    /**
     * What each person named by the grants of the page or those above it (or the one asked for) may do
     * with the page, and which grants give it. Asked by those who may change the page's grants.
     */
    async effective(actor: Actor, libraryId: number, pageId: number, account?: string): Promise<EffectivePageAccess[]> {
      const { lib, page, pages } = await access.authorize(actor, 'manageGrants', { libraryId, pageId });
      const byId = new Map(pages.map((p) => [p.id, p]));
      const chain = [...pathOf(page.id, byId), { id: page.id, title: page.title }];
      let people: Actor[];
      if (account !== undefined) {
        people = await repos.grants.actors({ account });
        if (!people.length) throw errors.badRequest('grantUnknownAccount', { name: account });
      } else {
        const named = (await repos.wikiDocuments.grantsOf(chain.map((entry) => entry.id))).filter((row) => row.grantee_type === 'user').map((row) => row.grantee_id);
        people = await repos.grants.actors({ ids: [...new Set(named)] });
      }
      return explain(people, lib.library, chain);
    },

    /** Library admins, and people who may edit the page, set who else may read or edit it. */
    async set(actor: Actor, libraryId: number, pageId: number, list: { grantee: Grantee; access: WikiAccess }[]) {
      const { page } = await access.authorize(actor, 'manageGrants', { libraryId, pageId });
      const grants = await resolve(list);
      await repos.transaction((tx) => tx.wikiDocuments.replaceGrants(page.id, grants, actor.id, now()));
      return view(actor, libraryId, pageId).catch((error: unknown) => {
        // The caller may have restricted the page to others only: the change stands, they just cannot read it back.
        if (error instanceof Error && 'status' in error && (error as { status: number }).status === 403) return { grants: [], canManage: false };
        throw error;
      });
    },
  };
}

export type WikiGrantService = ReturnType<typeof wikiGrantService>;
