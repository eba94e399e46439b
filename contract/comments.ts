import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';

/**
 * Comments on files, folders and wiki pages, in threads: a thread's first comment and its replies. A body
 * is plain text in which a mention is written `@[name](user:account)`: the server reads the accounts
 * alone, keeps the people they name (by id), and writes each token again with the person's name as the directory has it, so a
 * token cannot pass itself off as someone else. As in Confluence, a person who cannot read the item may be
 * mentioned but is not told (their mention says so). A wiki thread may be anchored to a passage: two Yjs
 * relative positions (base64 of `Y.encodeRelativePosition`) that follow the words while others edit, and the
 * words quoted when the comment was made. A comment is sent with a client id, so a send repeated from an
 * offline queue makes one comment.
 */

export const COMMENT_SUBJECT_TYPES = ['file', 'folder', 'wiki'] as const;
export type CommentSubjectType = (typeof COMMENT_SUBJECT_TYPES)[number];
/** Who may comment in a library: whoever reads the item (default), whoever may edit it, or nobody. */
export const WHO_MAY_COMMENT = ['readers', 'editors', 'nobody'] as const;
export type WhoMayComment = (typeof WHO_MAY_COMMENT)[number];

export const COMMENT_LIMITS = {
  bodyMax: 10_000,
  mentionsMax: 50,
  quoteMax: 2_000,
  anchorMax: 400,
  countIdsMax: 200,
} as const;

/** `@[name](user:account)`: the mention token of a body. */
export const MENTION_TOKEN = /@\[([^\]\n]{0,200})\]\(user:([^()\s]{1,100})\)/g;
export const mentionToken = (name: string, account: string) => `@[${name.replace(/[\]\n]/g, ' ')}](user:${account})`;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const base64 = z.string().min(1).max(COMMENT_LIMITS.anchorMax).regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const commentSubject = z.strictObject({ type: z.enum(COMMENT_SUBJECT_TYPES), libraryId: id, id });
export type CommentSubject = z.infer<typeof commentSubject>;

export const commentAnchorInput = z.strictObject({
  start: base64,
  end: base64,
  quote: z.string().min(1, 'v:necessary:').max(COMMENT_LIMITS.quoteMax),
});
export type CommentAnchorInput = z.infer<typeof commentAnchorInput>;

const body = z.string().trim().min(1, 'v:necessary:').max(COMMENT_LIMITS.bodyMax);

export const createCommentBody = z.strictObject({
  subject: commentSubject,
  /** The thread's first comment to reply to; none starts a thread. */
  threadId: id.nullable().default(null),
  body,
  /** A wiki thread's passage; only on a thread's first comment of a wiki page. */
  anchor: commentAnchorInput.nullable().default(null),
  /** Made once by the writer's browser, so a repeated send makes one comment. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateCommentBody = z.input<typeof createCommentBody>;

const person = z.object({ id: z.number().int(), account: z.string(), name: z.string() });

export const commentMention = person.extend({
  /** Whether the person may read the item, so is told of the mention. */
  canRead: z.boolean(),
});

export const commentItem = z
  .object({
    id: z.number().int(),
    threadId: z.number().int().nullable(),
    clientId: z.string(),
    author: person,
    /** Empty once deleted. */
    body: z.string(),
    mentions: z.array(commentMention),
    createdAt: z.number().int(),
    editedAt: z.number().int().nullable(),
    deleted: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .meta({ id: 'CommentItem' });
export type CommentItem = z.infer<typeof commentItem>;

export const commentAnchor = z.object({
  start: z.string(),
  end: z.string(),
  /** The words when the comment was made. */
  quote: z.string(),
  /** The words between the positions in the page as it is now; null once they were all deleted (orphaned). */
  current: z.string().nullable(),
  /** The passage in the page's text now (characters of its text nodes in order, from and to); null when orphaned. */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type CommentAnchor = z.infer<typeof commentAnchor>;

export const commentThread = commentItem
  .extend({
    anchor: commentAnchor.nullable(),
    resolvedAt: z.number().int().nullable(),
    resolvedBy: person.nullable(),
    replies: z.array(commentItem),
  })
  .meta({ id: 'CommentThread' });
export type CommentThread = z.infer<typeof commentThread>;

export const commentList = z.object({
  threads: z.array(commentThread),
  /** Whether the caller may comment here (and resolve), after the library's rule. */
  canComment: z.boolean(),
  who: z.enum(WHO_MAY_COMMENT),
  /** Whether the caller may change the library's rule (its admins). */
  canSetRule: z.boolean(),
});
export type CommentList = z.infer<typeof commentList>;

export const commentCount = z.object({ id: z.number().int(), comments: z.number().int(), open: z.number().int() });
export type CommentCount = z.infer<typeof commentCount>;

const COMMENTS = `${AREA.doc}/comments`;
const tags = ['comments'];

export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: COMMENTS,
    tags,
    summary: 'The threads of a file, folder or wiki page, with replies, mentions and anchors',
    query: z.strictObject({ type: z.enum(COMMENT_SUBJECT_TYPES), libraryId: id, id }),
    data: commentList,
  }),
  counts: endpoint({
    method: 'GET',
    path: `${COMMENTS}/counts`,
    tags,
    summary: 'How many comments and open threads each item has (items the caller cannot read are left out)',
    query: z.strictObject({
      type: z.enum(COMMENT_SUBJECT_TYPES),
      libraryId: id,
      ids: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,199}$/)
        .transform((value) => value.split(',').map(Number)),
    }),
    data: z.array(commentCount),
  }),
  create: endpoint({
    method: 'POST',
    path: COMMENTS,
    tags,
    summary: 'Comment on an item, or reply to a thread; the same client id again answers the comment it made',
    description: 'Mentions are `@[name](user:account)` tokens; the mentioned are told, unless they cannot read the item. Followers of the item are told too.',
    body: createCommentBody,
    data: commentItem,
  }),
  edit: endpoint({
    method: 'PUT',
    path: `${COMMENTS}/{id}`,
    tags,
    summary: 'Change one’s own comment',
    params: z.strictObject({ id }),
    body: z.strictObject({ body }),
    data: commentItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${COMMENTS}/{id}`,
    tags,
    summary: 'Delete one’s own comment (a library admin any)',
    params: z.strictObject({ id }),
    data: z.object({ id: z.number().int() }),
  }),
  resolve: endpoint({
    method: 'PUT',
    path: `${COMMENTS}/{id}/resolved`,
    tags,
    summary: 'Resolve or reopen a thread',
    params: z.strictObject({ id }),
    body: z.strictObject({ resolved: z.boolean() }),
    data: commentThread,
  }),
  rule: endpoint({
    method: 'GET',
    path: `${COMMENTS}/rule/{libraryId}`,
    tags,
    summary: 'Who may comment in a library',
    params: z.strictObject({ libraryId: id }),
    data: z.object({ who: z.enum(WHO_MAY_COMMENT) }),
  }),
  setRule: endpoint({
    method: 'PUT',
    path: `${COMMENTS}/rule/{libraryId}`,
    tags,
    summary: 'Set who may comment in a library (its admins)',
    params: z.strictObject({ libraryId: id }),
    body: z.strictObject({ who: z.enum(WHO_MAY_COMMENT) }),
    data: z.object({ who: z.enum(WHO_MAY_COMMENT) }),
  }),
};
