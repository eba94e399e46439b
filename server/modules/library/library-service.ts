import { DAY_MS, LIBRARY_LIMITS, type Locale } from '../../../contract/constants';
import type { CreateLibraryBody, LibraryKind, UpdateLibraryBody } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import type { Alongside } from '../../db/repositories';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { GrantWriter } from './grant-writer';
import { libraryPresenter } from './library-presenter';
import type { LibraryRow } from './library-repo';
import type { LibraryRepositories } from './library-repositories';
import { presentOperation } from './operation-presenter';
import { type LibraryPolicy, permissionView } from './policy';

/**
 * Deletes a library for good with every file and version in it, in one transaction. The files live in
 * the files module, so the document area hands this in.
 */
type LibraryEraser = (libraryId: number, alongside?: Alongside) => Promise<void>;

export function libraryService(repos: LibraryRepositories, deps: { policy: LibraryPolicy; grantWriter: GrantWriter; eraseLibrary: LibraryEraser; now?: () => number }) {
  const { libraries, operations, access } = repos;
  const { policy, grantWriter, eraseLibrary } = deps;
  const now = deps.now ?? Date.now;
  const present = libraryPresenter(libraries, policy);

  async function presentOne(actor: Actor, row: LibraryRow) {
    return (await present(actor, [row]))[0]!;
  }

  async function liveLibrary(id: number) {
    const library = await libraries.findById(id);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    return library;
  }

  /** The caller's personal space, created the first time it is asked for. */
  async function ensurePersonal(actor: Actor): Promise<LibraryRow> {
    const existing = await libraries.findPersonal(actor.id);
    if (existing) return existing;
    const at = now();
    await repos.transaction(async (tx) => {
      const created = await tx.libraries.insertWithRoot({
        kind: 'personal',
        name: actor.name,
        description: '',
        classification: '',
        department_id: null,
        project_id: null,
        owner_id: actor.id,
        retention_days: LIBRARY_LIMITS.defaultRetentionDays,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      });
      if (created) await tx.operations.add({ libraryId: created.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_CREATE', information: { key: 'recordItem', params: { name: created.name } }, at });
    });
    return (await libraries.findPersonal(actor.id))!;
  }

  return {
    ensurePersonal,

    async personal(actor: Actor) {
      return presentOne(actor, await ensurePersonal(actor));
    },

    /** A department library; its creator is its admin unless `admins` names the admins. */
    async create(actor: Actor, body: CreateLibraryBody) {
      if (body.departmentId && !(await libraries.departmentExists(body.departmentId))) throw errors.badRequest('grantUnknownDepartment', { name: String(body.departmentId) });
      const at = now();
      const id = await repos.transaction(async (tx) => {
        const created = (await tx.libraries.insertWithRoot({
          kind: 'department',
          name: body.name.trim(),
          description: body.description,
          classification: body.classification,
          department_id: body.departmentId ?? actor.departmentId,
          project_id: null,
          owner_id: null,
          retention_days: body.retentionDays,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        }))!;
        await tx.operations.add({ libraryId: created.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_CREATE', information: { key: 'recordItem', params: { name: created.name } }, at });
        await grantWriter.setAdmins(tx, created, body.admins ?? [actor.account], actor, at);
        return created.id;
      });
      return presentOne(actor, (await libraries.findById(id))!);
    },

    /** Settings: name, description, classification, admins, retention. `kind` restricts which libraries this call may change. */
    async update(actor: Actor, body: UpdateLibraryBody, kind?: LibraryKind) {
      const library = await liveLibrary(body.id);
      await policy.authorize(actor, 'admin', library);
      if (kind && library.kind !== kind) throw errors.badRequest('projectLibrariesOnly');
      const at = now();
      await repos.transaction(async (tx) => {
        // Only what differs from the stored value is changed and recorded: the settings form sends every field.
        const asked = { name: body.name?.trim(), description: body.description, classification: body.classification, retentionDays: body.retentionDays };
        const stored = { name: library.name, description: library.description, classification: library.classification, retentionDays: library.retention_days };
        const fields = (Object.keys(asked) as (keyof typeof asked)[]).filter((field) => asked[field] !== undefined && asked[field] !== stored[field]);
        if (fields.length) {
          const changes = Object.fromEntries(fields.map((field) => [field === 'retentionDays' ? 'retention_days' : field, asked[field]]));
          await tx.libraries.update(library.id, { ...changes, updated_at: at });
          await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_UPDATE', information: { key: 'recordLibrarySettings', params: { fields } }, at });
        }
        if (body.admins) await grantWriter.setAdmins(tx, library, body.admins, actor, at);
      });
      return presentOne(actor, (await libraries.findById(library.id))!);
    },

    async get(actor: Actor, id: number) {
      const library = await liveLibrary(id);
      await policy.authorize(actor, 'read', library);
      return presentOne(actor, library);
    },

    async permissionOf(actor: Actor, id: number) {
      const library = await liveLibrary(id);
      return permissionView(library.id, await policy.accessTo(actor, library));
    },

    async userPermission(actor: Actor) {
      const personal = await ensurePersonal(actor);
      return { canCreateLibrary: true, isClassifyAdmin: backOfficePolicy.can(actor, 'administer'), personalLibraryId: personal.id };
    },

    /** Libraries the caller can read, newest first. Asking for personal ones makes sure the caller's own exists. */
    async byUser(actor: Actor, query: { kind?: LibraryKind; keyword?: string } & PageQuery) {
      if (!query.kind || query.kind === 'personal') await ensurePersonal(actor);
      const principal = await access.principal(actor);
      const { rows, total } = await libraries.pageReadable(principal, { kind: query.kind, keyword: query.keyword }, query);
      return pageOf(await present(actor, rows), total, query);
    },

    async followed(actor: Actor, kind?: LibraryKind) {
      const principal = await access.principal(actor);
      return present(actor, await libraries.followedReadable(principal, kind));
    },

    async follow(actor: Actor, id: number, follow: boolean, kind?: LibraryKind) {
      const library = await liveLibrary(id);
      await policy.authorize(actor, 'read', library);
      if (kind && library.kind !== kind) throw errors.badRequest('projectLibrariesOnly');
      await libraries.setFollow(library.id, actor.id, follow, now());
      return presentOne(actor, library);
    },

    /** Into the back-office recycle bin; admins only, and never a personal space. */
    async remove(actor: Actor, id: number) {
      const library = await liveLibrary(id);
      await policy.authorize(actor, 'admin', library);
      if (library.kind === 'personal') throw errors.badRequest('personalNotDeletable');
      const at = now();
      await repos.transaction(async (tx) => {
        await tx.libraries.update(library.id, { deleted_at: at, deleted_by: actor.id, updated_at: at });
        await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_DELETE', information: { key: 'recordItem', params: { name: library.name } }, at });
      });
    },

    async operations(actor: Actor, id: number, query: { action?: string } & PageQuery, locale: Locale) {
      const library = await liveLibrary(id);
      await policy.authorize(actor, 'admin', library);
      const { rows, total } = await operations.page({ libraryId: library.id, action: query.action }, query);
      const content = rows.map((row) => presentOperation(row, locale));
      return pageOf(content, total, query);
    },

    /** Back office: libraries the caller administers, live or in the recycle bin. */
    async administered(actor: Actor, deleted: boolean, query: { keyword?: string } & PageQuery) {
      const principal = await access.principal(actor);
      const { rows, total } = await libraries.pageAdministered(principal, deleted, query.keyword, query);
      return pageOf(await present(actor, rows), total, query);
    },

    async restore(actor: Actor, id: number, alongside?: Alongside) {
      const library = await libraries.findById(id);
      if (!library) throw errors.notFound();
      await policy.authorize(actor, 'admin', library);
      if (library.deleted_at === null) throw errors.conflict('libraryNotDeleted');
      const at = now();
      await repos.transaction(async (tx) => {
        await tx.libraries.update(library.id, { deleted_at: null, deleted_by: null, updated_at: at });
        await tx.operations.add({ libraryId: library.id, nodeId: null, actorId: actor.id, action: 'LIBRARY_RESTORE', information: { key: 'recordItem', params: { name: library.name } }, at });
        await alongside?.(tx.executor);
      });
      return presentOne(actor, (await libraries.findById(library.id))!);
    },

    /** Deletes a library from the recycle bin for good, with every file and version in it. */
    async purge(actor: Actor, id: number, alongside?: Alongside) {
      const library = await libraries.findById(id);
      if (!library) throw errors.notFound();
      await policy.authorize(actor, 'admin', library);
      if (library.deleted_at === null) throw errors.conflict('libraryNotDeleted');
      await eraseLibrary(library.id, alongside);
    },

    /** Libraries whose time in the recycle bin has run out. */
    async sweepLibraries(at = now()) {
      const expired = await libraries.expiredDeleted(at - LIBRARY_LIMITS.libraryRecycleDays * DAY_MS);
      for (const { id } of expired) await eraseLibrary(id);
      return expired.length;
    },
  };
}

export type LibraryService = ReturnType<typeof libraryService>;
