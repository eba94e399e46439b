
import { WIKI_LIMITS } from '../../../contract/constants';
import { auditRepo } from '../../audit/audit-repo';
import { indexTokens } from '../search-index/segmenter';
import type { WikiVersionRow } from './wiki-document-repo';
import { wikiErrors } from './wiki-errors';
import type { WikiReports } from './wiki-reports';
import type { WikiRepositories } from './wiki-repositories';
import { stateText } from './yjs-content';

const MEGABYTE = 1024 * 1024;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

/**
 * What is kept of a page's content: its Yjs state with the text derived from it (the search index follows
 * each store), and the versions taken of it. Both live editing and the REST calls go through here.
 */
export function wikiDocumentService(repos: WikiRepositories, deps: { now?: () => number; reports?: WikiReports } = {}) {
  const now = deps.now ?? Date.now;
  const { wikiDocuments: documents } = repos;

  /**
   * The audit's record of live editing: one per version the edits make, in its transaction, by its last
   * author (the others counted). Live edits come over a socket, so the record names no address.
   */
  async function auditEdit(tx: WikiRepositories, pageId: number, authors: number[]) {
    const page = await tx.wikiPages.findById(pageId);
    if (!page) return;
    await auditRepo(tx.executor).insert(
      {
        action: 'PAGE_EDIT',
        actorId: authors.at(-1) ?? null,
        account: null,
        libraryId: page.library_id,
        subjectId: page.id,
        subjectName: page.title,
        information: authors.length > 1 ? { key: 'auditAuthors', params: { count: authors.length } } : null,
      },
      { ip: null, userAgent: null, tokenId: null },
      now(),
    );
  }

  /** Takes a version of the stored state in the caller's transaction, with the authors since the last one. */
  async function addVersion(tx: WikiRepositories, pageId: number, kind: WikiVersionRow['kind'], name: string, createdBy: number | null, restoredFrom: number | null) {
    const document = await tx.wikiDocuments.get(pageId);
    const claimed = await tx.wikiDocuments.claimPending(pageId);
    // Another instance versioned these changes a moment ago.
    if (claimed === null && kind === 'auto') return null;
    const pending = claimed ?? [];
    const authors = createdBy !== null && kind !== 'auto' && !pending.includes(createdBy) ? [...pending, createdBy] : pending;
    if (kind === 'auto') await auditEdit(tx, pageId, authors);
    const id = await tx.wikiDocuments.addVersion({
      pageId,
      name,
      kind,
      state: document?.state ?? new Uint8Array(),
      text: document?.text ?? '',
      authors,
      restoredFrom,
      createdBy,
      at: now(),
    });
    return { id, by: createdBy ?? authors.at(-1) ?? null };
  }

  return {
    async load(pageId: number): Promise<Uint8Array | null> {
      return (await documents.get(pageId))?.state ?? null;
    },

    /**
     * Stores a page's state (refused past the size limit: the page keeps its last good state) and
     * re-indexes its title and text. Returns false when the state was already the stored one.
     */
    async store(pageId: number, state: Uint8Array, authors: number[], options: { versioned?: boolean } = {}): Promise<boolean> {
      if (state.length > WIKI_LIMITS.stateBytesMax) throw wikiErrors.tooLarge(WIKI_LIMITS.stateBytesMax / MEGABYTE);
      const page = await repos.wikiPages.findById(pageId);
      if (!page) return false;
      const existing = await documents.get(pageId);
      if (existing && sameBytes(existing.state, state)) return false;
      // Every store of live editing comes through here: the Markdown, costly on a long page, is not needed.
      const { text } = stateText(state);
      const at = now();
      await repos.transaction(async (tx) => {
        await tx.wikiDocuments.put(pageId, { state, text, at, authors, versioned: options.versioned });
        await tx.wikiSearch.put(pageId, indexTokens(`${page.title}\n${text}`));
        if (authors.length) await tx.wikiPages.update(pageId, { updated_at: at, updated_by: authors[authors.length - 1]! });
      });
      return true;
    },

    /** A version of the page as stored now; `auto` ones only when something changed since the last. */
    /** Reported once committed: one report per version, by whoever made it (an automatic one's last author). */
    async takeVersion(pageId: number, kind: WikiVersionRow['kind'], name: string, createdBy: number | null, restoredFrom: number | null = null): Promise<number | null> {
      const taken = await repos.transaction((tx) => addVersion(tx, pageId, kind, name, createdBy, restoredFrom));
      if (!taken) return null;
      const page = deps.reports ? await repos.wikiPages.findById(pageId) : undefined;
      if (page) await deps.reports!.pageChanged({ actorId: taken.by, change: 'version', libraryId: page.library_id, pageId });
      return taken.id;
    },

    /** Versions every page whose editing has paused for `quietMs`; safe on several instances at once. */
    async versionPaused(quietMs: number): Promise<number> {
      let taken = 0;
      for (const pageId of await documents.unversionedBefore(now() - quietMs)) {
        if ((await this.takeVersion(pageId, 'auto', '', null)) !== null) taken++;
      }
      return taken;
    },
  };
}

export type WikiDocumentService = ReturnType<typeof wikiDocumentService>;
