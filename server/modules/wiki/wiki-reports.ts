import type { FollowedChange } from '../../../contract/notifications';
import type { Actor } from '../../auth/actor';
import type { WikiPageService } from './wiki-page-service';
import type { WikiRepositories } from './wiki-repositories';

/** A change of a wiki page, as the wiki reports it once committed. */
export interface WikiPageChange {
  /** Who made it; null when no one can be named. */
  actorId: number | null;
  change: FollowedChange;
  libraryId: number;
  pageId: number;
  /** For a delete: the pages below it that went to the recycle bin with it. */
  alongside?: readonly number[];
}

/**
 * What the wiki reports once a change of a page committed: a new version (automatic, named or restored),
 * a rename, a move to another parent, a delete. Whoever listens (the notifications, wired in the app)
 * decides who hears of it; the wiki knows nothing of them. A report never fails the change it tells of.
 */
export interface WikiReports {
  pageChanged(event: WikiPageChange): Promise<void>;
}

/** The page calls, each reporting the page it renamed, moved to another parent or deleted once it succeeded. */
export function reportingPages<S extends Pick<WikiPageService, 'rename' | 'move' | 'remove'>>(pages: S, repos: Pick<WikiRepositories, 'wikiPages'>, reports: WikiReports): S {
  return {
    ...pages,
    async rename(actor: Actor, libraryId: number, pageId: number, title: string) {
      const before = await repos.wikiPages.findById(pageId);
      const page = await pages.rename(actor, libraryId, pageId, title);
      if (before && before.title !== page.title) await reports.pageChanged({ actorId: actor.id, change: 'rename', libraryId, pageId: page.id });
      return page;
    },
    async move(actor: Actor, libraryId: number, pageId: number, body: Parameters<WikiPageService['move']>[3]) {
      const before = await repos.wikiPages.findById(pageId);
      const page = await pages.move(actor, libraryId, pageId, body);
      // A new place among the same siblings is an order, not a move.
      if (before && before.parent_id !== body.parentId) await reports.pageChanged({ actorId: actor.id, change: 'move', libraryId, pageId: page.id });
      return page;
    },
    async remove(actor: Actor, libraryId: number, pageId: number) {
      const result = await pages.remove(actor, libraryId, pageId);
      const alongside = (await repos.wikiPages.allPages(libraryId)).filter((row) => row.trash_id === pageId && row.id !== pageId).map((row) => row.id);
      await reports.pageChanged({ actorId: actor.id, change: 'delete', libraryId, pageId, alongside });
      return result;
    },
  };
}
