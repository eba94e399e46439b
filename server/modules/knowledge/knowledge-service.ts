import { KNOWLEDGE_LIMITS } from '../../../contract/constants';
import type { Category, ClassifyItemsQuery, KnowledgeHome } from '../../../contract/knowledge';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import { errors } from '../../errors';
import { inOrder, type KnowledgeItems, type KnowledgeReaders } from './knowledge-items';
import type { ItemRef } from './knowledge-repo';
import type { KnowledgeRepositories } from './knowledge-repositories';

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** The classified knowledge base as everyone reads it: the tree, a category's items, follows and the home. */
export function knowledgeService(repos: KnowledgeRepositories, deps: KnowledgeReaders & { items: KnowledgeItems; now?: () => number }) {
  const { knowledge: repo } = repos;
  const { policy, items } = deps;
  const now = deps.now ?? Date.now;

  return {
    async tree(actor: Actor): Promise<Category[]> {
      const [categories, assignments] = await Promise.all([repo.categories(), repo.assignments()]);
      const refs = assignments.map((row) => ({ kind: row.item_kind, id: row.item_id }));
      const readable = await items.present(actor, refs);
      const counts = new Map<number, number>();
      for (const row of assignments) if (readable.has(`${row.item_kind}:${row.item_id}`)) counts.set(row.category_id, (counts.get(row.category_id) ?? 0) + 1);
      return categories.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, position: row.position, count: counts.get(row.id) ?? 0 }));
    },

    async items(actor: Actor, categoryId: number, query: ClassifyItemsQuery) {
      if (!(await repo.findCategory(categoryId))) throw errors.notFound();
      const rows = await repo.assignments(categoryId, query.kind);
      const list = await items.listed(
        actor,
        rows.map((row) => ({ kind: row.item_kind, id: row.item_id })),
      );
      const sign = query.order === 'ASC' ? 1 : -1;
      list.sort((a, b) => sign * (query.sort === 'name' ? collator.compare(a.name, b.name) || a.id - b.id : a.updatedAt - b.updatedAt || a.id - b.id));
      const { offset, limit } = pageWindow(query);
      return pageOf(list.slice(offset, offset + limit), list.length, query);
    },

    async follow(actor: Actor, ref: ItemRef, follow: boolean) {
      if (follow) await items.readable(actor, ref);
      await repo.follow(actor.id, ref, follow, now());
      return { followed: follow };
    },

    async followed(actor: Actor, paging: PageQuery) {
      const list = await items.listed(
        actor,
        (await repo.follows(actor.id)).map((row) => ({ kind: row.item_kind, id: row.item_id })),
      );
      const { offset, limit } = pageWindow(paging);
      return pageOf(list.slice(offset, offset + limit), list.length, paging);
    },

    async home(actor: Actor): Promise<KnowledgeHome> {
      const max = KNOWLEDGE_LIMITS.homeItems;
      const readable = await policy.readableLibraryIds(actor);
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
      const shown = await items.present(actor, [...recommendedRefs, ...followedRefs, ...recentRefs], new Set(readable));
      const recent = inOrder(recentRefs, shown)
        .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
        .slice(0, max);
      return { recommended: inOrder(recommendedRefs, shown).slice(0, max), recent, followed: inOrder(followedRefs, shown).slice(0, max) };
    },
  };
}

export type KnowledgeService = ReturnType<typeof knowledgeService>;
