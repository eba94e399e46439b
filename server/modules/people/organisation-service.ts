import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import { assertDepartment, type PeopleRepositories, recordedChange } from './people-repositories';

/** The back office's departments and groups, and who is in each group; every change is recorded with it. */
export function organisationService(repos: PeopleRepositories, deps: { now?: () => number } = {}) {
  const { people: repo } = repos;
  const inTransaction = recordedChange(repos, deps.now ?? Date.now);

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
    async departments(actor: Actor) {
      backOfficePolicy.authorize(actor, 'administer');
      return (await repo.departments()).map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id, people: Number(row.people) }));
    },

    async createDepartment(actor: Actor, body: { name: string; parentId: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const name = body.name.trim();
      await assertDepartment(repo, body.parentId);
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
        await assertDepartment(repo, body.parentId);
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
      await assertDepartment(repo, body.departmentId);
      await assertGroupName(name);
      const id = await inTransaction(actor, 'GROUP_CREATE', name, (tx) => tx.insertGroup(name, body.departmentId));
      return group(id);
    },

    async updateGroup(actor: Actor, id: number, body: { name?: string; departmentId?: number | null }) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findGroup(id);
      if (!found) throw errors.notFound();
      await assertDepartment(repo, body.departmentId);
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

export type OrganisationService = ReturnType<typeof organisationService>;
