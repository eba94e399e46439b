import { KNOWLEDGE_LIMITS } from '../../../contract/constants';
import type { Category, KnowledgeKind } from '../../../contract/knowledge';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { LibraryPolicy } from '../library/policy';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { KnowledgeItems } from './knowledge-items';
import type { ItemRef, KnowledgeRepo } from './knowledge-repo';
import type { KnowledgeRepositories } from './knowledge-repositories';

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
async function renumber(repo: KnowledgeRepo, ids: number[], at: number) {
  for (const [position, id] of ids.entries()) await repo.updateCategory(id, { position }, at);
}

/**
 * The back office's classification: the category tree and which items each category holds. Every
 * change is one transaction with its line in the back office's history.
 */
export function classifyService(repos: KnowledgeRepositories, deps: { policy: Pick<LibraryPolicy, 'readableLibraryIds'>; items: KnowledgeItems; now?: () => number }) {
  const { policy, items } = deps;
  const now = deps.now ?? Date.now;

  async function category(id: number) {
    const found = await repos.knowledge.findCategory(id);
    if (!found) throw errors.notFound();
    return found;
  }

  return {
    async create(actor: Actor, name: string, parentId: number | null): Promise<Category> {
      backOfficePolicy.authorize(actor, 'administer');
      return repos.transaction(async ({ knowledge, adminRecord }) => {
        const all = await knowledge.categories();
        if (all.length >= KNOWLEDGE_LIMITS.categoriesMax) throw errors.badRequest('classifyTooMany', { count: KNOWLEDGE_LIMITS.categoriesMax });
        if (parentId !== null) {
          if (!all.some((row) => row.id === parentId)) throw errors.notFound();
          if (chainOf(parentId, new Map(all.map((row) => [row.id, row]))).length >= KNOWLEDGE_LIMITS.depthMax)
            throw errors.badRequest('classifyTooDeep', { count: KNOWLEDGE_LIMITS.depthMax });
        }
        const position = all.filter((row) => row.parent_id === parentId).length;
        const id = await knowledge.insertCategory(parentId, name, position, now());
        await adminRecord.record({ actorId: actor.id, action: 'CLASSIFY_CREATE', subject: name });
        return { id, parentId, name, position, count: 0 };
      });
    },

    async rename(actor: Actor, id: number, name: string) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(id);
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        await knowledge.updateCategory(id, { name }, now());
        await adminRecord.record({ actorId: actor.id, action: 'CLASSIFY_UPDATE', subject: found.name === name ? name : `${found.name} → ${name}` });
      });
    },

    async move(actor: Actor, id: number, parentId: number | null, position: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(id);
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        const all = await knowledge.categories();
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
          await knowledge.updateCategory(id, { parent_id: parentId }, at);
          await renumber(
            knowledge,
            all.filter((row) => row.parent_id === found.parent_id && row.id !== id).map((row) => row.id),
            at,
          );
        }
        await renumber(knowledge, siblings, at);
        const target = parentId === null ? null : byId.get(parentId)!.name;
        await adminRecord.record({
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
      return repos.transaction(async ({ knowledge, adminRecord }) => {
        const all = await knowledge.categories();
        const at = now();
        const children = all.filter((row) => row.parent_id === id).map((row) => row.id);
        const siblings = all.filter((row) => row.parent_id === found.parent_id && row.id !== id).map((row) => row.id);
        // Children take the deleted category's place among its siblings, in their order.
        const place = all.filter((row) => row.parent_id === found.parent_id).findIndex((row) => row.id === id);
        siblings.splice(Math.max(place, 0), 0, ...children);
        for (const child of children) await knowledge.updateCategory(child, { parent_id: found.parent_id }, at);
        await renumber(knowledge, siblings, at);
        const count = await knowledge.countItems(id);
        const movedItems = found.parent_id === null ? 0 : await knowledge.moveItems(id, found.parent_id);
        const unassignedItems = count - movedItems;
        await knowledge.deleteCategory(id);
        await adminRecord.record({
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
      const refs = await repos.knowledge.named(readable, keyword.normalize('NFC'), kind, KNOWLEDGE_LIMITS.candidatesMax);
      return (await items.listed(actor, refs, new Set(readable))).slice(0, KNOWLEDGE_LIMITS.candidatesMax);
    },

    async assign(actor: Actor, categoryId: number, ref: ItemRef) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(categoryId);
      const item = await items.readable(actor, ref);
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        if (!(await knowledge.assign(categoryId, ref, actor.id, now()))) throw errors.conflict('classifyAlreadyAssigned');
        await adminRecord.record({ actorId: actor.id, action: 'CLASSIFY_ASSIGN', subject: `${found.name} / ${item.name}` });
      });
    },

    async unassign(actor: Actor, categoryId: number, ref: ItemRef) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await category(categoryId);
      const name = await items.nameOf(actor, ref);
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        if (!(await knowledge.unassign(categoryId, ref))) throw errors.notFound();
        await adminRecord.record({ actorId: actor.id, action: 'CLASSIFY_UNASSIGN', subject: `${found.name} / ${name}` });
      });
    },
  };
}

export type ClassifyService = ReturnType<typeof classifyService>;
