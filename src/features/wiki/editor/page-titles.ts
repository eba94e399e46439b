import type { WikiPageSummary } from '../../../../contract/wiki';
import type { PageTitles } from './page-link';
import type { PageChoice } from './page-link-suggestion';

/**
 * The titles page links show, fed from the wiki's tree query: each change of the tree (a rename, a
 * delete, a move, an offline copy read back) reaches every link in the editor at once.
 */
export function createPageTitles(actions: Pick<PageTitles, 'href' | 'open' | 'missing'>): PageTitles & {
  update(pages: WikiPageSummary[] | undefined): void;
  /** The page a pasted `[[Title]]` links to: the first the tree lists with that title. */
  byTitle(title: string): number | null;
  /** Every page of the tree, in its order. */
  pages(): PageChoice[];
} {
  let titles: Map<number, string> | null = null;
  let ids = new Map<string, number>();
  const listeners = new Set<() => void>();
  return {
    ...actions,
    title: (pageId) => (titles === null ? undefined : (titles.get(pageId) ?? null)),
    subscribe(changed) {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    byTitle: (title) => ids.get(title) ?? null,
    pages: () => [...(titles ?? [])].map(([id, title]) => ({ id, title })),
    update(pages) {
      titles = pages ? new Map(pages.map((page) => [page.id, page.title])) : null;
      ids = new Map();
      for (const page of pages ?? []) if (!ids.has(page.title)) ids.set(page.title, page.id);
      for (const changed of listeners) changed();
    },
  };
}
