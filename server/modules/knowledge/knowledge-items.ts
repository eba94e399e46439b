import type { KnowledgeItem, KnowledgeKind } from '../../../contract/knowledge';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { LibraryPolicy } from '../library/policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { type ItemRef, type KnowledgeRepo, refKey } from './knowledge-repo';

/** What decides who reads a knowledge item: the libraries' read policy and the wiki's page grants. */
export interface KnowledgeReaders {
  policy: Pick<LibraryPolicy, 'readableLibraryIds'>;
  wikiAccess: Pick<WikiPolicy, 'readablePages'>;
}

/** `items` in the order of `refs`, each once; refs without an item (unreadable, deleted) are skipped. */
export function inOrder(refs: ItemRef[], items: Map<string, KnowledgeItem>): KnowledgeItem[] {
  const seen = new Set<string>();
  const list: KnowledgeItem[] = [];
  for (const ref of refs) {
    const key = refKey(ref);
    const item = items.get(key);
    if (item && !seen.has(key)) {
      seen.add(key);
      list.push(item);
    }
  }
  return list;
}

/**
 * Knowledge items as a person sees them. What they may read is decided by the libraries' read policy
 * and the wiki's page grants (the same ones every library screen asks); an item they may not read is
 * left out before anything is counted, so a category's count and its list always agree.
 */
export function knowledgeItems(repo: KnowledgeRepo, { policy, wikiAccess }: KnowledgeReaders) {
  /** The live, readable items among `refs`, presented for this person; unreadable or deleted ones are absent. */
  async function present(actor: Actor, refs: ItemRef[], readable?: Set<number>): Promise<Map<string, KnowledgeItem>> {
    const result = new Map<string, KnowledgeItem>();
    if (!refs.length) return result;
    const readableLibraries = readable ?? new Set(await policy.readableLibraryIds(actor));
    const idsOf = (kinds: KnowledgeKind[]) => [...new Set(refs.filter((ref) => kinds.includes(ref.kind)).map((ref) => ref.id))];
    const [nodes, pages, follows] = await Promise.all([repo.nodes(idsOf(['file', 'folder'])), repo.pages(idsOf(['wiki'])), repo.follows(actor.id)]);
    const readableNodes = nodes.filter((node) => readableLibraries.has(node.library_id));
    const pageIds = await wikiAccess.readablePages(
      actor,
      pages.map((page) => ({ id: page.id, libraryId: page.library_id })),
      readableLibraries,
    );
    const readablePages = pages.filter((page) => pageIds.has(page.id));
    const libraryIds = [
      ...new Set([...idsOf(['library']).filter((libraryId) => readableLibraries.has(libraryId)), ...readableNodes.map((node) => node.library_id), ...readablePages.map((page) => page.library_id)]),
    ];
    const [libraries, maintainers] = await Promise.all([repo.libraries(libraryIds), repo.maintainers(libraryIds)]);
    const libraryById = new Map(libraries.map((library) => [library.id, library]));
    const followed = new Set(follows.map((row) => `${row.item_kind}:${row.item_id}`));
    const put = (kind: KnowledgeKind, id: number, name: string, libraryId: number, updatedAt: number) => {
      const library = libraryById.get(libraryId);
      if (!library) return;
      const key = `${kind}:${id}`;
      result.set(key, { kind, id, name, libraryId, libraryName: library.name, maintainers: maintainers.get(libraryId) ?? [], updatedAt: Number(updatedAt), followed: followed.has(key) });
    };
    for (const library of libraries) put('library', library.id, library.name, library.id, library.updated_at);
    for (const node of readableNodes) put(node.kind, node.id, node.name, node.library_id, node.updated_at);
    for (const page of readablePages) put('wiki', page.id, page.title, page.library_id, page.updated_at);
    // A ref names its kind: a node asked for as a 'file' that is a folder is not the item asked for.
    const wanted = new Set(refs.map(refKey));
    for (const key of result.keys()) if (!wanted.has(key)) result.delete(key);
    return result;
  }

  return {
    present,

    /** One item's name for a record, or its reference when the person can no longer read it. */
    async nameOf(actor: Actor, ref: ItemRef): Promise<string> {
      return (await present(actor, [ref])).get(refKey(ref))?.name ?? refKey(ref);
    },

    /** One readable item or 404 (deleted, missing, or not the person's to read: the same answer). */
    async readable(actor: Actor, ref: ItemRef): Promise<KnowledgeItem> {
      const item = (await present(actor, [ref])).get(refKey(ref));
      if (!item) throw errors.notFound();
      return item;
    },

    /** The readable ones among `refs`, in their order. */
    async listed(actor: Actor, refs: ItemRef[], readable?: Set<number>): Promise<KnowledgeItem[]> {
      return inOrder(refs, await present(actor, refs, readable));
    },
  };
}

export type KnowledgeItems = ReturnType<typeof knowledgeItems>;
