import type { WikiAccess } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { LibraryRow } from '../library/library-repo';
import { type Access, can, type LibraryPolicy } from '../library/policy';
import { wikiErrors } from './wiki-errors';
import type { WikiPageRow } from './wiki-page-repo';
import type { WikiRepositories } from './wiki-repositories';

/**
 * Who may do what with a wiki page. The library decides first: reading its wiki needs read access,
 * changing pages needs edit access. Then page grants narrow it: a page with grants of its own is open
 * only to its grantees (read or edit), and so is everything below it; every restricted page on the way
 * down must let the person in, and the weakest grant on the way wins. Grants never raise access above
 * the library's: a library reader granted 'edit' on a page still only reads. Library admins see and
 * change every page.
 */
export interface WikiLibraryAccess {
  library: LibraryRow;
  access: Access;
  canEdit: boolean;
  isAdmin: boolean;
}

type TreeRow = Pick<WikiPageRow, 'id' | 'parent_id'>;

function weaker(a: WikiAccess, b: WikiAccess): WikiAccess {
  return a === 'read' || b === 'read' ? 'read' : 'edit';
}

export function wikiAccessPolicy(repos: WikiRepositories, policy: LibraryPolicy) {
  async function library(actor: Actor, libraryId: number): Promise<WikiLibraryAccess> {
    const found = await repos.libraries.findById(libraryId);
    if (!found || found.deleted_at !== null) throw errors.notFound();
    const access = await policy.authorize(actor, 'read', found);
    return { library: found, access, canEdit: can(access, 'edit'), isAdmin: can(access, 'admin') };
  }

  /** The caller's access to each of these pages of one library (all live pages); a page missing from the map is hidden. */
  async function accessMap(actor: Actor, lib: WikiLibraryAccess, pages: TreeRow[]): Promise<Map<number, WikiAccess>> {
    const base: WikiAccess = lib.canEdit ? 'edit' : 'read';
    const result = new Map<number, WikiAccess>();
    const restricted = lib.isAdmin ? new Set<number>() : await repos.wikiDocuments.restrictedPages(lib.library.id);
    const own = new Map<number, WikiAccess>();
    if (restricted.size) {
      const principal = await repos.access.principal(actor);
      for (const grant of await repos.wikiDocuments.grantsNaming(lib.library.id, principal)) {
        const before = own.get(grant.page_id);
        own.set(grant.page_id, before === 'edit' || grant.access === 'edit' ? 'edit' : 'read');
      }
    }
    const byId = new Map(pages.map((page) => [page.id, page]));
    const resolving = new Set<number>();
    const resolve = (page: TreeRow): WikiAccess | null => {
      if (result.has(page.id)) return result.get(page.id)!;
      if (resolving.has(page.id)) return null;
      resolving.add(page.id);
      const parent = page.parent_id !== null ? byId.get(page.parent_id) : undefined;
      // A page whose parent is not live (restored on its own) starts from the library's access.
      let access: WikiAccess | null = parent ? resolve(parent) : base;
      if (access && restricted.has(page.id)) {
        const granted = own.get(page.id);
        access = granted ? weaker(access, granted) : null;
      }
      resolving.delete(page.id);
      if (access) result.set(page.id, access);
      else hidden.add(page.id);
      return access;
    };
    const hidden = new Set<number>();
    for (const page of pages) if (!hidden.has(page.id)) resolve(page);
    return result;
  }

  /** A live page of this library the caller may reach with `need`: 404 missing or another library's, 409 in the recycle bin, 403 hidden or read-only. */
  async function page(actor: Actor, libraryId: number, pageId: number, need: WikiAccess) {
    const lib = await library(actor, libraryId);
    const found = await repos.wikiPages.findById(pageId);
    if (!found || found.library_id !== lib.library.id) throw errors.notFound();
    if (found.deleted_at !== null) throw wikiErrors.inRecycle(found.title);
    const pages = await repos.wikiPages.livePages(lib.library.id);
    const access = (await accessMap(actor, lib, pages)).get(found.id);
    if (!access || (need === 'edit' && access !== 'edit')) throw errors.forbidden();
    return { lib, page: found, access, pages };
  }

  /**
   * Which of these live pages the person may read, across libraries: a page's library must be among the
   * person's readable ones (`readableLibraries`), and in a library whose pages carry grants the grants decide.
   */
  async function readablePages(actor: Actor, pages: { id: number; libraryId: number }[], readableLibraries: ReadonlySet<number>): Promise<Set<number>> {
    const candidates = pages.filter((page) => readableLibraries.has(page.libraryId));
    const restricted = await repos.wikiDocuments.librariesWithGrants([...new Set(candidates.map((page) => page.libraryId))]);
    const result = new Set(candidates.filter((page) => !restricted.has(page.libraryId)).map((page) => page.id));
    for (const libraryId of restricted) {
      const levels = await accessMap(actor, await library(actor, libraryId), await repos.wikiPages.livePages(libraryId));
      for (const page of candidates) if (page.libraryId === libraryId && levels.has(page.id)) result.add(page.id);
    }
    return result;
  }

  /** The access of one page by id for the live-editing socket; null when the person may not open it. */
  async function socketAccess(actor: Actor, pageId: number): Promise<{ access: WikiAccess; libraryId: number } | null> {
    const found = await repos.wikiPages.findById(pageId);
    if (!found || found.deleted_at !== null) return null;
    try {
      const lib = await library(actor, found.library_id);
      const pages = await repos.wikiPages.livePages(lib.library.id);
      const access = (await accessMap(actor, lib, pages)).get(found.id);
      return access ? { access, libraryId: found.library_id } : null;
    } catch {
      return null;
    }
  }

  return { library, accessMap, readablePages, page, socketAccess };
}

export type WikiAccessPolicy = ReturnType<typeof wikiAccessPolicy>;
