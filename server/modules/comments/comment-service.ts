import { COMMENT_LIMITS, type CommentCount, type CommentItem, type CommentList, type CommentSubject, type CommentSubjectType, type CommentThread, type CreateCommentBody, MENTION_TOKEN, mentionToken, type WhoMayComment } from '../../../contract/comments';
import { type Actor, actorOfUser } from '../../auth/actor';
import { errors } from '../../errors';
import type { NotificationService } from '../notifications/notification-service';
import { isRelativePosition, resolveAnchors } from './comment-anchors';
import { commentErrors } from './comment-errors';
import type { CommentPolicy, CommentTarget } from './comment-policy';
import type { CommentWithAuthor } from './comment-repo';
import type { CommentRepositories } from './comment-repositories';

type Created = Omit<Extract<CreateCommentBody, object>, 'threadId' | 'anchor'> & { threadId: number | null; anchor: { start: string; end: string; quote: string } | null };

/** The web app's address of a commented item. */
function itemLink(subject: CommentSubject) {
  return subject.type === 'wiki' ? `/doc/lib/${subject.libraryId}/wiki/list/${subject.id}` : `/overview?kind=${subject.type}&libraryId=${subject.libraryId}&id=${subject.id}`;
}

/** A body as people read it in a notification: each mention as `@name`. */
export function plainBody(body: string) {
  return body.replace(MENTION_TOKEN, (_token, name: string) => `@${name}`);
}

function unique(values: number[]) {
  return [...new Set(values)];
}

/**
 * Comments: threads on an item with replies, mentions and (on wiki pages) anchors; idempotent by the
 * writer's client id; the mentioned are told (`mention`) and the item's followers (`comment`), never the
 * writer, and never someone who cannot read the item (the notifications decide that again on delivery).
 */
