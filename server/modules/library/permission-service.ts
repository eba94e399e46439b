import { z } from 'zod';
import type { EffectiveRights, Grant, GrantInput, Grantee, RightSource, ShareTemplate } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { Alongside } from '../../db/repositories';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { GrantValue } from './grant-repo';
import type { LibraryRow } from './library-repo';
import type { LibraryRepositories } from './library-repositories';
import { type AccessSource, explainActions, grantDownloads, type LibraryPolicy } from './policy';

const storedGrants = z.array(
  z.object({ granteeType: z.enum(['user', 'department', 'group']), granteeId: z.number().int(), role: z.enum(['admin', 'edit', 'upload', 'read']), download: z.boolean() }),
);

function granteeKey(type: string, id: number) {
  return `${type}:${id}`;
}

/** Grants on libraries (common/perm), share templates, and the batch calls of project libraries. */
export function permissionService(repos: LibraryRepositories, policy: LibraryPolicy, now = () => Date.now()) {
  const { grants, shareTemplates: templates, libraries } = repos;

  /** Resolves accounts and checks departments and groups exist; a name nobody has is a 400 naming it. */
  async function resolveGrantees(list: Grantee[], from: LibraryRepositories = repos): Promise<{ type: GrantValue['granteeType']; id: number; label: string }[]> {
    const accounts = list.filter((g) => g.type === 'user').map((g) => g.account);
    const departmentIds = list.filter((g) => g.type === 'department').map((g) => g.id);
    const groupIds = list.filter((g) => g.type === 'group').map((g) => g.id);
    const users = await from.grants.userIdsByAccount(accounts);
    const departments = await from.grants.departmentsById(departmentIds);
    const groups = await from.grants.groupsById(groupIds);
    const userByAccount = new Map(users.map((u) => [u.account, u]));
    const departmentById = new Map(departments.map((d) => [d.id, d]));
    const groupById = new Map(groups.map((g) => [g.id, g]));
    return list.map((g) => {
      if (g.type === 'user') {
        const user = userByAccount.get(g.account);
        if (!user) throw errors.badRequest('grantUnknownAccount', { name: g.account });
        return { type: 'user' as const, id: user.id, label: `${user.name} (${user.account})` };
      }
      if (g.type === 'department') {
        const department = departmentById.get(g.id);
        if (!department) throw errors.badRequest('grantUnknownDepartment', { name: String(g.id) });
        return { type: 'department' as const, id: department.id, label: department.name };
      }
      const group = groupById.get(g.id);
      if (!group) throw errors.badRequest('grantUnknownGroup', { name: String(g.id) });
      return { type: 'group' as const, id: group.id, label: group.name };
    });
  }

  async function resolveGrants(inputs: GrantInput[]): Promise<(GrantValue & { label: string })[]> {
    const resolved = await resolveGrantees(inputs.map((input) => input.grantee));
    const seen = new Set<string>();
    return inputs.map((input, index) => {
      const grantee = resolved[index]!;
      const key = granteeKey(grantee.type, grantee.id);
      if (seen.has(key)) throw errors.badRequest('grantDuplicate', { name: grantee.label });
      seen.add(key);
      return { granteeType: grantee.type, granteeId: grantee.id, role: input.role, download: input.download, label: grantee.label };
    });
  }

  async function presentGrants(
    rows: { grantee_type: GrantValue['granteeType']; grantee_id: number; role: GrantValue['role']; can_download: number; created_at: number }[],
    from: LibraryRepositories = repos,
  ): Promise<Grant[]> {
    // One after another: inside a transaction SQLite has a single connection.
    const users = await from.grants.usersById(rows.filter((r) => r.grantee_type === 'user').map((r) => r.grantee_id));
    const departments = await from.grants.departmentsById(rows.filter((r) => r.grantee_type === 'department').map((r) => r.grantee_id));
    const groups = await from.grants.groupsById(rows.filter((r) => r.grantee_type === 'group').map((r) => r.grantee_id));
    const userById = new Map(users.map((u) => [u.id, u]));
    const departmentById = new Map(departments.map((d) => [d.id, d]));
    const groupById = new Map(groups.map((g) => [g.id, g]));
    return rows.flatMap((row) => {
      const user = row.grantee_type === 'user' ? userById.get(row.grantee_id) : undefined;
      const name = user?.name ?? (row.grantee_type === 'department' ? departmentById.get(row.grantee_id)?.name : groupById.get(row.grantee_id)?.name);
      // A department or group deleted since the grant no longer names anyone: leave it out.
      if (name === undefined) return [];
      return [
        {
          grantee: { type: row.grantee_type, id: row.grantee_id, account: user?.account ?? null, name },
          role: row.role,
          download: grantDownloads(row.role, row.can_download === 1),
          createdAt: Number(row.created_at),
        },
      ];
    });
  }

  async function liveLibrary(id: number): Promise<LibraryRow> {
    const library = await libraries.findById(id);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    return library;
  }

  /** Department and project libraries keep at least one admin grant; personal ones have their owner. */
  async function assertHasAdmin(tx: LibraryRepositories, library: LibraryRow) {
    if (library.kind === 'personal') return;
    const rows = await tx.grants.list(library.id);
    if (!rows.some((row) => row.role === 'admin')) throw errors.badRequest('libraryNeedsAdmin');
  }

  /** Adds or changes grants and records each. */
  async function applyGrants(tx: LibraryRepositories, library: LibraryRow, list: (GrantValue & { label: string })[], actor: Actor, at: number) {
    for (const grant of list) {
      await tx.grants.upsert(library.id, grant, actor.id, at);
    }
    await tx.operations.add(list.map((grant) => ({
        libraryId: library.id,
        nodeId: null,
        actorId: actor.id,
        action: 'GRANT' as const,
        information: { key: grant.download ? 'recordGrantWithDownload' : 'recordGrant', params: { grantee: grant.label, role: grant.role } },
        at,
      })),);
  }

  async function revoke(tx: LibraryRepositories, library: LibraryRow, grantees: { type: GrantValue['granteeType']; id: number; label: string }[], actor: Actor, at: number) {
    for (const grantee of grantees) {
      if (await tx.grants.remove(library.id, grantee.type, grantee.id)) {
        await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'REVOKE', information: { key: 'recordItem', params: { name: grantee.label } }, at });
      }
    }
  }

  /** Makes exactly these people the user-granted admins of the library. */
  async function setAdmins(tx: LibraryRepositories, library: LibraryRow, accounts: string[], actor: Actor, at: number) {
    if (library.kind === 'personal') throw errors.badRequest();
    const resolved = await resolveGrantees([...new Set(accounts)].map((account) => ({ type: 'user' as const, account })), tx);
    const wanted = new Set(resolved.map((g) => g.id));
    const current = (await tx.grants.list(library.id)).filter((row) => row.grantee_type === 'user' && row.role === 'admin');
    const dropped = current.filter((row) => !wanted.has(row.grantee_id));
    const droppedUsers = await tx.grants.usersById(dropped.map((row) => row.grantee_id));
    await revoke(
      tx,
      library,
      droppedUsers.map((u) => ({ type: 'user' as const, id: u.id, label: `${u.name} (${u.account})` })),
      actor,
      at,
    );
    const added = resolved.filter((g) => !current.some((row) => row.grantee_id === g.id));
    await applyGrants(tx, library, added.map((g) => ({ granteeType: 'user' as const, granteeId: g.id, role: 'admin' as const, download: true, label: g.label })), actor, at);
    await assertHasAdmin(tx, library);
  }

  async function presentTemplate(actor: Actor, row: { id: number; name: string; grants: string; created_by: number; created_at: number; updated_at: number }): Promise<ShareTemplate> {
    const parsed = storedGrants.safeParse(JSON.parse(row.grants));
    const list = parsed.success ? parsed.data : [];
    const presented = await presentGrants(list.map((g) => ({ grantee_type: g.granteeType, grantee_id: g.granteeId, role: g.role, can_download: g.download ? 1 : 0, created_at: row.created_at })));
    const creator = (await grants.usersById([row.created_by]))[0];
    return {
      id: row.id,
      name: row.name,
      grants: presented.map(({ grantee, role, download }) => ({ grantee, role, download })),
      createdBy: creator ? { account: creator.account, name: creator.name } : null,
      canEdit: backOfficePolicy.can(actor, 'changeTemplate', row),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    };
  }

  async function templateGrants(actor: Actor, templateId: number) {
    const row = (await templates.visibleTo(actor.id)).find((template) => template.id === templateId);
    if (!row) throw errors.notFound();
    const parsed = storedGrants.safeParse(JSON.parse(row.grants));
    const list = parsed.success ? parsed.data : [];
    // A template may name a department or group deleted since it was saved; those entries are skipped.
    const presented = await presentGrants(list.map((g) => ({ grantee_type: g.granteeType, grantee_id: g.granteeId, role: g.role, can_download: g.download ? 1 : 0, created_at: 0 })));
    return presented.map((g) => ({
      granteeType: g.grantee.type,
      granteeId: g.grantee.id,
      role: g.role,
      download: g.download,
      label: g.grantee.account ? `${g.grantee.name} (${g.grantee.account})` : g.grantee.name,
    }));
  }

  /** Every library must exist, be a project library, and be administered by the caller; otherwise nothing changes. */
  async function projectLibrariesAdministered(actor: Actor, ids: number[]) {
    const list: LibraryRow[] = [];
    for (const id of [...new Set(ids)]) {
      const library = await liveLibrary(id);
      await policy.authorize(actor, 'admin', library);
      if (library.kind !== 'project') throw errors.badRequest('projectLibrariesOnly');
      list.push(library);
    }
    return list;
  }

  return {
    resolveGrants,
    setAdmins,
    applyGrants,

    async list(actor: Actor, libraryId: number) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      return presentGrants(await grants.list(library.id));
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
      const wanted = await resolveGrants(inputs);
      const at = now();
      await repos.transaction(async (tx) => {
        const current = await tx.grants.list(library.id);
        const keep = new Set(wanted.map((g) => granteeKey(g.granteeType, g.granteeId)));
        const gone = current.filter((row) => !keep.has(granteeKey(row.grantee_type, row.grantee_id)));
        const labels = await presentGrants(gone, tx);
        await revoke(
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
        await applyGrants(tx, library, changed, actor, at);
        await assertHasAdmin(tx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    /** POST common/perm: adds the grants given, changing the role of grantees already there. */
    async add(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const list = await resolveGrants(inputs);
      await repos.transaction(async (tx) => {
        await applyGrants(tx, library, list, actor, now());
        await assertHasAdmin(tx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    async remove(actor: Actor, libraryId: number, grantees: Grantee[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const resolved = await resolveGrantees(grantees);
      await repos.transaction(async (tx) => {
        await revoke(tx, library, resolved, actor, now());
        await assertHasAdmin(tx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    /** Every template, whoever made it, one page by name (the back office). */
    async allTemplates(actor: Actor, keyword: string | undefined, paging: { pageNum: number; pageSize: number }) {
      const { rows, total } = await templates.page(keyword, (paging.pageNum - 1) * paging.pageSize, paging.pageSize);
      return { rows: await Promise.all(rows.map((row) => presentTemplate(actor, row))), total };
    },

    async templates(actor: Actor) {
      const rows = await templates.visibleTo(actor.id);
      return Promise.all(rows.map((row) => presentTemplate(actor, row)));
    },

    async createTemplate(actor: Actor, name: string, inputs: GrantInput[], alongside?: Alongside) {
      const list = await resolveGrants(inputs);
      const stored = JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download })));
      const id = await repos.transaction(async (tx) => {
        const inserted = await tx.shareTemplates.insert(name.trim(), stored, actor.id, now());
        await alongside?.(tx.executor);
        return inserted;
      });
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    /** Templates are changed by whoever made them, or by a classification admin (the back-office policy). */
    async updateTemplate(actor: Actor, id: number, name: string, inputs: GrantInput[], alongside?: Alongside) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      backOfficePolicy.authorize(actor, 'changeTemplate', row);
      const list = await resolveGrants(inputs);
      await repos.transaction(async (tx) => {
        await tx.shareTemplates.update(id, name.trim(), JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download }))), now());
        await alongside?.(tx.executor);
      });
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    async deleteTemplate(actor: Actor, id: number, alongside?: Alongside) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      backOfficePolicy.authorize(actor, 'changeTemplate', row);
      await repos.transaction(async (tx) => {
        await tx.shareTemplates.remove(id);
        await alongside?.(tx.executor);
      });
    },

    /** Applies a template's grants and any extra grants to each project library, all or nothing. */
    async batchShare(actor: Actor, libraryIds: number[], templateId: number | undefined, inputs: GrantInput[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const fromTemplate = templateId !== undefined ? await templateGrants(actor, templateId) : [];
      const extra = await resolveGrants(inputs);
      // Extra grants given in the call win over the template's for the same grantee.
      const merged = new Map<string, GrantValue & { label: string }>();
      for (const grant of [...fromTemplate, ...extra]) merged.set(granteeKey(grant.granteeType, grant.granteeId), grant);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) await applyGrants(tx, library, [...merged.values()], actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUnShare(actor: Actor, libraryIds: number[], grantees: Grantee[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const resolved = await resolveGrantees(grantees);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) {
          await revoke(tx, library, resolved, actor, at);
          await assertHasAdmin(tx, library);
        }
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUpdateLibAdmin(actor: Actor, libraryIds: number[], accounts: string[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const library of targets) await setAdmins(tx, library, accounts, actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },
  };
}

export type PermissionService = ReturnType<typeof permissionService>;
