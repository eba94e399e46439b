import { LIBRARY_LIMITS } from '../../contract/constants';
import type { SearchHit, SearchQuery } from '../../contract/search';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { type NodeWithPeople, presentNode } from '../modules/files/file-presenter';
import { nodeRepo } from '../modules/files/node-repo';
import { blobRepo } from '../modules/files/blob-repo';
import { libraryRepo } from '../modules/library/library-repo';
import type { LibraryPolicy } from '../modules/library/policy';
import { highlight, snippet } from './highlight';
import { searchIndex } from './search-index';
import { queryTerms } from './segmenter';

/**
 * Search by name and by the words inside files, in one library or across every library the caller can
 * read. Only live files and folders of readable, live libraries are ever looked at.
 */
export function searchService(db: Db, policy: LibraryPolicy) {
  const index = searchIndex(db);
  const nodes = nodeRepo(db);
  const blobs = blobRepo(db);
  const libraries = libraryRepo(db);

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
      const { matches, total } = await index.query({
        libraryIds,
        nameFragment: query.scope === 'content' ? null : keyword.toLowerCase(),
        terms,
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      const rows = (await nodes.findManyWithPeople(matches.map((m) => m.id))) as NodeWithPeople[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const names = new Map<number, string>();
      const highlightTerms = [keyword, ...queryTerms(keyword)];
      const content: SearchHit[] = [];
      for (const match of matches) {
        const row = byId.get(match.id);
        if (!row) continue;
        if (!names.has(row.library_id)) names.set(row.library_id, (await libraries.findById(row.library_id))?.name ?? '');
        const chain = await nodes.ancestry(row.parent_id!);
        const text = match.contentHit && row.blob_sha256 ? ((await blobs.text(row.blob_sha256)) ?? '') : '';
        content.push({
          node: presentNode(row),
          libraryName: names.get(row.library_id)!,
          path: `/${chain.slice(1).map((step) => step.name).join('/')}`,
          matchedName: match.nameHit,
          matchedContent: match.contentHit,
          nameHighlight: highlight(row.name, highlightTerms),
          snippet: text ? snippet(text, highlightTerms, LIBRARY_LIMITS.snippetChars) : '',
        });
      }
      return { content, total, pageNum: query.pageNum, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
