import { randomBytes } from 'node:crypto';
import type { AdminOperation } from '../../../contract/admin-operations';
import type { Locale } from '../../../contract/constants';
import type { CreatePersonBody, ManagedPerson, PeopleQuery, UpdatePersonBody } from '../../../contract/people';
import type { Actor } from '../../auth/actor';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import { errors } from '../../errors';
import { assertPasswordAllowed, type SecuritySettingsStore } from '../../settings/security-settings';
import { adminRecord } from '../manage/admin-record-repo';
import { backOfficePolicy } from '../users/backoffice-policy';
import { previewOf, readImport } from './people-import';
import { type PersonRow, peopleRepo } from './people-repo';

function presentPerson(row: PersonRow, groups: { id: number; name: string }[]): ManagedPerson {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    email: row.email,
    phone: row.phone,
    department: row.department_id !== null ? { id: row.department_id, name: row.department_name ?? '' } : null,
    groups,
    classifyAdmin: Boolean(row.is_classify_admin),
    active: Boolean(row.is_active),
    companySignIn: row.oidc_subject !== null,
    hasPassword: Boolean(row.has_password),
    createdAt: Number(row.created_at),
  };
}

/** A password made up for a reset: 16 characters of letters and digits, with at least one of each. */
function madeUpPassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
    if (candidate.length === 16 && /\d/.test(candidate) && /[A-Za-z]/.test(candidate)) return candidate;
  }
}

/**
 * The back office's people, departments and groups (classification admins). Every change is written with
 * its admin record in one transaction; deactivating someone ends their sessions and access tokens in it too.
 */
