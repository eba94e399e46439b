import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../contract/constants';
import type { CreatePersonBody, ManagedPerson, PeopleQuery, UpdatePersonBody } from '../../../contract/people';
import type { Actor } from '../../auth/actor';
import { hashPassword } from '../../auth/password';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import { errors } from '../../errors';
import { assertPasswordAllowed, type SecuritySettingsStore } from '../../settings/security-settings';
import { backOfficePolicy } from '../users/backoffice-policy';
import { previewOf, readImport } from './people-import';
import type { PersonRow } from './people-repo';
import { assertDepartment, type PeopleRepositories, recordedChange } from './people-repositories';

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
 * The back office's people (classification admins). Every change is written with its admin record in one
 * transaction; deactivating someone ends their sessions and access tokens in it too.
 */
export function peopleService(repos: PeopleRepositories, deps: { security: SecuritySettingsStore; now?: () => number }) {
  const { people: repo } = repos;
  const { security } = deps;
  const now = deps.now ?? Date.now;
  const inTransaction = recordedChange(repos, now);

  async function person(id: number): Promise<ManagedPerson> {
    const row = await repo.find(id);
    if (!row) throw errors.notFound();
    return presentPerson(row, (await repo.groupsOf([id])).get(id) ?? []);
  }

  async function assertPassword(password: string) {
    assertPasswordAllowed(await security.current(), password);
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
      await assertDepartment(repo, body.departmentId);
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
      await assertDepartment(repo, body.departmentId);
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
      return repos.transaction(async ({ people: tx, adminRecord }) => {
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
        if (valid.length) await adminRecord.record({ actorId: actor.id, action: 'USER_IMPORT', subject: valid.map((row) => row.account).join(', ').slice(0, 500) }, at);
        return { created: valid.length, skipped: read.rows.length - valid.length };
      });
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
