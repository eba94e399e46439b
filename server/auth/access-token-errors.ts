import type { TokenScope } from '../../contract/access-tokens';
import { AppError, errors } from '../errors';

/** The access tokens' refusals beyond the shared factories. */
export const accessTokenErrors = {
  /** The token is good but its scopes do not cover the call; `scope` names the one it lacks. */
  scope: (scope: TokenScope) => new AppError(403, 'TOKEN_SCOPE', 'tokenScope', { scope }),
  /** The token's expiry has passed: the caller needs a new one. */
  expired: () => new AppError(401, 'TOKEN_EXPIRED', 'tokenExpired'),
  /** A token is made to expire later, never earlier than now. */
  expiryPast: () => errors.badRequest('tokenExpiryPast'),
};
