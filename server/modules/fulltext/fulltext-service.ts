import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { FulltextHit, FulltextQuery, FulltextResult } from '../../../contract/fulltext';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import { errors } from '../../errors';
import { presentNode } from '../files/file-presenter';
import type { FileRepos } from '../files/file-repositories';
import type { KnowledgeRepo } from '../knowledge/knowledge-repo';
import type { LibraryPolicy } from '../library/policy';
import { highlight, snippet } from '../search/highlight';
import { passageSource } from '../search/markdown-text';
import { queryTerms } from '../search-index/segmenter';
import type { UserRepo } from '../users/repo';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { pathOf } from '../wiki/wiki-presenter';
import type { WikiRepos } from '../wiki/wiki-repositories';
import { type ClassificationScope, classificationScope } from './classification-scope';

/** Snippets are cut from the first part of a text: a match further in still ranks, it just shows no passage. */
const SNIPPET_SOURCE_CHARS = 200_000;

type Source = 'node' | 'page';
interface Match {
  source: Source;
  id: number;
  matchedName: boolean;
  matchedContent: boolean;
}

/** Two lists taken in turn, one item of each, then what is left of the longer. */
function alternate<T>(a: T[], b: T[]): T[] {
  const merged: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) merged.push(a[i]!);
    if (i < b.length) merged.push(b[i]!);
  }
  return merged;
}

/**
 * The knowledge area's search across every library the person can read: file and folder names, file
 * contents, wiki titles and bodies. Names and titles that match come first, most recently changed first;
 * then contents, files and pages in turn, each by relevance. Wiki pages hidden by grants are dropped
 * before anything is counted, so a total never tells that a hidden page exists.
 */
