import { AppError, errors } from '../../errors';

/** The comments' refusals beyond the shared factories. */
export const commentErrors = {
  /** Asked by the policy alone: the library's rule keeps the caller from commenting. */
  closed: (rule: 'editors' | 'nobody') => new AppError(403, 'FORBIDDEN', rule === 'nobody' ? 'commentsClosed' : 'commentsEditorsOnly'),
  unknownMention: () => errors.badRequest('commentUnknownMention', {}, { body: 'commentUnknownMention' }),
  tooManyMentions: (count: number) => errors.badRequest('commentTooManyMentions', { count }, { body: 'commentTooManyMentions' }),
  anchorNotWiki: () => errors.badRequest('commentAnchorNotWiki', {}, { anchor: 'commentAnchorNotWiki' }),
  badAnchor: () => errors.badRequest('commentBadAnchor', {}, { anchor: 'commentBadAnchor' }),
  replyElsewhere: () => errors.badRequest('commentReplyElsewhere', {}, { threadId: 'commentReplyElsewhere' }),
  deleted: () => errors.conflict('commentDeleted'),
};
