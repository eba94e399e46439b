import {
  type Category,
  type ClassifyItemsQuery,
  KNOWLEDGE_LIMITS,
  type KnowledgeHome,
  type KnowledgeItem,
  type KnowledgeKind,
  type Recommendation,
} from '../../../contract/knowledge';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { pageOf, pageWindow } from '../../db/paging';
import { errors } from '../../errors';
import type { LibraryPolicy } from '../library/policy';
import { adminRecord } from '../manage/admin-record-repo';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { type ItemRef, knowledgeRepo, refKey } from './knowledge-repo';

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/**
 * The classified knowledge base. What a person sees of it is decided by the libraries' read policy and
 * the wiki's page grants (the same ones every library screen asks); an item they may not read is left
 * out before anything is counted, so a category's count and its list always agree.
 */
export function knowledgeService(db: Db, policy: Pick<LibraryPolicy, 'readableLibraryIds'>, wikiAccess: Pick<WikiPolicy, 'readablePages'>, now = () => Date.now()) {
  const repo = knowledgeRepo(db);

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

  function inOrder(refs: ItemRef[], items: Map<string, KnowledgeItem>): KnowledgeItem[] {
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

  /** One readable item or 404 (deleted, missing, or not the person's to read: the same answer). */
  async function readableItem(actor: Actor, ref: ItemRef): Promise<KnowledgeItem> {
    const item = (await present(actor, [ref])).get(refKey(ref));
    if (!item) throw errors.notFound();
    return item;
  }

  async function category(id: number) {
    const found = await repo.findCategory(id);
    if (!found) throw errors.notFound();
    return found;
  }

  /** The chain of category ids from `id` up to the top. */
  function chainOf(id: number | null, byId: Map<number, { parent_id: number | null }>): number[] {
    const chain: number[] = [];
    let at = id;
    while (at !== null && chain.length <= KNOWLEDGE_LIMITS.categoriesMax) {
      chain.push(at);
      at = byId.get(at)?.parent_id ?? null;
    }
    return chain;
  }

  function depthBelow(id: number, all: { id: number; parent_id: number | null }[]): number {
    const children = all.filter((row) => row.parent_id === id);
    return children.length ? 1 + Math.max(...children.map((child) => depthBelow(child.id, all))) : 0;
  }

  /** Renumbers siblings 0..n in the given order. */
  async function renumber(executor: ReturnType<typeof knowledgeRepo>, ids: number[], at: number) {
    for (const [position, id] of ids.entries()) await executor.updateCategory(id, { position }, at);
  }

  function transaction<T>(work: (repo: ReturnType<typeof knowledgeRepo>, record: ReturnType<typeof adminRecord>) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(knowledgeRepo(trx), adminRecord(trx)));
  }

  const day = (at: number) => new Date(at).toISOString().slice(0, 10);

  return {
    async tree(actor: Actor): Promise<Category[]> {
      const [categories, assignments] = await Promise.all([repo.categories(), repo.assignments()]);
      const refs = assignments.map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const items = await present(actor, refs);
      const counts = new Map<number, number>();
      for (const row of assignments) if (items.has(`${row.item_kind}:${row.item_id}`)) counts.set(row.category_id, (counts.get(row.category_id) ?? 0) + 1);
      return categories.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, position: row.position, count: counts.get(row.id) ?? 0 }));
    },

    async items(actor: Actor, categoryId: number, query: ClassifyItemsQuery) {
      await category(categoryId);
      const rows = await repo.assignments(categoryId, query.kind);
      const refs = rows.map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const list = inOrder(refs, await present(actor, refs));
      const sign = query.order === 'ASC' ? 1 : -1;
      list.sort((a, b) => sign * (query.sort === 'name' ? collator.compare(a.name, b.name) || a.id - b.id : a.updatedAt - b.updatedAt || a.id - b.id));
      const { offset, limit } = pageWindow(query);
      return pageOf(list.slice(offset, offset + limit), list.length, query);
    },

    async follow(actor: Actor, ref: ItemRef, follow: boolean) {
      if (follow) await readableItem(actor, ref);
      await repo.follow(actor.id, ref, follow, now());
      return { followed: follow };
    },

    async followed(actor: Actor, paging: PageQuery) {
      const refs = (await repo.follows(actor.id)).map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const list = inOrder(refs, await present(actor, refs));
      const { offset, limit } = pageWindow(paging);
      return pageOf(list.slice(offset, offset + limit), list.length, paging);
    },

    async home(actor: Actor): Promise<KnowledgeHome> {
      const max = KNOWLEDGE_LIMITS.homeItems;
      const readable = await policy.readableLibraryIds(actor);
      const readableSet = new Set(readable);
      const at = now();
      const [recommendations, follows, files, pages] = await Promise.all([
        repo.recommendations(),
        repo.follows(actor.id),
        repo.recentFiles(readable, max),
        // Hidden pages are dropped after the read, so more are read than shown.
        repo.recentPages(readable, max * 5),
      ]);
      const recommendedRefs = recommendations.filter((row) => row.expires_at === null || Number(row.expires_at) > at).map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const followedRefs = follows.map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const recentRefs = [...files.map((row) => ({ kind: 'file' as const, id: row.id })), ...pages.map((row) => ({ kind: 'wiki' as const, id: row.id }))];
      const items = await present(actor, [...recommendedRefs, ...followedRefs, ...recentRefs], readableSet);
      const recent = inOrder(recentRefs, items)
        .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
        .slice(0, max);
      return { recommended: inOrder(recommendedRefs, items).slice(0, max), recent, followed: inOrder(followedRefs, items).slice(0, max) };
    },

    // The back office: the tree.
    async create(actor: Actor, name: string, parentId: number | null): Promise<Category> {
      backOfficePolicy.authorize(actor, 'administer');
      return transaction(async (tx, record) => {
        const all = await tx.categories();
        if (all.length >= KNOWLEDGE_LIMITS.categoriesMax) throw errors.badRequest('classifyTooMany', { count: KNOWLEDGE_LIMITS.categoriesMax });
        if (parentId !== null) {
          if (!all.some((row) => row.id === parentId)) throw errors.notFound();
          if (chainOf(parentId, new Map(all.map((row) => [row.id, row]))).length >= KNOWLEDGE_LIMITS.depthMax)
            throw errors.badRequest('classifyTooDeep', { count: KNOWLEDGE_LIMITS.depthMax });
        }
        const position = all.filter((row) => row.parent_id === parentId).length;
        const id = await tx.insertCategory(parentId, name, position, now());
        await record.record({ actorId: actor.id, action: 'CLASSIFY_CREATE', subject: name });
        return { id, parentId, name, position, count: 0 };
      });
    },

    async rename(actor: Actor, id: number, name: string) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(id);
      await transaction(async (tx, record) => {
        await tx.updateCategory(id, { name }, now());
        await record.record({ actorId: actor.id, action: 'CLASSIFY_UPDATE', subject: found.name === name ? name : `${found.name} → ${name}` });
      });
    },

    async move(actor: Actor, id: number, parentId: number | null, position: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(id);
      await transaction(async (tx, record) => {
        const all = await tx.categories();
        const byId = new Map(all.map((row) => [row.id, row]));
        if (parentId !== null) {
          if (!byId.has(parentId)) throw errors.notFound();
          if (chainOf(parentId, byId).includes(id)) throw errors.badRequest('classifyMoveIntoItself');
          if (chainOf(parentId, byId).length + 1 + depthBelow(id, all) > KNOWLEDGE_LIMITS.depthMax) throw errors.badRequest('classifyTooDeep', { count: KNOWLEDGE_LIMITS.depthMax });
        }
        const at = now();
        const siblings = all.filter((row) => row.parent_id === parentId && row.id !== id).map((row) => row.id);
        siblings.splice(Math.min(position, siblings.length), 0, id);
        if (found.parent_id !== parentId) {
          await tx.updateCategory(id, { parent_id: parentId }, at);
          await renumber(
            tx,
            all.filter((row) => row.parent_id === found.parent_id && row.id !== id).map((row) => row.id),
            at,
          );
        }
        await renumber(tx, siblings, at);
        const target = parentId === null ? null : byId.get(parentId)!.name;
        await record.record({
          actorId: actor.id,
          action: 'CLASSIFY_MOVE',
          subject: found.name,
          informationKey: 'classifyMovedTo',
          informationParams: { target: target ?? '/' },
        });
      });
    },

    /** Deletes a category: its sub-categories and items move up to its parent; at the top its items are unassigned. */
    async remove(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(id);
      return transaction(async (tx, record) => {
        const all = await tx.categories();
        const at = now();
        const children = all.filter((row) => row.parent_id === id).map((row) => row.id);
        const siblings = all.filter((row) => row.parent_id === found.parent_id && row.id !== id).map((row) => row.id);
        // Children take the deleted category's place among its siblings, in their order.
        const place = all.filter((row) => row.parent_id === found.parent_id).findIndex((row) => row.id === id);
        siblings.splice(Math.max(place, 0), 0, ...children);
        for (const child of children) await tx.updateCategory(child, { parent_id: found.parent_id }, at);
        await renumber(tx, siblings, at);
        const items = await tx.countItems(id);
        const movedItems = found.parent_id === null ? 0 : await tx.moveItems(id, found.parent_id);
        const unassignedItems = items - movedItems;
        await tx.deleteCategory(id);
        await record.record({
          actorId: actor.id,
          action: 'CLASSIFY_DELETE',
          subject: found.name,
          informationKey: 'classifyDeleted',
          informationParams: { categories: children.length, items: movedItems, unassigned: unassignedItems },
        });
        return { movedCategories: children.length, movedItems, unassignedItems };
      });
    },

    async candidates(actor: Actor, keyword: string, kind: KnowledgeKind | undefined) {
      backOfficePolicy.authorize(actor, 'administer');
      const readable = await policy.readableLibraryIds(actor);
      const refs = await repo.named(readable, keyword.normalize('NFC'), kind, KNOWLEDGE_LIMITS.candidatesMax);
      return inOrder(refs, await present(actor, refs, new Set(readable))).slice(0, KNOWLEDGE_LIMITS.candidatesMax);
    },

    async assign(actor: Actor, categoryId: number, ref: ItemRef) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(categoryId);
      const item = await readableItem(actor, ref);
      await transaction(async (tx, record) => {
        if (!(await tx.assign(categoryId, ref, actor.id, now()))) throw errors.conflict('classifyAlreadyAssigned');
        await record.record({ actorId: actor.id, action: 'CLASSIFY_ASSIGN', subject: `${found.name} / ${item.name}` });
      });
    },

    async unassign(actor: Actor, categoryId: number, ref: ItemRef) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(categoryId);
      const item = (await present(actor, [ref])).get(refKey(ref));
      await transaction(async (tx, record) => {
        if (!(await tx.unassign(categoryId, ref))) throw errors.notFound();
        await record.record({ actorId: actor.id, action: 'CLASSIFY_UNASSIGN', subject: `${found.name} / ${item?.name ?? refKey(ref)}` });
      });
    },

    // The back office: recommendations.
    async recommendations(actor: Actor): Promise<Recommendation[]> {
      backOfficePolicy.authorize(actor, 'administer');
      const rows = await repo.recommendations();
      const items = await present(
        actor,
        rows.map((row) => ({ kind: row.item_kind, id: row.item_id })),
      );
      const at = now();
      return rows.map((row) => ({
        id: row.id,
        position: row.position,
        expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        expired: row.expires_at !== null && Number(row.expires_at) <= at,
        createdBy: row.account ? { account: row.account, name: row.name ?? row.account } : null,
        item: items.get(`${row.item_kind}:${row.item_id}`) ?? null,
        itemKind: row.item_kind,
        itemId: row.item_id,
      }));
    },

    async recommend(actor: Actor, ref: ItemRef, expiresAt: number | null) {
      backOfficePolicy.authorize(actor, 'administer');
      const item = await readableItem(actor, ref);
      return transaction(async (tx, record) => {
        if (await tx.findRecommendationOf(ref)) throw errors.conflict('recommendAlready');
        const rows = await tx.recommendations();
        if (rows.length >= KNOWLEDGE_LIMITS.recommendationsMax) throw errors.badRequest('recommendTooMany', { count: KNOWLEDGE_LIMITS.recommendationsMax });
        const position = rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
        const id = await tx.insertRecommendation(ref, position, expiresAt, actor.id, now());
        await record.record({
          actorId: actor.id,
          action: 'RECOMMEND',
          subject: item.name,
          ...(expiresAt !== null ? { informationKey: 'recommendExpires' as const, informationParams: { date: day(expiresAt) } } : {}),
        });
        return { id };
      });
    },

    async setExpiry(actor: Actor, id: number, expiresAt: number | null) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findRecommendation(id);
      if (!found) throw errors.notFound();
      const item = (await present(actor, [{ kind: found.item_kind, id: found.item_id }])).get(`${found.item_kind}:${found.item_id}`);
      await transaction(async (tx, record) => {
        await tx.updateRecommendation(id, { expires_at: expiresAt });
        await record.record({
          actorId: actor.id,
          action: 'RECOMMEND',
          subject: item?.name ?? `${found.item_kind}:${found.item_id}`,
          ...(expiresAt !== null ? { informationKey: 'recommendExpires' as const, informationParams: { date: day(expiresAt) } } : {}),
        });
      });
    },

    async reorder(actor: Actor, ids: number[]) {
      backOfficePolicy.authorize(actor, 'administer');
      const before = await repo.recommendations();
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const items = await present(actor, before.map((row) => ({ kind: row.item_kind, id: row.item_id })));
      await transaction(async (tx, record) => {
        const rows = await tx.recommendations();
        const known = new Set(rows.map((row) => row.id));
        if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !known.has(id))) throw errors.badRequest('recommendOrderMismatch');
        for (const [position, id] of ids.entries()) await tx.updateRecommendation(id, { position });
        const byId = new Map(rows.map((row) => [row.id, items.get(`${row.item_kind}:${row.item_id}`)?.name ?? `${row.item_kind}:${row.item_id}`]));
        await record.record({ actorId: actor.id, action: 'RECOMMEND', subject: ids.map((id) => byId.get(id)).join(', ') });
      });
    },

    async unrecommend(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await repo.findRecommendation(id);
      if (!found) throw errors.notFound();
      const item = (await present(actor, [{ kind: found.item_kind, id: found.item_id }])).get(`${found.item_kind}:${found.item_id}`);
      await transaction(async (tx, record) => {
        await tx.deleteRecommendation(id);
        await record.record({ actorId: actor.id, action: 'UNRECOMMEND', subject: item?.name ?? `${found.item_kind}:${found.item_id}` });
      });
    },
  };
}

export type KnowledgeService = ReturnType<typeof knowledgeService>;
