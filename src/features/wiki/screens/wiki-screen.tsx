import type { WikiCommentSlots } from '../wiki-comment-slots';
import { WikiCreateScreen } from './wiki-create-screen';
import { WikiEditScreen } from './wiki-edit-screen';
import { WikiListScreen } from './wiki-list-screen';
import { WikiSearchScreen } from './wiki-search-screen';

/** Which of the wiki's screens a route shows, with what its address says. */
export type WikiView =
  | { screen: 'page'; libraryId: number; id: string }
  | { screen: 'edit'; libraryId: number; id?: number }
  | { screen: 'search'; libraryId: number; keyword?: string }
  | { screen: 'create'; libraryId: number; parentId?: number };

/**
 * The wiki's page, editor, search and new-page screens: one chunk and one entry in the route table,
 * since they share the page tree and open one another all the time.
 */
export function WikiScreen({ view, comments }: { view: WikiView; comments?: WikiCommentSlots }) {
  switch (view.screen) {
    case 'edit':
      return <WikiEditScreen libraryId={view.libraryId} id={view.id} comments={comments} />;
    case 'search':
      return <WikiSearchScreen libraryId={view.libraryId} keyword={view.keyword} />;
    case 'create':
      return <WikiCreateScreen libraryId={view.libraryId} parentId={view.parentId} />;
    case 'page':
      return <WikiListScreen libraryId={view.libraryId} id={view.id} comments={comments} />;
  }
}
