import { createContext, useContext } from 'react';
import type { WikiPageSummary } from '../../../contract/wiki';

/** What can be done to pages from the tree and from a page's own header; the wiki frame runs the dialogs. */
export interface WikiActions {
  /** Opens the new-page screen, under `parentId` or at the top. */
  create: (parentId: number | null) => void;
  rename: (page: WikiPageSummary) => void;
  move: (page: WikiPageSummary) => void;
  remove: (page: WikiPageSummary) => void;
}

export const WikiActionsContext = createContext<WikiActions | null>(null);

export function useWikiActions(): WikiActions {
  const actions = useContext(WikiActionsContext);
  if (!actions) throw new Error('useWikiActions outside the wiki frame');
  return actions;
}
