import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Grant, GrantInput, Grantee, ShareTemplate } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Executor = Db | Transaction<Database>;
import { errors } from '../../errors';
import { type GrantValue, grantRepo, shareTemplateRepo } from './grant-repo';
import { libraryRepo, type LibraryRow } from './library-repo';
import { operationRepo } from './operation-repo';
import type { LibraryPolicy } from './policy';

const storedGrants = z.array(
  z.object({ granteeType: z.enum(['user', 'department', 'group']), granteeId: z.number().int(), role: z.enum(['admin', 'edit', 'upload', 'read']), download: z.boolean() }),
);

function granteeKey(type: string, id: number) {
  return `${type}:${id}`;
}

/** Grants on libraries (common/perm), share templates, and the batch calls of project libraries. */
export function permissionService(db: Db, policy: LibraryPolicy, now = () => Date.now()) {
  const grants = grantRepo(db);
  const templates = shareTemplateRepo(db);
  const libraries = libraryRepo(db);
  const operations = operationRepo(db);

  /** Resolves accounts and checks departments and groups exist; a name nobody has is a 400 naming it. */
  async function resolveGrantees(list: Grantee[], executor: Executor = db): Promise<{ type: GrantValue['granteeType']; id: number; label: string }[]> {
    const accounts = list.filter((g) => g.type === 'user').map((g) => g.account);
    const departmentIds = list.filter((g) => g.type === 'department').map((g) => g.id);
    const groupIds = list.filter((g) => g.type === 'group').map((g) => g.id);
    const users = await grants.userIdsByAccount(accounts, executor);
    const departments = await grants.departmentsById(departmentIds, executor);
    const groups = await grants.groupsById(groupIds, executor);
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
    executor: Executor = db,
  ): Promise<Grant[]> {
    // One after another: inside a transaction SQLite has a single connection.
    const users = await grants.usersById(rows.filter((r) => r.grantee_type === 'user').map((r) => r.grantee_id), executor);
    const departments = await grants.departmentsById(rows.filter((r) => r.grantee_type === 'department').map((r) => r.grantee_id), executor);
    const groups = await grants.groupsById(rows.filter((r) => r.grantee_type === 'group').map((r) => r.grantee_id), executor);
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
          download: row.role === 'admin' || row.role === 'edit' || row.can_download === 1,
          createdAt: Number(row.created_at),
        },
      ];
    });
  }

  async function liveLibrary(id: number, executor?: Transaction<Database>): Promise<LibraryRow> {
    const library = await libraries.findById(id, executor);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    return library;
  }

  /** Department and project libraries keep at least one admin grant; personal ones have their owner. */
  async function assertHasAdmin(trx: Transaction<Database>, library: LibraryRow) {
    if (library.kind === 'personal') return;
    const rows = await grants.list(library.id, trx);
    if (!rows.some((row) => row.role === 'admin')) throw errors.badRequest('libraryNeedsAdmin');
  }

  /** Adds or changes grants and records each. */
  async function applyGrants(trx: Transaction<Database>, library: LibraryRow, list: (GrantValue & { label: string })[], actor: Actor, at: number) {
    for (const grant of list) {
      await grants.upsert(trx, library.id, grant, actor.id, at);
    }
    await operations.add(
      trx,
      list.map((grant) => ({
        libraryId: library.id,
        nodeId: null,
        actorId: actor.id,
        action: 'GRANT' as const,
        information: `${grant.label}: ${grant.role}${grant.download ? ', download' : ''}`,
        at,
      })),
    );
  }

  async function revoke(trx: Transaction<Database>, library: LibraryRow, grantees: { type: GrantValue['granteeType']; id: number; label: string }[], actor: Actor, at: number) {
    for (const grantee of grantees) {
      if (await grants.remove(trx, library.id, grantee.type, grantee.id)) {
        await operations.add(trx, { libraryId: library.id, nodeId: null, actorId: actor.id, action: 'REVOKE', information: grantee.label, at });
      }
    }
  }

  /** Makes exactly these people the user-granted admins of the library. */
  async function setAdmins(trx: Transaction<Database>, library: LibraryRow, accounts: string[], actor: Actor, at: number) {
    if (library.kind === 'personal') throw errors.badRequest();
    const resolved = await resolveGrantees([...new Set(accounts)].map((account) => ({ type: 'user' as const, account })), trx);
    const wanted = new Set(resolved.map((g) => g.id));
    const current = (await grants.list(library.id, trx)).filter((row) => row.grantee_type === 'user' && row.role === 'admin');
    const dropped = current.filter((row) => !wanted.has(row.grantee_id));
    const droppedUsers = await grants.usersById(dropped.map((row) => row.grantee_id), trx);
    await revoke(
      trx,
      library,
      droppedUsers.map((u) => ({ type: 'user' as const, id: u.id, label: `${u.name} (${u.account})` })),
      actor,
      at,
    );
    const added = resolved.filter((g) => !current.some((row) => row.grantee_id === g.id));
    await applyGrants(trx, library, added.map((g) => ({ granteeType: 'user' as const, granteeId: g.id, role: 'admin' as const, download: true, label: g.label })), actor, at);
    await assertHasAdmin(trx, library);
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
      canEdit: actor.isClassifyAdmin || row.created_by === actor.id,
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

    /** PUT common/perm: the grants become exactly `inputs`. */
    async replace(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const wanted = await resolveGrants(inputs);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const current = await grants.list(library.id, trx);
        const keep = new Set(wanted.map((g) => granteeKey(g.granteeType, g.granteeId)));
        const gone = current.filter((row) => !keep.has(granteeKey(row.grantee_type, row.grantee_id)));
        const labels = await presentGrants(gone, trx);
        await revoke(
          trx,
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
        await applyGrants(trx, library, changed, actor, at);
        await assertHasAdmin(trx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    /** POST common/perm: adds the grants given, changing the role of grantees already there. */
    async add(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const list = await resolveGrants(inputs);
      await db.transaction().execute(async (trx) => {
        await applyGrants(trx, library, list, actor, now());
        await assertHasAdmin(trx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    async remove(actor: Actor, libraryId: number, grantees: Grantee[]) {
      const library = await liveLibrary(libraryId);
      await policy.authorize(actor, 'admin', library);
      const resolved = await resolveGrantees(grantees);
      await db.transaction().execute(async (trx) => {
        await revoke(trx, library, resolved, actor, now());
        await assertHasAdmin(trx, library);
      });
      return presentGrants(await grants.list(library.id));
    },

    async templates(actor: Actor) {
      const rows = await templates.visibleTo(actor.id);
      return Promise.all(rows.map((row) => presentTemplate(actor, row)));
    },

    async createTemplate(actor: Actor, name: string, inputs: GrantInput[]) {
      const list = await resolveGrants(inputs);
      const stored = JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download })));
      const id = await templates.insert(name.trim(), stored, actor.id, now());
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    /** Templates are changed by whoever made them, or by a classification admin. */
    async updateTemplate(actor: Actor, id: number, name: string, inputs: GrantInput[]) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      if (row.created_by !== actor.id && !actor.isClassifyAdmin) throw errors.forbidden();
      const list = await resolveGrants(inputs);
      await templates.update(id, name.trim(), JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download }))), now());
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    async deleteTemplate(actor: Actor, id: number) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      if (row.created_by !== actor.id && !actor.isClassifyAdmin) throw errors.forbidden();
      await templates.remove(id);
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
      await db.transaction().execute(async (trx) => {
        for (const library of targets) await applyGrants(trx, library, [...merged.values()], actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUnShare(actor: Actor, libraryIds: number[], grantees: Grantee[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const resolved = await resolveGrantees(grantees);
      const at = now();
      await db.transaction().execute(async (trx) => {
        for (const library of targets) {
          await revoke(trx, library, resolved, actor, at);
          await assertHasAdmin(trx, library);
        }
      });
      return { libraryIds: targets.map((l) => l.id) };
    },

    async batchUpdateLibAdmin(actor: Actor, libraryIds: number[], accounts: string[]) {
      const targets = await projectLibrariesAdministered(actor, libraryIds);
      const at = now();
      await db.transaction().execute(async (trx) => {
        for (const library of targets) await setAdmins(trx, library, accounts, actor, at);
      });
      return { libraryIds: targets.map((l) => l.id) };
    },
  };
}

export type PermissionService = ReturnType<typeof permissionService>;
