import type { EffectiveRights, GrantInput, Grantee, RightSource } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { granteeKey, type GrantWriter } from './grant-writer';
import type { LibraryRow } from './library-repo';
import type { LibraryRepositories } from './library-repositories';
import { type AccessSource, explainActions, grantDownloads, type LibraryPolicy } from './policy';

/** The grants of one library (common/perm): who has which role, and what each person may do because of them. */
export function permissionService(repos: LibraryRepositories, deps: { policy: LibraryPolicy; grantWriter: GrantWriter; now?: () => number }) {
  const { grants, libraries } = repos;
  const { policy, grantWriter: writer } = deps;
  const now = deps.now ?? Date.now;

  async function liveLibrary(id: number): Promise<LibraryRow> {
    const library = await libraries.findById(id);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    return library;
  }

  return {
    async list(actor: Actor, libraryId: number) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      return writer.present(await grants.list(library.id));
    },

    /**
     * What each person named by a grant (or the one person asked for) may do in the library, right by
     * right, with the grants that give it: the policy every library call asks is put to them, so this is
     * what the server enforces. Only those who may change the library's grants may ask.
     */
    async effective(actor: Actor, libraryId: number, account?: string): Promise<EffectiveRights[]> {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      let people: Actor[];
      if (account !== undefined) {
        people = await grants.actors({ account });
        if (!people.length) throw errors.badRequest('grantUnknownAccount', { name: account });
      } else {
        const named = (await grants.list(library.id)).filter((row) => row.grantee_type === 'user').map((row) => row.grantee_id);
        people = await grants.actors({ ids: named });
      }
      const explained = await Promise.all(people.map(async (person) => ({ person, ...(await policy.explainMany(person, [library])).get(library.id)! })));
      const sourceIds = (via: AccessSource['via']) => explained.flatMap(({ sources }) => sources.flatMap((source) => ('granteeId' in source && source.via === via ? [source.granteeId] : [])));
      const departments = new Map((await grants.departmentsById([...new Set(sourceIds('department'))])).map((d) => [d.id, d.name]));
      const groups = new Map((await grants.groupsById([...new Set(sourceIds('group'))])).map((g) => [g.id, g.name]));
      return explained.map(({ person, access, sources }) => {
        const present = (source: AccessSource): RightSource => {
          if (!('granteeId' in source)) return { via: source.via, granteeId: null, name: '', role: source.role, download: source.download };
          const name = source.via === 'user' ? person.name : ((source.via === 'department' ? departments : groups).get(source.granteeId) ?? '');
          return { via: source.via, granteeId: source.granteeId, name, role: source.role, download: grantDownloads(source.role, source.download) };
        };
        return {
          person: { id: person.id, account: person.account, name: person.name },
          role: access.role,
          rights: explainActions(sources).map(({ action, allowed, sources: reasons }) => ({ right: action, allowed, sources: reasons.map(present) })),
        };
      });
    },

    /** PUT common/perm: the grants become exactly `inputs`. */
    async replace(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const wanted = await writer.resolveGrants(inputs);
      const at = now();
      await repos.transaction(async (tx) => {
        const current = await tx.grants.list(library.id);
        const keep = new Set(wanted.map((g) => granteeKey(g.granteeType, g.granteeId)));
        const gone = current.filter((row) => !keep.has(granteeKey(row.grantee_type, row.grantee_id)));
        const labels = await writer.present(gone, tx);
        await writer.revoke(
          tx,
          library,
          gone.map((row) => {
            const label = labels.find((l) => l.grantee.type === row.grantee_type && l.grantee.id === row.grantee_id);
            return { type: row.grantee_type, id: row.grantee_id, label: label ? label.grantee.name : granteeKey(row.grantee_type, row.grantee_id) };
          }),
          actor,
          at,
        );
        const changed = wanted.filter((g) => {
          const row = current.find((r) => r.grantee_type === g.granteeType && r.grantee_id === g.granteeId);
          return !row || row.role !== g.role || (row.can_download === 1) !== g.download;
        });
        await writer.apply(tx, library, changed, actor, at);
        await writer.assertHasAdmin(tx, library);
      });
      return writer.present(await grants.list(library.id));
    },

    /** POST common/perm: adds the grants given, changing the role of grantees already there. */
    async add(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const list = await writer.resolveGrants(inputs);
      await repos.transaction(async (tx) => {
        await writer.apply(tx, library, list, actor, now());
        await writer.assertHasAdmin(tx, library);
      });
      return writer.present(await grants.list(library.id));
    },

    async remove(actor: Actor, libraryId: number, grantees: Grantee[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const resolved = await writer.resolveGrantees(grantees);
      await repos.transaction(async (tx) => {
        await writer.revoke(tx, library, resolved, actor, now());
        await writer.assertHasAdmin(tx, library);
      });
      return writer.present(await grants.list(library.id));
    },
  };
}

export type PermissionService = ReturnType<typeof permissionService>;
