import type { LibraryPermission, LibraryRole } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { LibrariesTable } from '../../db/tables/library';
import { errors } from '../../errors';
import type { Principal } from './access-repo';
import type { LibraryRepositories } from './library-repositories';

/**
 * The one place that decides what a person may do in a library. Every service call that touches a
 * library, its files, versions or recycle bin asks `authorize` (or `can`) first.
 *
 * Sources of a role: the owner of a personal library is its admin; classification admins administer every
 * department and project library (never personal ones); members of a project edit its library; grants to
 * the person, to their department or any department above it, and to their groups. The strongest wins.
 * Download: admins and editors always; upload and read roles when any applying grant allows it.
 *
 * Rule for callers without the permission: 403 with no data, whether or not they can read the library;
 * 404 only when the id does not exist (or the library is in the recycle bin). Library and node ids are
 * plain counters, so refusing with 403 gives away nothing worth hiding, and the web app needs the 403 to
 * show its no-permission page. A call made for an outside program (an office editor's token) hides
 * instead: its refusal is the 404 of a file that is not there.
 */
export type LibraryAction = 'read' | 'download' | 'upload' | 'edit' | 'admin';

/** How a refusal answers: 'forbid' with the 403, 'hide' with a 404 as if the thing did not exist. */
export type Refusal = 'forbid' | 'hide';

export interface Access {
  role: LibraryRole | null;
  download: boolean;
}

const RANK: Record<LibraryRole, number> = { admin: 4, edit: 3, upload: 2, read: 1 };
const NEEDS: Record<Exclude<LibraryAction, 'download'>, number> = { admin: 4, edit: 3, upload: 2, read: 1 };

type LibraryRef = Pick<LibrariesTable, 'kind' | 'owner_id' | 'project_id'> & { id: number };
interface GrantRef {
  role: LibraryRole;
  can_download: number;
  grantee_type?: 'user' | 'department' | 'group';
  grantee_id?: number;
}

/** Whether a role allows an action other than download, whatever its grant says about downloading. */
export function roleAllows(role: LibraryRole, action: Exclude<LibraryAction, 'download'>): boolean {
  return RANK[role] >= NEEDS[action];
}

/** Whether a grant of `role` downloads: admins and editors always, upload and read roles when the grant says so. */
export function grantDownloads(role: LibraryRole | null, download: boolean): boolean {
  return download || (role !== null && roleAllows(role, 'edit'));
}

/** Where a role on a library comes from: the owner of a personal library, a classification admin, a project member, or a grant. */
export type AccessSource =
  | { via: 'owner' | 'classifyAdmin' | 'project'; role: LibraryRole; download: boolean }
  | { via: 'user' | 'department' | 'group'; granteeId: number; role: LibraryRole; download: boolean };