export function peopleService(db: Db, security: SecuritySettingsStore, now = () => Date.now()) {
  const repo = peopleRepo(db);

  async function inTransaction<T>(actor: Actor, action: AdminOperation, subject: string, work: (tx: ReturnType<typeof peopleRepo>) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const result = await work(peopleRepo(trx));
      await adminRecord(trx).record({ actorId: actor.id, action, subject }, now());
      return result;
    });
  }

  async function person(id: number): Promise<ManagedPerson> {
    const row = await repo.find(id);
    if (!row) throw errors.notFound();
    return presentPerson(row, (await repo.groupsOf([id])).get(id) ?? []);
  }

  async function assertDepartment(id: number | null | undefined) {
    if (id === null || id === undefined) return;
    if (!(await repo.findDepartment(id))) throw errors.badRequest('unknownDepartment');
  }

  async function assertPassword(password: string) {
    assertPasswordAllowed(await security.current(), password);
  }

  async function department(id: number) {
    const found = (await repo.departments()).find((row) => row.id === id);
    if (!found) throw errors.notFound();
    return { id: found.id, name: found.name, parentId: found.parent_id, people: Number(found.people) };
  }

  async function group(id: number) {
    const found = (await repo.groups()).find((row) => row.id === id);
    if (!found) throw errors.notFound();
    return { id: found.id, name: found.name, department: found.department_id !== null ? { id: found.department_id, name: found.department_name ?? '' } : null, members: Number(found.members) };
  }

  async function assertSiblingName(name: string, parentId: number | null, except?: number) {
    const clash = (await repo.departments()).find((row) => row.parent_id === parentId && row.name === name && row.id !== except);
    if (clash) throw errors.conflict('departmentNameTaken', { name });
  }

  async function assertGroupName(name: string, except?: number) {
    const clash = await repo.findGroupByName(name);
    if (clash && clash.id !== except) throw errors.conflict('groupNameTaken', { name });
  }

  return {
    async list(actor: Actor, query: PeopleQuery) {
      backOfficePolicy.authorize(actor, 'administer');
      const { rows, total } = await repo.page(query);
      const groups = await repo.groupsOf(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) => presentPerson(row, groups.get(row.id) ?? [])),
        total,
        query,
      );
    },

    async create(actor: Actor, body: CreatePersonBody) {
      backOfficePolicy.authorize(actor, 'administer');
      await assertDepartment(body.departmentId);
      await assertPassword(body.password);
      if ((await repo.existingAccounts([body.account])).size) throw errors.conflict('accountTaken', { name: body.account });
      const passwordHash = await hashPassword(body.password);
      try {
        const id = await inTransaction(actor, 'USER_CREATE', body.account, (tx) =>
          tx.insert({
            account: body.account,
            name: body.name.trim(),
            email: body.email,
            phone: body.phone,
            password_hash: passwordHash,
            department_id: body.departmentId,
            is_classify_admin: body.classifyAdmin ? 1 : 0,
            is_active: 1,
            created_at: now(),
          }),
        );
        return person(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.conflict('accountTaken', { name: body.account });
        throw error;
      }
    },

    async update(actor: Actor, id: number, body: UpdatePersonBody) {
      backOfficePolicy.authorize(actor, 'administer');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      if (id === actor.id && body.classifyAdmin === false) throw errors.badRequest('cannotDropOwnAdmin');
      await assertDepartment(body.departmentId);
      const changes = {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
        ...(body.classifyAdmin !== undefined ? { is_classify_admin: body.classifyAdmin ? 1 : 0 } : {}),
      };
      // Nothing asked to change: nothing written, nothing recorded.
      if (Object.keys(changes).length) await inTransaction(actor, 'USER_UPDATE', row.account, (tx) => tx.update(id, changes));
      return person(id);
    },

    async setActive(actor: Actor, id: number, active: boolean) {
      backOfficePolicy.authorize(actor, 'administer');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      if (!active && id === actor.id) throw errors.badRequest('cannotDeactivateSelf');
      await inTransaction(actor, active ? 'USER_ACTIVATE' : 'USER_DEACTIVATE', row.account, async (tx) => {
        await tx.update(id, { is_active: active ? 1 : 0 });
        if (!active) await tx.signOutEverywhere(id);
      });
      return person(id);
    },

    async resetPassword(actor: Actor, id: number, given: string | undefined) {
      backOfficePolicy.authorize(actor, 'administer');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      if (row.oidc_subject !== null) throw errors.badRequest('companySignInNoPassword');
      const password = given ?? madeUpPassword();
      await assertPassword(password);
      const passwordHash = await hashPassword(password);
      await inTransaction(actor, 'USER_RESET_PASSWORD', row.account, async (tx) => {
        await tx.update(id, { password_hash: passwordHash });
        // A new password ends what the old one opened, except the admin's own session here.
        if (id !== actor.id) await tx.signOutEverywhere(id);
      });
      return { password: given === undefined ? password : null };
    },

    async importPreview(actor: Actor, csv: string, locale: Locale) {
      backOfficePolicy.authorize(actor, 'administer');
      return previewOf(await readImport(csv, (accounts) => repo.existingAccounts(accounts), locale));
    },

    /** The valid rows, in one transaction; the rows are checked again inside it, so a preview gone stale imports nothing wrong. */
    async importPeople(actor: Actor, csv: string, locale: Locale) {
      backOfficePolicy.authorize(actor, 'administer');
      return db.transaction().execute(async (trx) => {
        const tx = peopleRepo(trx);
        const read = await readImport(csv, (accounts) => tx.existingAccounts(accounts), locale);
        if (read.fileErrors.length) throw errors.badRequest('importFileProblems', { details: read.fileErrors.join('; ') });
        const valid = read.rows.filter((row) => row.valid);
        const departments = new Map<string, number>();
        const groups = new Map<string, number>();
        const at = now();
        for (const row of valid) {
          let departmentId: number | null = null;
          if (row.department) {
            departmentId = departments.get(row.department) ?? (await tx.findDepartmentByName(row.department))?.id ?? (await tx.insertDepartment(row.department, null));
            departments.set(row.department, departmentId);
          }
          const userId = await tx.insert({ account: row.account, name: row.name, email: row.email, phone: row.phone, password_hash: null, department_id: departmentId, is_classify_admin: 0, is_active: 1, created_at: at });
          for (const name of row.groups) {
            const groupId = groups.get(name) ?? (await tx.findGroupByName(name))?.id ?? (await tx.insertGroup(name, null));
            groups.set(name, groupId);
            await tx.addMember(groupId, userId);
          }
        }
        if (valid.length) await adminRecord(trx).record({ actorId: actor.id, action: 'USER_IMPORT', subject: valid.map((row) => row.account).join(', ').slice(0, 500) }, at);
        return { created: valid.length, skipped: read.rows.length - valid.length };
      });
    },

    async departments(actor: Actor) {
      backOfficePolicy.authorize(actor, 'administer');
      return (await repo.departments()).map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id, people: Number(row.people) }));
    },

    async createDepartment(actor: Actor, body: { name: string; parentId: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const name = body.name.trim();
      await assertDepartment(body.parentId);
      await assertSiblingName(name, body.parentId);
      const id = await inTransaction(actor, 'DEPARTMENT_CREATE', name, (tx) => tx.insertDepartment(name, body.parentId));
      return department(id);
    },

    async updateDepartment(actor: Actor, id: number, body: { name?: string; parentId?: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const all = await repo.departments();
      const current = all.find((row) => row.id === id);
      if (!current) throw errors.notFound();
      const parentId = body.parentId === undefined ? current.parent_id : body.parentId;
      if (body.parentId !== undefined && body.parentId !== null) {
        await assertDepartment(body.parentId);
        // Walk up from the new parent: meeting the department itself means a move into its own subtree.
        const byId = new Map(all.map((row) => [row.id, row]));
        for (let at: number | null = body.parentId; at !== null; at = byId.get(at)?.parent_id ?? null) {
          if (at === id) throw errors.badRequest('departmentIntoItself');
        }
      }
      const name = body.name?.trim() ?? current.name;
      await assertSiblingName(name, parentId, id);
      await inTransaction(actor, 'DEPARTMENT_UPDATE', name, (tx) => tx.updateDepartment(id, { name, parent_id: parentId }));
      return department(id);
    },

    async deleteDepartment(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findDepartment(id);
      if (!found) throw errors.notFound();
      const contents = await repo.departmentContents(id);
      if (contents.people || contents.children || contents.groups) throw errors.conflict('departmentNotEmpty', contents);
      await inTransaction(actor, 'DEPARTMENT_DELETE', found.name, async (tx) => {
        await tx.deleteGrantee('department', id);
        await tx.deleteDepartment(id);
      });
      return null;
    },

    async groups(actor: Actor) {
      backOfficePolicy.authorize(actor, 'administer');
      return (await repo.groups()).map((row) => ({
        id: row.id,
        name: row.name,
        department: row.department_id !== null ? { id: row.department_id, name: row.department_name ?? '' } : null,
        members: Number(row.members),
      }));
    },

    async createGroup(actor: Actor, body: { name: string; departmentId: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const name = body.name.trim();
      await assertDepartment(body.departmentId);
      await assertGroupName(name);
      const id = await inTransaction(actor, 'GROUP_CREATE', name, (tx) => tx.insertGroup(name, body.departmentId));
      return group(id);
    },

    async updateGroup(actor: Actor, id: number, body: { name?: string; departmentId?: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findGroup(id);
      if (!found) throw errors.notFound();
      await assertDepartment(body.departmentId);
      const name = body.name?.trim() ?? found.name;
      await assertGroupName(name, id);
      await inTransaction(actor, 'GROUP_UPDATE', name, (tx) => tx.updateGroup(id, { name, ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}) }));
      return group(id);
    },

    async deleteGroup(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findGroup(id);
      if (!found) throw errors.notFound();
      await inTransaction(actor, 'GROUP_DELETE', found.name, async (tx) => {
        await tx.deleteGrantee('group', id);
        await tx.deleteGroup(id);
      });
      return null;
    },

    async members(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      if (!(await repo.findGroup(id))) throw errors.notFound();
      return (await repo.members(id)).map((row) => ({ id: row.id, account: row.account, name: row.name, active: Boolean(row.is_active) }));
    },

    async setMembers(actor: Actor, id: number, accounts: string[]) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findGroup(id);
      if (!found) throw errors.notFound();
      const unique = [...new Set(accounts)];
      const ids = await repo.idsByAccount(unique);
      const unknown = unique.filter((account) => !ids.has(account));
      if (unknown.length) throw errors.badRequest('unknownAccounts', { names: unknown.slice(0, 20) });
      await inTransaction(actor, 'GROUP_MEMBERS', found.name, (tx) => tx.replaceMembers(id, [...ids.values()]));
      return this.members(actor, id);
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
