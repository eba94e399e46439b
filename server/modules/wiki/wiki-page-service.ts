import { WIKI_LIMITS } from '../../../contract/constants';
import type { WikiPage } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { errors } from '../../errors';
import { indexTokens } from '../search-index/segmenter';
import { wikiErrors } from './wiki-errors';
import type { WikiPageRow } from './wiki-page-repo';
import type { WikiPolicy } from './wiki-policy';
import { pathOf, presentPage } from './wiki-presenter';
import type { WikiRepositories } from './wiki-repositories';
import { renderState, stateContent } from './yjs-content';

type Tree = Pick<WikiPageRow, 'id' | 'parent_id' | 'deleted_at' | 'trash_id' | 'title'>[];

/** Ids of `rootId` and every page below it that `include` keeps. */
export function subtree(pages: Tree, rootId: number, include: (page: Tree[number]) => boolean): number[] {
  const children = new Map<number, Tree>();
  for (const page of pages) if (page.parent_id !== null) children.set(page.parent_id, [...(children.get(page.parent_id) ?? []), page]);
  const out: number[] = [];
  const stack = [rootId];
  const seen = new Set<number>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    for (const child of children.get(id) ?? []) if (include(child)) stack.push(child.id);
  }
  return out;
}

function depthOf(pageId: number | null, byId: Map<number, { parent_id: number | null }>): number {
  let depth = 0;
  let current = pageId;
  while (current !== null && depth <= WIKI_LIMITS.depthMax + 1) {
    depth++;
    current = byId.get(current)?.parent_id ?? null;
  }
  return depth;
}

