import { WEBHOOK_LIMITS } from '../../../contract/webhooks';
import { errors } from '../../errors';

/** The webhooks' refusals beyond the shared factories. */
export const webhookErrors = {
  /** Not http(s), or a private, loopback or unresolvable host the allowed hosts do not list. */
  urlRefused: () => errors.badRequest('webhookUrlRefused', {}, { url: 'webhookUrlRefused' }),
  tooMany: () => errors.badRequest('webhookTooMany', { count: WEBHOOK_LIMITS.perScope }),
};
