import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { SearchHit, SearchQuery } from '../../../contract/search';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import { errors } from '../../errors';
import { type NodeWithPeople, presentNode } from '../files/file-presenter';
import type { FileRepositories } from '../files/file-repositories';
import type { LibraryPolicy } from '../library/policy';
import { queryTerms } from '../search-index/segmenter';
import { highlight, snippet } from './highlight';
import { passageSource } from './markdown-text';

/** Snippets are cut from the first part of a text: a match further in still ranks, it just shows no passage. */
const SNIPPET_SOURCE_CHARS = 200_000;

/** What search reads: the index, and the files, blobs and libraries its hits are presented from. */
type SearchRepositories = Pick<FileRepositories, 'nodes' | 'blobs' | 'libraries' | 'searchIndex'>;

/**
 * Search by name and by the words inside files, in one library or across every library the caller can
 * read. Only live files and folders of readable, live libraries are ever looked at.
 */
export function searchService(repos: SearchRepositories, deps: { policy: LibraryPolicy }) {
  const { policy } = deps;
  const { searchIndex: index, nodes, blobs, libraries } = repos;

  return {
    async search(actor: Actor, query: SearchQuery) {
      let libraryIds: number[];
      if (query.libraryId !== undefined) {
        const library = await libraries.findById(query.libraryId);
        if (!library || library.deleted_at !== null) throw errors.notFound();
        await policy.authorize(actor, 'read', library);
        libraryIds = [library.id];
      } else {
        libraryIds = await policy.readableLibraryIds(actor);
      }
      const keyword = query.keyword.normalize('NFC');
      const terms = query.scope === 'name' ? [] : queryTerms(keyword);
      // Name matches come first, then content matches by relevance; both stop at the cap, so a very common
      // word costs one ranked scan of the index and never a count of every match.
      const cap = LIBRARY_LIMITS.searchResultsMax;
      const byName = query.scope === 'content' ? [] : (await index.nameMatches(libraryIds, keyword.toLowerCase(), cap)).map((match) => match.id);
      const byContent = terms.length ? await index.contentMatches(libraryIds, terms, cap) : [];
      const nameSet = new Set(byName);
      const contentSet = new Set(byContent);
      const all = [...new Set([...byName, ...byContent])].slice(0, cap);
      const { offset, limit } = pageWindow(query);
      const matches = all.slice(offset, offset + limit).map((id) => ({ id, nameHit: nameSet.has(id), contentHit: contentSet.has(id) }));
      const total = all.length;
      const rows = (await nodes.findManyWithPeople(matches.map((m) => m.id))) as NodeWithPeople[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const contentShas = matches.filter((m) => m.contentHit).map((m) => byId.get(m.id)?.blob_sha256).filter((sha): sha is string => Boolean(sha));
      const [libraryNames, chains, texts] = await Promise.all([
        libraries.names(rows.map((row) => row.library_id)),
        nodes.chains(rows.map((row) => row.parent_id!)),
        blobs.texts(contentShas, SNIPPET_SOURCE_CHARS),
      ]);
      const highlightTerms = queryTerms(keyword);
      const content: SearchHit[] = [];
      for (const match of matches) {
        const row = byId.get(match.id);
        if (!row) continue;
        const text = match.contentHit && row.blob_sha256 ? (texts.get(row.blob_sha256) ?? '') : '';
        content.push({
          node: presentNode(row),
          libraryName: libraryNames.get(row.library_id) ?? '',
          path: `/${(chains.get(row.parent_id!) ?? []).slice(1).join('/')}`,
          matchedName: match.nameHit,
          matchedContent: match.contentHit,
          nameHighlight: highlight(row.name, keyword, highlightTerms),
          snippet: text ? snippet(passageSource(row.name, text), keyword, highlightTerms, LIBRARY_LIMITS.snippetChars) : '',
        });
      }
      return { ...pageOf(content, total, query), capped: total >= cap };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