/** The page tree of a library's wiki: list, read, create, rename, move, delete and restore. */
export function wikiPageService(repos: WikiRepositories, deps: { access: WikiPolicy; now?: () => number }) {
  const { access } = deps;
  const now = deps.now ?? Date.now;
  const { wikiPages } = repos;

  /** Writes that can break the sibling-title rule report it as the title clash, whichever check caught it. */
  async function guardTitle<T>(title: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw wikiErrors.titleTaken(title);
      throw error;
    }
  }

  async function assertTitleFree(libraryId: number, parentId: number | null, title: string, exceptId?: number) {
    const siblings = await wikiPages.siblings(libraryId, parentId);
    if (siblings.some((page) => page.title === title && page.id !== exceptId)) throw wikiErrors.titleTaken(title);
  }

  async function summary(actor: Actor, libraryId: number, pageId: number) {
    const { page, access: level } = await access.authorize(actor, 'read', { libraryId, pageId });
    const row = await wikiPages.findWithPeople(page.id);
    const restricted = (await repos.wikiDocuments.restrictedPages(libraryId)).has(page.id);
    return presentPage(row!, level, restricted);
  }

  /** Inserts `pageId` at `position` among the live children of `parentId` and renumbers them. */
  async function place(tx: WikiRepositories, libraryId: number, parentId: number | null, pageId: number, position: number | undefined) {
    const siblings = (await tx.wikiPages.siblings(libraryId, parentId)).filter((page) => page.id !== pageId).map((page) => page.id);
    const at = position === undefined ? siblings.length : Math.min(position, siblings.length);
    siblings.splice(at, 0, pageId);
    await tx.wikiPages.renumber(siblings);
  }

  return {
    async tree(actor: Actor, libraryId: number) {
      const lib = await access.authorize(actor, 'read', { libraryId });
      const pages = await wikiPages.livePages(lib.library.id);
      const levels = await access.accessMap(actor, lib, pages);
      const restricted = await repos.wikiDocuments.restrictedPages(lib.library.id);
      const visible = pages.filter((page) => levels.has(page.id));
      const top = visible.filter((page) => page.parent_id === null);
      return {
        permission: { libraryId: lib.library.id, canRead: true, canEdit: lib.canEdit, isAdmin: lib.isAdmin },
        defaultPageId: top[0]?.id ?? null,
        pages: visible.map((page) => presentPage(page, levels.get(page.id)!, restricted.has(page.id))),
      };
    },

    async get(actor: Actor, libraryId: number, pageId: number, options: { contentOnly?: boolean } = {}): Promise<WikiPage> {
      const { page, access: level, pages } = await access.authorize(actor, 'read', { libraryId, pageId });
      const row = await wikiPages.findWithPeople(page.id);
      const document = await repos.wikiDocuments.get(page.id);
      const state = document?.state ?? null;
      const rendered = options.contentOnly ? { content: stateContent(state) } : renderState(state);
      const restricted = (await repos.wikiDocuments.restrictedPages(libraryId)).has(page.id);
      return {
        ...presentPage(row!, level, restricted),
        path: pathOf(page.id, new Map(pages.map((p) => [p.id, p]))),
        ...rendered,
        stateBytes: document?.state_bytes ?? 0,
      };
    },

    async create(actor: Actor, libraryId: number, body: { title: string; parentId?: number | null; position?: number }) {
      const parentId = body.parentId ?? null;
      const lib = await access.authorize(actor, 'edit', { libraryId });
      if (parentId !== null) {
        const parent = await wikiPages.findById(parentId);
        if (!parent || parent.library_id !== lib.library.id || parent.deleted_at !== null) throw wikiErrors.parentMissing();
        await access.authorize(actor, 'edit', { libraryId, pageId: parentId });
        const pages = await wikiPages.livePages(lib.library.id);
        if (depthOf(parentId, new Map(pages.map((p) => [p.id, p]))) >= WIKI_LIMITS.depthMax) throw wikiErrors.tooDeep(WIKI_LIMITS.depthMax);
      }
      if ((await wikiPages.liveCount(lib.library.id)) >= WIKI_LIMITS.pagesPerLibraryMax) throw wikiErrors.tooManyPages(WIKI_LIMITS.pagesPerLibraryMax);
      await assertTitleFree(lib.library.id, parentId, body.title);
      const at = now();
      const id = await guardTitle(body.title, () =>
        repos.transaction(async (tx) => {
          const pageId = await tx.wikiPages.insert({
            library_id: lib.library.id,
            parent_id: parentId,
            title: body.title,
            position: 0,
            created_by: actor.id,
            created_at: at,
            updated_by: actor.id,
            updated_at: at,
          });
          await place(tx, lib.library.id, parentId, pageId, body.position);
          await tx.wikiSearch.put(pageId, indexTokens(body.title));
          return pageId;
        }),
      );
      return summary(actor, libraryId, id);
    },

    async rename(actor: Actor, libraryId: number, pageId: number, title: string) {
      const { page } = await access.authorize(actor, 'edit', { libraryId, pageId });
      if (page.title !== title) {
        await assertTitleFree(libraryId, page.parent_id, title, page.id);
        const text = (await repos.wikiDocuments.texts([page.id])).get(page.id) ?? '';
        await guardTitle(title, () =>
          repos.transaction(async (tx) => {
            await tx.wikiPages.update(page.id, { title, updated_by: actor.id, updated_at: now() });
            await tx.wikiSearch.put(page.id, indexTokens(`${title}\n${text}`));
          }),
        );
      }
      return summary(actor, libraryId, page.id);
    },

    async move(actor: Actor, libraryId: number, pageId: number, body: { parentId: number | null; position: number }) {
      const { page, pages } = await access.authorize(actor, 'edit', { libraryId, pageId });
      const byId = new Map(pages.map((p) => [p.id, p]));
      if (body.parentId !== null) {
        const parent = await wikiPages.findById(body.parentId);
        if (!parent || parent.library_id !== libraryId || parent.deleted_at !== null) throw wikiErrors.parentMissing();
        if (subtree(pages, page.id, () => true).includes(parent.id)) throw wikiErrors.moveIntoItself();
        await access.authorize(actor, 'edit', { libraryId, pageId: parent.id });
        const height = Math.max(...subtree(pages, page.id, () => true).map((id) => depthOf(id, byId))) - depthOf(page.id, byId) + 1;
        if (depthOf(parent.id, byId) + height > WIKI_LIMITS.depthMax) throw wikiErrors.tooDeep(WIKI_LIMITS.depthMax);
      } else {
        await access.authorize(actor, 'edit', { libraryId });
      }
      if (body.parentId !== page.parent_id) await assertTitleFree(libraryId, body.parentId, page.title, page.id);
      await guardTitle(page.title, () =>
        repos.transaction(async (tx) => {
          if (body.parentId !== page.parent_id) {
            await tx.wikiPages.update(page.id, { parent_id: body.parentId, updated_by: actor.id, updated_at: now() });
            const old = (await tx.wikiPages.siblings(libraryId, page.parent_id)).map((p) => p.id);
            await tx.wikiPages.renumber(old);
          }
          await place(tx, libraryId, body.parentId, page.id, body.position);
        }),
      );
      return summary(actor, libraryId, page.id);
    },

    /** The page and every live page below it go to the recycle bin together, as one item. */
    async remove(actor: Actor, libraryId: number, pageId: number) {
      const { page } = await access.authorize(actor, 'edit', { libraryId, pageId });
      const all = await wikiPages.allPages(libraryId);
      const ids = subtree(all, page.id, (child) => child.deleted_at === null);
      await repos.transaction(async (tx) => {
        await tx.wikiPages.trash(ids, page.id, now(), actor.id);
        await tx.wikiPages.renumber((await tx.wikiPages.siblings(libraryId, page.parent_id)).map((p) => p.id));
      });
      return { deleted: ids.length };
    },

    async restore(actor: Actor, libraryId: number, pageId: number) {
      await access.authorize(actor, 'edit', { libraryId });
      const found = await wikiPages.findById(pageId);
      if (!found || found.library_id !== libraryId) throw errors.notFound();
      const restored = await restoreTop(repos, found, actor, now);
      return { restored, page: await summary(actor, libraryId, found.id) };
    },
  };
}

/**
 * Brings back one recycle-bin item of the wiki (a page with what was deleted with it): under its old
 * parent when that is live, else at the top; refused when a live sibling took its title meanwhile.
 * Shared with the library recycle bin, which lists pages beside files.
 */
export async function restoreTop(repos: WikiRepositories, page: WikiPageRow, actor: Actor, now: () => number): Promise<number> {
  if (page.deleted_at === null || page.trash_id !== page.id) throw wikiErrors.notInRecycle(page.title);
  const parent = page.parent_id !== null ? await repos.wikiPages.findById(page.parent_id) : undefined;
  const parentId = parent && parent.deleted_at === null ? parent.id : null;
  const siblings = await repos.wikiPages.siblings(page.library_id, parentId);
  if (siblings.some((sibling) => sibling.title === page.title)) throw wikiErrors.titleTaken(page.title);
  const all = await repos.wikiPages.allPages(page.library_id);
  const count = all.filter((row) => row.trash_id === page.id).length;
  try {
    await repos.transaction(async (tx) => {
      await tx.wikiPages.restoreTrash(page.id);
      await tx.wikiPages.update(page.id, { parent_id: parentId, position: siblings.length, updated_by: actor.id, updated_at: now() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw wikiErrors.titleTaken(page.title);
    throw error;
  }
  return count;
}

export type WikiPageService = ReturnType<typeof wikiPageService>;
