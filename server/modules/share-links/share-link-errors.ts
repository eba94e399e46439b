import type { ShareLinkEnd } from '../../../contract/share-links';
import { AppError, errors } from '../../errors';

const ENDED = { revoked: 'shareLinkRevoked', expired: 'shareLinkExpired', limit: 'shareLinkLimit', maker: 'shareLinkMakerGone' } as const;

/** The share links' refusals beyond the shared factories. */
export const shareLinkErrors = {
  /** 410: the link no longer opens, and why. */
  ended: (why: ShareLinkEnd) => new AppError(410, 'SHARE_LINK_GONE', ENDED[why], { reason: why }),
  passwordNeeded: () => new AppError(401, 'SHARE_LINK_PASSWORD', 'shareLinkPasswordNeeded'),
  wrongPassword: () => new AppError(401, 'SHARE_LINK_PASSWORD', 'shareLinkWrongPassword'),
  signIn: () => new AppError(401, 'SHARE_LINK_SIGN_IN', 'shareLinkSignIn'),
  audience: () => new AppError(403, 'SHARE_LINK_AUDIENCE', 'shareLinkAudience'),
  /** Asked by the policy alone: a public link while the back office does not allow them. */
  publicOff: () => new AppError(403, 'FORBIDDEN', 'shareLinkPublicOff'),
  expiryTooLong: (days: number) => errors.badRequest('shareLinkExpiryTooLong', { count: days }, { expiresAt: 'shareLinkExpiryTooLong' }),
  expiryPast: () => errors.badRequest('shareLinkExpiryPast', {}, { expiresAt: 'shareLinkExpiryPast' }),
  audienceIds: () => errors.badRequest('shareLinkAudienceIds', {}, { audienceIds: 'shareLinkAudienceIds' }),
  uploadNeedsFolder: () => errors.badRequest('shareLinkUploadFolder'),
  viewOnly: () => errors.badRequest('shareLinkViewOnly'),
  uploadOnly: () => errors.badRequest('shareLinkUploadOnly'),
};
