import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import { highlight, snippet } from '../search/highlight';
import { queryTerms } from '../search-index/segmenter';
import type { WikiPolicy } from './wiki-policy';
import { pathOf, presentPage } from './wiki-presenter';
import type { WikiRepositories } from './wiki-repositories';

/**
 * Search of one library's wiki by title and by body, words segmented as the file search does (Chinese
 * included). Pages hidden from the person by grants are left out before counting, so a hit never tells
 * that a hidden page exists.
 */
export function wikiSearchService(repos: WikiRepositories, deps: { access: WikiPolicy }) {
  const { access } = deps;
  return {
    async search(actor: Actor, libraryId: number, query: { keyword: string } & PageQuery) {
      const lib = await access.authorize(actor, 'read', { libraryId });
      const keyword = query.keyword.normalize('NFC');
      const terms = queryTerms(keyword);
      const cap = LIBRARY_LIMITS.searchResultsMax;
      const pages = await repos.wikiPages.livePages(lib.library.id);
      const levels = await access.accessMap(actor, lib, pages);
      const byTitle = (await repos.wikiSearch.titleMatches([lib.library.id], keyword.toLowerCase(), cap)).map((match) => match.id).filter((id) => levels.has(id));
      const byBody = (await repos.wikiSearch.bodyMatches([lib.library.id], terms, cap)).map((match) => match.id).filter((id) => levels.has(id));
      const titleSet = new Set(byTitle);
      const bodySet = new Set(byBody);
      const all = [...new Set([...byTitle, ...byBody])].slice(0, cap);
      const { offset, limit } = pageWindow(query);
      const ids = all.slice(offset, offset + limit);
      const byId = new Map(pages.map((page) => [page.id, page]));
      const texts = await repos.wikiDocuments.texts(ids);
      const restricted = await repos.wikiDocuments.restrictedPages(lib.library.id);
      const content = ids.map((id) => {
        const page = byId.get(id)!;
        const text = texts.get(id) ?? '';
        const bodyHit = snippet(text, keyword, terms, LIBRARY_LIMITS.snippetChars);
        return {
          page: presentPage(page, levels.get(id)!, restricted.has(id)),
          path: pathOf(id, byId)
            .map((crumb) => crumb.title)
            .join(' / '),
          matchedTitle: titleSet.has(id),
          matchedBody: bodySet.has(id),
          titleHighlight: highlight(page.title, keyword, terms),
          snippet: bodyHit,
        };
      });
      return { ...pageOf(content, all.length, query), capped: all.length >= cap };
    },
  };
}

export type WikiSearchService = ReturnType<typeof wikiSearchService>;
