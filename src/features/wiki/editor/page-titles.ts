import type { WikiPageSummary } from '../../../../contract/wiki';
import type { PageTitles } from './page-link';

/**
 * The titles page links show, fed from the wiki's tree query: each change of the tree (a rename, a
 * delete, a move, an offline copy read back) reaches every link in the editor at once.
 */
export function createPageTitles(actions: Pick<PageTitles, 'href' | 'open' | 'missing'>): PageTitles & { update(pages: WikiPageSummary[] | undefined): void } {
  let titles: Map<number, string> | null = null;
  const listeners = new Set<() => void>();
  return {
    ...actions,
    title: (pageId) => (titles === null ? undefined : (titles.get(pageId) ?? null)),
    subscribe(changed) {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    update(pages) {
      titles = pages ? new Map(pages.map((page) => [page.id, page.title])) : null;
      for (const changed of listeners) changed();
    },
  };
}
