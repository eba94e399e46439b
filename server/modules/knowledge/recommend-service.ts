import { KNOWLEDGE_LIMITS } from '../../../contract/constants';
import type { Recommendation } from '../../../contract/knowledge';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { KnowledgeItems } from './knowledge-items';
import type { ItemRef } from './knowledge-repo';
import type { KnowledgeRepositories } from './knowledge-repositories';

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The back office's recommendations on the knowledge home: which items, in what order, until when. */
export function recommendService(repos: KnowledgeRepositories, deps: { items: KnowledgeItems; now?: () => number }) {
  const { items } = deps;
  const now = deps.now ?? Date.now;

  async function recommendation(id: number) {
    const found = await repos.knowledge.findRecommendation(id);
    if (!found) throw errors.notFound();
    return found;
  }

  return {
    async list(actor: Actor): Promise<Recommendation[]> {
      backOfficePolicy.authorize(actor, 'administer');
      const rows = await repos.knowledge.recommendations();
      const shown = await items.present(
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
        item: shown.get(`${row.item_kind}:${row.item_id}`) ?? null,
        itemKind: row.item_kind,
        itemId: row.item_id,
      }));
    },

    async add(actor: Actor, ref: ItemRef, expiresAt: number | null) {
      backOfficePolicy.authorize(actor, 'administer');
      const item = await items.readable(actor, ref);
      return repos.transaction(async ({ knowledge, adminRecord }) => {
        if (await knowledge.findRecommendationOf(ref)) throw errors.conflict('recommendAlready');
        const rows = await knowledge.recommendations();
        if (rows.length >= KNOWLEDGE_LIMITS.recommendationsMax) throw errors.badRequest('recommendTooMany', { count: KNOWLEDGE_LIMITS.recommendationsMax });
        const position = rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
        const id = await knowledge.insertRecommendation(ref, position, expiresAt, actor.id, now());
        await adminRecord.record({
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
      const found = await recommendation(id);
      const name = await items.nameOf(actor, { kind: found.item_kind, id: found.item_id });
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        await knowledge.updateRecommendation(id, { expires_at: expiresAt });
        await adminRecord.record({
          actorId: actor.id,
          action: 'RECOMMEND',
          subject: name,
          ...(expiresAt !== null ? { informationKey: 'recommendExpires' as const, informationParams: { date: day(expiresAt) } } : {}),
        });
      });
    },

    async reorder(actor: Actor, ids: number[]) {
      backOfficePolicy.authorize(actor, 'administer');
      const before = await repos.knowledge.recommendations();
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const shown = await items.present(
        actor,
        before.map((row) => ({ kind: row.item_kind, id: row.item_id })),
      );
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        const rows = await knowledge.recommendations();
        const known = new Set(rows.map((row) => row.id));
        if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !known.has(id))) throw errors.badRequest('recommendOrderMismatch');
        for (const [position, id] of ids.entries()) await knowledge.updateRecommendation(id, { position });
        const byId = new Map(rows.map((row) => [row.id, shown.get(`${row.item_kind}:${row.item_id}`)?.name ?? `${row.item_kind}:${row.item_id}`]));
        await adminRecord.record({ actorId: actor.id, action: 'RECOMMEND', subject: ids.map((id) => byId.get(id)).join(', ') });
      });
    },

    async remove(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const found = await recommendation(id);
      const name = await items.nameOf(actor, { kind: found.item_kind, id: found.item_id });
      await repos.transaction(async ({ knowledge, adminRecord }) => {
        await knowledge.deleteRecommendation(id);
        await adminRecord.record({ actorId: actor.id, action: 'UNRECOMMEND', subject: name });
      });
    },
  };
}

export type RecommendService = ReturnType<typeof recommendService>;