export function commentService(
  repos: CommentRepositories,
  deps: {
    policy: CommentPolicy;
    notify: NotificationService['notify'];
    /** A wiki page's Yjs state as it is now (its live document stored first). */
    pageState: (pageId: number) => Promise<Uint8Array | null>;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const { policy } = deps;

  /** The mention tokens of a body: the people they name, each written again with their name. */
  async function readMentions(body: string): Promise<{ body: string; ids: number[] }> {
    const accounts = [...new Set([...body.matchAll(MENTION_TOKEN)].map((match) => match[2]!))];
    if (accounts.length > COMMENT_LIMITS.mentionsMax) throw commentErrors.tooManyMentions(COMMENT_LIMITS.mentionsMax);
    const people = new Map((await repos.comments.peopleByAccount(accounts)).map((row) => [row.account, row]));
    if (people.size !== accounts.length) throw commentErrors.unknownMention();
    const written = body.replace(MENTION_TOKEN, (_token, _name: string, account: string) => mentionToken(people.get(account)!.name, account));
    if (written.length > COMMENT_LIMITS.bodyMax) throw errors.badRequest('badRequest', {}, { body: 'badRequest' });
    return { body: written, ids: accounts.map((account) => Number(people.get(account)!.id)) };
  }

  async function mentionsOf(rows: CommentWithAuthor[], subject: CommentSubject) {
    const mentions = await repos.comments.mentionsOf(rows.filter((row) => row.deleted_at === null).map((row) => Number(row.id)));
    const people = new Map((await repos.comments.people(unique(mentions.map((row) => Number(row.id))))).map((row) => [Number(row.id), row]));
    const reads = new Map<number, boolean>();
    for (const [id, row] of people) reads.set(id, await policy.canRead(actorOfUser(row), subject));
    const byComment = new Map<number, CommentItem['mentions']>();
    for (const row of mentions) {
      const list = byComment.get(Number(row.comment_id)) ?? [];
      list.push({ id: Number(row.id), account: row.account, name: row.name, canRead: reads.get(Number(row.id)) ?? false });
      byComment.set(Number(row.comment_id), list);
    }
    return byComment;
  }

  function item(row: CommentWithAuthor, actor: Actor, mentions: Map<number, CommentItem['mentions']>, rights: { canComment: boolean; admin: boolean }): CommentItem {
    const deleted = row.deleted_at !== null;
    return {
      id: Number(row.id),
      threadId: row.thread_id === null ? null : Number(row.thread_id),
      clientId: row.client_id,
      author: { id: Number(row.author_id), account: row.author_account, name: row.author_name },
      body: deleted ? '' : row.body,
      mentions: deleted ? [] : (mentions.get(Number(row.id)) ?? []),
      createdAt: Number(row.created_at),
      editedAt: row.edited_at === null ? null : Number(row.edited_at),
      deleted,
      canEdit: !deleted && rights.canComment && Number(row.author_id) === actor.id,
      canDelete: !deleted && (Number(row.author_id) === actor.id || rights.admin),
    };
  }

  async function rightsOf(actor: Actor, target: CommentTarget) {
    const rule = await repos.comments.rule(target.library.id);
    return { rule, canComment: await policy.mayComment(actor, target, rule), admin: await policy.isAdmin(actor, target) };
  }

  /** The item's threads (a deleted first comment stays while it has live replies), oldest first. */
  async function threadsOf(actor: Actor, target: CommentTarget, rights: { canComment: boolean; admin: boolean }, only?: number): Promise<CommentThread[]> {
    const rows = await repos.comments.ofSubject(target.subject.type, target.subject.id);
    const mentions = await mentionsOf(rows, target.subject);
    const roots = rows.filter((row) => row.thread_id === null && (only === undefined || Number(row.id) === only));
    const replies = new Map<number, CommentWithAuthor[]>();
    for (const row of rows) {
      if (row.thread_id === null || row.deleted_at !== null) continue;
      const list = replies.get(Number(row.thread_id)) ?? [];
      list.push(row);
      replies.set(Number(row.thread_id), list);
    }
    const anchored = roots.filter((row) => row.anchor_start !== null && row.anchor_end !== null);
    const resolved = target.subject.type === 'wiki' && anchored.length ? resolveAnchors(await deps.pageState(target.subject.id), anchored.map((row) => ({ start: row.anchor_start!, end: row.anchor_end! }))) : [];
    const anchorOf = new Map(anchored.map((row, index) => [Number(row.id), resolved[index]]));
    const resolvers = new Map<number, { id: number; account: string; name: string }>();
    for (const id of unique(roots.flatMap((row) => (row.resolved_by === null ? [] : [Number(row.resolved_by)])))) {
      const person = await repos.comments.personName(id);
      if (person) resolvers.set(id, { id: Number(person.id), account: person.account, name: person.name });
    }
    const threads: CommentThread[] = [];
    for (const root of roots) {
      const own = replies.get(Number(root.id)) ?? [];
      if (root.deleted_at !== null && !own.length) continue;
      const place = anchorOf.get(Number(root.id));
      threads.push({
        ...item(root, actor, mentions, rights),
        anchor:
          root.anchor_start !== null && root.anchor_end !== null
            ? { start: root.anchor_start, end: root.anchor_end, quote: root.anchor_quote ?? '', current: place?.current ?? null, from: place?.from ?? null, to: place?.to ?? null }
            : null,
        resolvedAt: root.resolved_at === null ? null : Number(root.resolved_at),
        resolvedBy: root.resolved_by === null ? null : (resolvers.get(Number(root.resolved_by)) ?? null),
        replies: own.map((reply) => item(reply, actor, mentions, rights)),
      });
    }
    return threads;
  }

  async function present(actor: Actor, target: CommentTarget, row: CommentWithAuthor): Promise<CommentItem> {
    const rights = await rightsOf(actor, target);
    return item(row, actor, await mentionsOf([row], target.subject), rights);
  }

  async function tell(actor: Actor, target: CommentTarget, body: string, mentioned: number[], followersToo: boolean) {
    const event = {
      actor: { id: actor.id, name: actor.name },
      subject: { type: target.subject.type, id: target.subject.id, libraryId: target.library.id },
      title: target.title,
      context: plainBody(body),
      link: itemLink(target.subject),
    };
    if (mentioned.length) await deps.notify(mentioned, { kind: 'mention', ...event });
    if (!followersToo) return;
    const folders = target.node ? (await repos.nodes.ancestry(target.node.id)).filter((step) => step.id !== target.node!.id && step.parent_id !== null).map((step) => step.id) : [];
    const followers = [
      ...(await repos.comments.libraryFollowers(target.library.id)),
      ...(await repos.comments.itemFollowers(target.subject.type, [target.subject.id])),
      ...(await repos.comments.itemFollowers('folder', folders)),
    ].filter((id) => !mentioned.includes(id));
    if (followers.length) await deps.notify(followers, { kind: 'comment', ...event });
  }

  /** A comment of this item, live; 404 when it is of another item or unknown. */
  async function commentOf(actor: Actor, id: number) {
    const row = await repos.comments.findById(id);
    if (!row) throw errors.notFound();
    const target = await policy.authorizeRead(actor, { type: row.subject_type, libraryId: Number(row.library_id), id: Number(row.subject_id) });
    return { row, target };
  }

  return {
    async list(actor: Actor, subject: CommentSubject): Promise<CommentList> {
      const target = await policy.authorizeRead(actor, subject);
      const rights = await rightsOf(actor, target);
      return { threads: await threadsOf(actor, target, rights), canComment: rights.canComment, who: rights.rule, canSetRule: rights.admin };
    },

    async counts(actor: Actor, type: CommentSubjectType, libraryId: number, ids: number[]): Promise<CommentCount[]> {
      const readable: number[] = [];
      for (const id of unique(ids)) if (await policy.canRead(actor, { type, libraryId, id })) readable.push(id);
      const counts = await repos.comments.counts(type, readable);
      return readable.map((id) => ({ id, comments: counts.get(id)?.comments ?? 0, open: counts.get(id)?.open ?? 0 }));
    },

    async create(actor: Actor, input: Created): Promise<CommentItem> {
      const again = await repos.comments.byClient(actor.id, input.clientId);
      if (again) return present(actor, await policy.authorizeRead(actor, { type: again.subject_type, libraryId: Number(again.library_id), id: Number(again.subject_id) }), again);
      const target = await policy.authorizeRead(actor, input.subject);
      await policy.authorizeComment(actor, target, await repos.comments.rule(target.library.id));
      if (input.threadId !== null) {
        const root = await repos.comments.findById(input.threadId);
        if (!root || root.thread_id !== null || root.subject_type !== input.subject.type || Number(root.subject_id) !== input.subject.id) throw commentErrors.replyElsewhere();
        if (input.anchor) throw commentErrors.badAnchor();
      }
      if (input.anchor) {
        if (input.subject.type !== 'wiki') throw commentErrors.anchorNotWiki();
        if (!isRelativePosition(input.anchor.start) || !isRelativePosition(input.anchor.end)) throw commentErrors.badAnchor();
        // The positions must fall on words of the page as it is now, start before end.
        const [placed] = resolveAnchors(await deps.pageState(input.subject.id), [input.anchor]);
        if (!placed || placed.current === null) throw commentErrors.badAnchor();
      }
      const { body, ids } = await readMentions(input.body);
      const at = now();
      const id = await repos.transaction(async (tx) => {
        const made = await tx.comments.insert({
          subject_type: input.subject.type,
          subject_id: input.subject.id,
          library_id: target.library.id,
          thread_id: input.threadId,
          author_id: actor.id,
          body,
          anchor_start: input.anchor?.start ?? null,
          anchor_end: input.anchor?.end ?? null,
          anchor_quote: input.anchor?.quote ?? null,
          client_id: input.clientId,
          created_at: at,
          edited_at: null,
          deleted_at: null,
          resolved_at: null,
          resolved_by: null,
        });
        await tx.comments.setMentions(made, ids);
        return made;
      }).catch(async (error: unknown) => {
        // The same send arriving twice at once: the one that stored first is the comment.
        const stored = await repos.comments.byClient(actor.id, input.clientId);
        if (stored) return null;
        throw error;
      });
      if (id === null) return present(actor, target, (await repos.comments.byClient(actor.id, input.clientId))!);
      await tell(actor, target, body, ids, true);
      return present(actor, target, (await repos.comments.findById(id))!);
    },

    async edit(actor: Actor, id: number, text: string): Promise<CommentItem> {
      const { row, target } = await commentOf(actor, id);
      policy.authorizeEdit(actor, row);
      if (row.deleted_at !== null) throw commentErrors.deleted();
      await policy.authorizeComment(actor, target, await repos.comments.rule(target.library.id));
      const { body, ids } = await readMentions(text);
      const before = new Set((await repos.comments.mentionsOf([id])).map((mention) => Number(mention.id)));
      await repos.transaction(async (tx) => {
        await tx.comments.update(id, { body, edited_at: now() });
        await tx.comments.setMentions(id, ids);
      });
      await tell(actor, target, body, ids.filter((person) => !before.has(person)), false);
      return present(actor, target, (await repos.comments.findById(id))!);
    },

    async remove(actor: Actor, id: number) {
      const { row, target } = await commentOf(actor, id);
      await policy.authorizeDelete(actor, row, target);
      if (row.deleted_at === null) {
        await repos.transaction(async (tx) => {
          await tx.comments.update(id, { deleted_at: now(), body: '' });
          await tx.comments.setMentions(id, []);
        });
      }
      return { id };
    },

    async resolve(actor: Actor, id: number, resolved: boolean): Promise<CommentThread> {
      const { row, target } = await commentOf(actor, id);
      const rootId = row.thread_id === null ? id : Number(row.thread_id);
      const rule = await repos.comments.rule(target.library.id);
      await policy.authorizeComment(actor, target, rule);
      const root = rootId === id ? row : await repos.comments.findById(rootId);
      if (!root || (root.deleted_at !== null && !(await repos.comments.liveReplies(rootId)))) throw commentErrors.deleted();
      await repos.comments.update(rootId, resolved ? { resolved_at: now(), resolved_by: actor.id } : { resolved_at: null, resolved_by: null });
      const [thread] = await threadsOf(actor, target, await rightsOf(actor, target), rootId);
      if (!thread) throw commentErrors.deleted();
      return thread;
    },

    async rule(actor: Actor, libraryId: number): Promise<{ who: WhoMayComment }> {
      await policy.authorizeRule(actor, libraryId, 'read');
      return { who: await repos.comments.rule(libraryId) };
    },

    async setRule(actor: Actor, libraryId: number, who: WhoMayComment): Promise<{ who: WhoMayComment }> {
      await policy.authorizeRule(actor, libraryId, 'admin');
      await repos.comments.setRule(libraryId, who, now());
      return { who };
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