export function fulltextService(repos: FileRepos & WikiRepos & { users: UserRepo; knowledge: KnowledgeRepo }, deps: { policy: LibraryPolicy; wikiAccess: WikiPolicy }) {
  const { users } = repos;
  const { policy, wikiAccess } = deps;

  /** The libraries searched: every readable one, or the one asked for (404 missing, 403 unreadable). */
  async function librariesOf(actor: Actor, libraryId: number | undefined): Promise<number[]> {
    if (libraryId === undefined) return policy.readableLibraryIds(actor);
    const library = await repos.libraries.findById(libraryId);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    await policy.authorize(actor, 'read', library);
    return [library.id];
  }

  /** Of these files and folders, those the category covers: in a library assigned whole, or at or below an assigned one. */
  async function nodesInScope(scope: ClassificationScope, nodeIds: number[]): Promise<Set<number>> {
    const unique = [...new Set(nodeIds)];
    const rows = await repos.nodes.findByIds(unique);
    return new Set(rows.filter((row) => scope.wholeLibraries.has(row.library_id) || scope.nodes.has(row.id)).map((row) => row.id));
  }

  async function matches(actor: Actor, query: FulltextQuery, readableLibraries: number[]) {
    const keyword = query.keyword.normalize('NFC');
    const fragment = keyword.toLowerCase();
    const terms = queryTerms(keyword);
    const cap = LIBRARY_LIMITS.searchResultsMax;
    let createdBy: number | undefined;
    if (query.owner !== undefined) {
      const owner = await users.findByAccount(query.owner.trim());
      if (!owner) return { list: [] as Match[], capped: false };
      createdBy = owner.id;
    }
    // A category narrows the libraries searched first, then the hits within them.
    const scope = query.classifyId === undefined ? null : await classificationScope(repos, query.classifyId);
    const libraryIds = scope ? readableLibraries.filter((id) => scope.libraryIds.has(id)) : readableLibraries;
    const time = { from: query.from, to: query.to, createdBy };
    const files = query.kind !== 'wiki';
    const pages = query.kind === undefined || query.kind === 'wiki';
    const nodeKind = query.kind === 'file' || query.kind === 'folder' ? query.kind : undefined;
    const [allNodeNames, allNodeContents, pageTitles, pageBodies] = await Promise.all([
      files ? repos.searchIndex.nameMatches(libraryIds, fragment, cap, { ...time, kind: nodeKind }) : [],
      files ? repos.searchIndex.contentMatches(libraryIds, terms, cap, { ...time, kind: nodeKind }) : [],
      pages ? repos.wikiSearch.titleMatches(libraryIds, fragment, cap, time) : [],
      pages ? repos.wikiSearch.bodyMatches(libraryIds, terms, cap, time) : [],
    ]);
    const readable = await wikiAccess.readablePages(actor, [...pageTitles, ...pageBodies], new Set(libraryIds));
    const pageKept = (page: { id: number; libraryId: number }) => readable.has(page.id) && (!scope || scope.wholeLibraries.has(page.libraryId) || scope.pages.has(page.id));
    const titles = pageTitles.filter(pageKept);
    const bodies = pageBodies.filter(pageKept);
    const covered = scope ? await nodesInScope(scope, [...allNodeNames.map((match) => match.id), ...allNodeContents]) : null;
    const nodeNames = covered ? allNodeNames.filter((match) => covered.has(match.id)) : allNodeNames;
    const nodeContents = covered ? allNodeContents.filter((id) => covered.has(id)) : allNodeContents;

    const contentNodes = new Set(nodeContents);
    const bodyPages = new Set(bodies.map((page) => page.id));
    const named = [
      ...nodeNames.map((match) => ({ source: 'node' as const, id: match.id, at: match.updatedAt, content: contentNodes.has(match.id) })),
      ...titles.map((match) => ({ source: 'page' as const, id: match.id, at: match.updatedAt, content: bodyPages.has(match.id) })),
    ].sort((a, b) => b.at - a.at || b.id - a.id);
    const namedKeys = new Set(named.map((match) => `${match.source}${match.id}`));
    const contents = alternate<Match>(
      nodeContents.filter((id) => !namedKeys.has(`node${id}`)).map((id) => ({ source: 'node', id, matchedName: false, matchedContent: true })),
      bodies.filter((page) => !namedKeys.has(`page${page.id}`)).map((page) => ({ source: 'page', id: page.id, matchedName: false, matchedContent: true })),
    );
    const list: Match[] = [...named.map((match) => ({ source: match.source, id: match.id, matchedName: true, matchedContent: match.content })), ...contents];
    const capped = [allNodeNames, allNodeContents, pageTitles, pageBodies].some((source) => source.length >= cap);
    return { list, capped };
  }

  async function presentNodes(ids: number[], keyword: string, terms: string[], contentIds: Set<number>) {
    const rows = await repos.nodes.findManyWithPeople(ids);
    const contentShas = rows.filter((row) => contentIds.has(row.id) && row.blob_sha256).map((row) => row.blob_sha256!);
    const [libraryNames, chains, texts] = await Promise.all([
      repos.libraries.names(rows.map((row) => row.library_id)),
      repos.nodes.chains(rows.map((row) => row.parent_id!)),
      repos.blobs.texts(contentShas, SNIPPET_SOURCE_CHARS),
    ]);
    const byId = new Map<number, Omit<FulltextHit, 'matchedName' | 'matchedContent'>>();
    for (const row of rows) {
      const node = presentNode(row);
      const text = contentIds.has(row.id) && row.blob_sha256 ? (texts.get(row.blob_sha256) ?? '') : '';
      byId.set(row.id, {
        kind: node.kind === 'folder' ? 'folder' : 'file',
        id: node.id,
        libraryId: node.libraryId,
        libraryName: libraryNames.get(row.library_id) ?? '',
        name: node.name,
        path: `/${(chains.get(row.parent_id!) ?? []).slice(1).join('/')}`,
        size: node.kind === 'folder' ? null : node.size,
        owner: node.createdBy,
        updatedAt: node.updatedAt,
        nameHighlight: highlight(row.name, keyword, terms),
        snippet: text ? snippet(passageSource(row.name, text), keyword, terms, LIBRARY_LIMITS.snippetChars) : '',
      });
    }
    return byId;
  }

  async function presentPages(ids: number[], keyword: string, terms: string[]) {
    const rows = await repos.wikiPages.findManyWithPeople(ids);
    const [libraryNames, texts, trees] = await Promise.all([
      repos.libraries.names(rows.map((row) => row.library_id)),
      repos.wikiDocuments.texts(ids),
      Promise.all([...new Set(rows.map((row) => row.library_id))].map(async (libraryId) => repos.wikiPages.allPages(libraryId))),
    ]);
    const tree = new Map(trees.flat().map((page) => [page.id, page]));
    const byId = new Map<number, Omit<FulltextHit, 'matchedName' | 'matchedContent'>>();
    for (const row of rows) {
      byId.set(row.id, {
        kind: 'wiki',
        id: row.id,
        libraryId: row.library_id,
        libraryName: libraryNames.get(row.library_id) ?? '',
        name: row.title,
        path: `/${pathOf(row.id, tree)
          .map((crumb) => crumb.title)
          .join('/')}`,
        size: null,
        owner: row.creator_account ? { account: row.creator_account, name: row.creator_name ?? row.creator_account } : null,
        updatedAt: Number(row.updated_at),
        nameHighlight: highlight(row.title, keyword, terms),
        snippet: snippet(texts.get(row.id) ?? '', keyword, terms, LIBRARY_LIMITS.snippetChars),
      });
    }
    return byId;
  }

  return {
    async search(actor: Actor, query: FulltextQuery): Promise<FulltextResult> {
      const libraryIds = await librariesOf(actor, query.libraryId);
      const { list, capped } = await matches(actor, query, libraryIds);
      const { offset, limit } = pageWindow(query);
      const slice = list.slice(offset, offset + limit);
      const keyword = query.keyword.normalize('NFC');
      const terms = queryTerms(keyword);
      const nodeIds = slice.filter((match) => match.source === 'node');
      const [nodes, pages] = await Promise.all([
        presentNodes(
          nodeIds.map((match) => match.id),
          keyword,
          terms,
          new Set(nodeIds.filter((match) => match.matchedContent).map((match) => match.id)),
        ),
        presentPages(
          slice.filter((match) => match.source === 'page').map((match) => match.id),
          keyword,
          terms,
        ),
      ]);
      const content: FulltextHit[] = [];
      for (const match of slice) {
        const hit = (match.source === 'node' ? nodes : pages).get(match.id);
        if (hit) content.push({ ...hit, matchedName: match.matchedName, matchedContent: match.matchedContent });
      }
      return { ...pageOf(content, list.length, query), capped };
    },
  };
}

export type FulltextService = ReturnType<typeof fulltextService>;
