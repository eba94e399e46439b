import type { WikiAccess } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { AppError, errors } from '../../errors';
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
 * change every page. A page's grants are read by whoever reads it and changed by library admins and
 * by those who may edit the page.
 *
 * Refusals: 404 for a library or page that does not exist (or a page of another library), 409 for a
 * page in the recycle bin, 403 otherwise, hidden pages included, as the library policy refuses.
 */
export type WikiAction = 'read' | 'edit' | 'manageGrants';

/** The wiki of a library as a whole (its tree: adding top-level pages, moving a page to the top, restoring from its bin), or one page of it. */
export interface WikiSubject {
  libraryId: number;
  pageId?: number;
}

export interface WikiLibraryAccess {
  library: LibraryRow;
  access: Access;
  canEdit: boolean;
  isAdmin: boolean;
}

/** A page the caller may act on, with their access to it and the library's live pages. */
export interface WikiPageAccess {
  lib: WikiLibraryAccess;
  page: WikiPageRow;
  access: WikiAccess;
  pages: WikiPageRow[];
}

/** The wiki's view of someone's access to a library they may read. */
export function wikiLibraryAccess(library: LibraryRow, access: Access): WikiLibraryAccess {
  return { library, access, canEdit: can(access, 'edit'), isAdmin: can(access, 'admin') };
}

/**
 * Whether someone with this library access may act: on the wiki as a whole (`page` undefined), or on a
 * page they reach with `page` access (null: the page is hidden from them).
 */
export function wikiAllows(lib: WikiLibraryAccess, page: WikiAccess | null | undefined, action: WikiAction): boolean {
  if (page === undefined) return action === 'read' || (action === 'edit' && lib.canEdit) || (action === 'manageGrants' && lib.isAdmin);
  if (page === null) return false;
  if (action === 'edit') return page === 'edit';
  if (action === 'manageGrants') return lib.isAdmin || page === 'edit';
  return true;
}

type TreeRow = Pick<WikiPageRow, 'id' | 'parent_id'>;

function weaker(a: WikiAccess, b: WikiAccess): WikiAccess {
  return a === 'read' || b === 'read' ? 'read' : 'edit';
}

export function wikiPolicy(repos: WikiRepositories, policy: LibraryPolicy) {
  async function library(actor: Actor, libraryId: number): Promise<WikiLibraryAccess> {
    const found = await repos.libraries.findById(libraryId);
    if (!found || found.deleted_at !== null) throw errors.notFound();
    return wikiLibraryAccess(found, await policy.authorize(actor, 'read', found));
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
    const hidden = new Set<number>();
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
    for (const page of pages) if (!hidden.has(page.id)) resolve(page);
    return result;
  }

  /** A live page of this library the caller may `action`: 404 missing or another library's, 409 in the recycle bin, 403 hidden or refused. */
  async function authorizePage(actor: Actor, action: WikiAction, libraryId: number, pageId: number): Promise<WikiPageAccess> {
    const lib = await library(actor, libraryId);
    const found = await repos.wikiPages.findById(pageId);
    if (!found || found.library_id !== lib.library.id) throw errors.notFound();
    if (found.deleted_at !== null) throw wikiErrors.inRecycle(found.title);
    const pages = await repos.wikiPages.livePages(lib.library.id);
    const access = (await accessMap(actor, lib, pages)).get(found.id) ?? null;
    if (!wikiAllows(lib, access, action)) throw errors.forbidden();
    return { lib, page: found, access: access!, pages };
  }

  async function decide(actor: Actor, action: WikiAction, subject: WikiSubject): Promise<WikiPageAccess | WikiLibraryAccess> {
    if (subject.pageId !== undefined) return authorizePage(actor, action, subject.libraryId, subject.pageId);
    const lib = await library(actor, subject.libraryId);
    if (!wikiAllows(lib, undefined, action)) throw errors.forbidden();
    return lib;
  }

  /** The caller's access to the wiki (no page) or the page when it allows `action`; otherwise the refusal above. */
  function authorize(actor: Actor, action: WikiAction, subject: WikiSubject & { pageId: number }): Promise<WikiPageAccess>;
  function authorize(actor: Actor, action: WikiAction, subject: WikiSubject & { pageId?: undefined }): Promise<WikiLibraryAccess>;
  function authorize(actor: Actor, action: WikiAction, subject: WikiSubject): Promise<WikiPageAccess | WikiLibraryAccess> {
    return decide(actor, action, subject);
  }

  /** Whether `authorize` would let the caller through, whatever its refusal would be. */
  async function allowed(actor: Actor, action: WikiAction, subject: WikiSubject): Promise<boolean> {
    try {
      await decide(actor, action, subject);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
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

  /**
   * Whether the person may read the page; for a page in the recycle bin, whether they could read it as it
   * stood when it was deleted (under its live parent, with the pages deleted with it), so those told of
   * its delete are those who could read it.
   */
  async function couldRead(actor: Actor, subject: WikiSubject & { pageId: number }): Promise<boolean> {
    const found = await repos.wikiPages.findById(subject.pageId);
    if (!found || found.library_id !== subject.libraryId) return false;
    if (found.deleted_at === null || found.trash_id === null) return allowed(actor, 'read', subject);
    let lib: WikiLibraryAccess;
    try {
      lib = await library(actor, subject.libraryId);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
    const trashed = (await repos.wikiPages.allPages(subject.libraryId)).filter((page) => page.trash_id === found.trash_id);
    const pages = [...(await repos.wikiPages.livePages(subject.libraryId)), ...trashed];
    return (await accessMap(actor, lib, pages)).has(found.id);
  }

  return { can: allowed, authorize, accessMap, readablePages, socketAccess, couldRead };
}

export type WikiPolicy = ReturnType<typeof wikiPolicy>;
