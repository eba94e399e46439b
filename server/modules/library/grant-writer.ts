import { z } from 'zod';
import type { Grant, GrantInput, Grantee } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { GrantValue } from './grant-repo';
import type { LibraryRow } from './library-repo';
import type { LibraryRepositories } from './library-repositories';
import { grantDownloads } from './policy';

/** Grants as a share template stores them. */
const storedGrants = z.array(
  z.object({ granteeType: z.enum(['user', 'department', 'group']), granteeId: z.number().int(), role: z.enum(['admin', 'edit', 'upload', 'read']), download: z.boolean() }),
);

/** A stored template's grants; what no longer parses reads as none. */
export function storedGrantList(json: string): z.infer<typeof storedGrants> {
  const parsed = storedGrants.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

export function granteeKey(type: string, id: number) {
  return `${type}:${id}`;
}

/** A grant about to be written, with the grantee's name for the library's record. */
export type LabelledGrant = GrantValue & { label: string };

/**
 * Grants as every permission change writes them: grantees named in a request resolved (a name nobody has is
 * a 400 naming it), grants presented with their grantees' names, and the writes (each recorded in the
 * library's operations) that keep a department or project library with at least one admin.
 */
export function grantWriter(repos: LibraryRepositories) {
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

  async function resolveGrants(inputs: GrantInput[]): Promise<LabelledGrant[]> {
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

  /** Department and project libraries keep at least one admin grant; personal ones have their owner. */
  async function assertHasAdmin(tx: LibraryRepositories, library: LibraryRow) {
    if (library.kind === 'personal') return;
    const rows = await tx.grants.list(library.id);
    if (!rows.some((row) => row.role === 'admin')) throw errors.badRequest('libraryNeedsAdmin');
  }

  /** Adds or changes grants and records each. */
  async function applyGrants(tx: LibraryRepositories, library: LibraryRow, list: LabelledGrant[], actor: Actor, at: number) {
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

  return { resolveGrantees, resolveGrants, present: presentGrants, assertHasAdmin, apply: applyGrants, revoke, setAdmins };
}

export type GrantWriter = ReturnType<typeof grantWriter>;