function stronger(a: LibraryRole | null, b: LibraryRole | null): LibraryRole | null {
  if (!a) return b;
  if (!b) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/** Every source of access to one library for this principal; `grants` are the grants that name them. */
export function accessSources(principal: Principal, library: LibraryRef, grants: GrantRef[]): AccessSource[] {
  const sources: AccessSource[] = [];
  if (library.kind === 'personal' && library.owner_id === principal.userId) sources.push({ via: 'owner', role: 'admin', download: true });
  if (library.kind !== 'personal' && principal.classifyAdmin) sources.push({ via: 'classifyAdmin', role: 'admin', download: true });
  if (library.kind === 'project' && library.project_id !== null && principal.projectIds.includes(library.project_id)) sources.push({ via: 'project', role: 'edit', download: true });
  for (const grant of grants) {
    sources.push({ via: grant.grantee_type ?? 'user', granteeId: grant.grantee_id ?? principal.userId, role: grant.role, download: grant.can_download === 1 });
  }
  return sources;
}

/** Combines the sources of access for one library: the strongest role wins. */
function combine(sources: AccessSource[]): Access {
  let role: LibraryRole | null = null;
  let download = false;
  for (const source of sources) {
    role = stronger(role, source.role);
    if (source.download) download = true;
  }
  return { role, download: role !== null && grantDownloads(role, download) };
}

function resolveAccess(principal: Principal, library: LibraryRef, grants: GrantRef[]): Access {
  return combine(accessSources(principal, library, grants));
}

export function can(access: Access, action: LibraryAction): boolean {
  if (!access.role) return false;
  if (action === 'download') return access.download;
  return roleAllows(access.role, action);
}

/**
 * For each action, whether the combined sources allow it and which sources account for that: the ones that
 * each allow it on their own, or, when refused, every source (each withholds it). Because the most
 * permissive source wins, an action is allowed exactly when some source allows it alone, so this names the
 * grant that outweighs a narrower one, such as a department grant with download over a person's without.
 */
export function explainActions(sources: AccessSource[]): { action: LibraryAction; allowed: boolean; sources: AccessSource[] }[] {
  const access = combine(sources);
  return (['read', 'upload', 'edit', 'download', 'admin'] as const).map((action) => {
    const allowed = can(access, action);
    return { action, allowed, sources: allowed ? sources.filter((source) => can(combine([source]), action)) : sources };
  });
}

/** The access when it allows `action`; otherwise the library's 403 (or 404 when hiding), which tells nothing about the library. */
export function authorizeAccess(access: Access, action: LibraryAction, refusal: Refusal = 'forbid'): Access {
  if (!can(access, action)) throw refusal === 'hide' ? errors.notFound() : errors.forbidden();
  return access;
}

export function permissionView(libraryId: number, access: Access): LibraryPermission {
  return {
    libraryId,
    role: access.role,
    canRead: can(access, 'read'),
    canUpload: can(access, 'upload'),
    canEdit: can(access, 'edit'),
    canDownload: can(access, 'download'),
    isAdmin: can(access, 'admin'),
  };
}

export function libraryPolicy(repos: LibraryRepositories) {
  const { access } = repos;

  async function accessTo(actor: Actor, library: LibraryRef): Promise<Access> {
    const principal = await access.principal(actor);
    const grants = await access.grantsNaming(principal, [library.id]);
    return resolveAccess(principal, library, grants.get(library.id) ?? []);
  }

  return {
    accessTo,

    /** Starts reading who the caller is in terms of grants (kept for the request), so it travels beside another read. */
    async loadPrincipal(actor: Actor): Promise<void> {
      await access.principal(actor);
    },

    /** Access to many libraries in two queries, for lists. */
    async accessToMany(actor: Actor, libraries: LibraryRef[]): Promise<Map<number, Access>> {
      const principal = await access.principal(actor);
      const grants = await access.grantsNaming(principal, libraries.map((library) => library.id));
      return new Map(libraries.map((library) => [library.id, resolveAccess(principal, library, grants.get(library.id) ?? [])]));
    },

    /** Access to many libraries with where each part of it comes from (the back office's permission overview). */
    async explainMany(actor: Actor, libraries: LibraryRef[]): Promise<Map<number, { access: Access; sources: AccessSource[] }>> {
      const principal = await access.principal(actor);
      const grants = await access.grantsNaming(principal, libraries.map((library) => library.id));
      return new Map(
        libraries.map((library) => {
          const sources = accessSources(principal, library, grants.get(library.id) ?? []);
          return [library.id, { access: combine(sources), sources }];
        }),
      );
    },

    async can(actor: Actor, action: LibraryAction, library: LibraryRef): Promise<boolean> {
      return can(await accessTo(actor, library), action);
    },

    /** The caller's access when it allows `action`; otherwise a 403 (or 404 when hiding) that tells nothing about the library. */
    async authorize(actor: Actor, action: LibraryAction, library: LibraryRef, refusal: Refusal = 'forbid'): Promise<Access> {
      return authorizeAccess(await accessTo(actor, library), action, refusal);
    },

    async readableLibraryIds(actor: Actor): Promise<number[]> {
      return access.readableIds(await access.principal(actor));
    },
  };
}

export type LibraryPolicy = ReturnType<typeof libraryPolicy>;
